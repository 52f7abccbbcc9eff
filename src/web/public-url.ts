// Where the links the Butler posts (a game's page under the game-over reply, /game, /top, the verify page) point:
// BUTLER_PUBLIC_URL, and only when the people who read them can open it. A link to localhost posted into a
// Telegram group opens nothing on anyone's phone, so there is no default: without a usable public URL no link is
// written and no page is served, and the start says why in one warning (main.ts).
// - not set: nothing to link to (the server still answers /healthz, /readyz, /metrics);
// - a placeholder (RFC 2606's example.com/.net/.org, .example, .invalid, .test — deploy/compose.yaml's default is
//   one, for the operator to change): no link, the warning names it;
// - this machine (localhost, 127.x, ::1, 0.0.0.0): fine for the console, whose reader sits at this machine; in
//   chats no link.

export type LinkReaders = 'console' | 'chats';

/** The base of the links, or the one line saying why there are none (null: no server, nothing to say). */
export type PublicBase = { base: string } | { problem: string } | null;

const PLACEHOLDER_DOMAINS = /(^|\.)(example\.(com|net|org)|example|invalid|test)$/;
const THIS_MACHINE = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/;

export function publicBase(env: { BUTLER_HTTP_PORT?: number | undefined; BUTLER_PUBLIC_URL?: string | undefined }, readers: LinkReaders): PublicBase {
  const url = env.BUTLER_PUBLIC_URL;
  if (url === undefined) {
    if (env.BUTLER_HTTP_PORT === undefined) return null;
    return {
      problem:
        `BUTLER_PUBLIC_URL is not set: the game pages are not served and no chat gets a link to one — set it to the ` +
        `address people open this server (port ${env.BUTLER_HTTP_PORT}) at, e.g. https://butler.your-domain.org`,
    };
  }
  const host = new URL(url).hostname.toLowerCase();
  if (PLACEHOLDER_DOMAINS.test(host)) {
    return { problem: `BUTLER_PUBLIC_URL is a placeholder (${url}): no chat gets a link to a game page — set it to the address people reach this server at` };
  }
  if (readers === 'chats' && THIS_MACHINE.test(host)) {
    return { problem: `BUTLER_PUBLIC_URL names this machine (${url}), which nobody in a chat can open: no chat gets a link to a game page — set it to the address people reach this server at` };
  }
  return { base: url };
}
