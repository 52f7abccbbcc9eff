// Who a connection comes from, for the per-address socket cap (server-limits.ts): an IPv4 address as it is (also when
// it arrives IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64 — one subscriber routinely holds a whole /64,
// so counting its single addresses would let one client open as many sockets as it likes.
import { isIPv4, isIPv6 } from 'node:net';

export function addressKey(remote: string | undefined): string {
  if (!remote) return '?';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote);
  if (mapped) return mapped[1]!;
  if (isIPv4(remote) || !isIPv6(remote)) return remote;
  return `${expandIPv6(remote.split('%')[0]!).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in, each without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // an embedded IPv4 tail (::1.2.3.4) is two groups
  const last = right.length > 0 ? right : left;
  if (last.length > 0 && last[last.length - 1]!.includes('.')) {
    const [a, b, c, d] = last.pop()!.split('.').map(Number);
    last.push(((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16));
  }
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
