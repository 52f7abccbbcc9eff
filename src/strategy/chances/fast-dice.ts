// Dice for playouts: a small seeded generator (xorshift128+ over two 32-bit halves), thousands of times cheaper than
// the SHA-256 streams the games roll with. Playouts only estimate; nobody's game is ever rolled with these. The same
// seed gives the same dice, so the same position gives the same estimate.
import type { DiceRoller } from '../../games/types.ts';

export function fastDice(seed: number): DiceRoller & { next(): number } {
  // splitmix32 spreads a small seed over the whole state (a zero state would stay zero)
  let s = seed >>> 0;
  const mix = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix() | 1;
  let b = mix();
  let c = mix();
  let d = mix();
  // xoshiro128** step: 32 random bits
  const next = (): number => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result;
  };
  // a die without bias: reject the top 4 values of the 2^32 range (4294967296 mod 6 = 4)
  const die = (): number => {
    for (;;) {
      const r = next();
      if (r < 4294967292) return (r % 6) + 1;
    }
  };
  return {
    next,
    roll: (count) => {
      const out = new Array<number>(count);
      for (let i = 0; i < count; i++) out[i] = die();
      return out;
    },
  };
}
