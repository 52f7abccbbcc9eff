// Issue 52: a link posted into a chat must open for the people who read it. With BUTLER_HTTP_PORT and no
// BUTLER_PUBLIC_URL (or deploy/compose.yaml's placeholder, or this machine's address) the game-over reply carries
// no link — never one to localhost — and the start says why; a real public URL gives the game's page link.
import { describe, expect, it } from 'vitest';
import { Butler } from '../../src/butler.ts';
import { parseEnv } from '../../src/config.ts';
import { cryptoDice } from '../../src/dice/crypto-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { deploymentOptions } from '../../src/runtime-choice.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { publicBase, type LinkReaders } from '../../src/web/public-url.ts';
import { playFairGame } from '../helpers/fair-games.ts';
import { chatClock } from '../helpers/seed-window-clock.ts';

async function gameOverText(vars: Record<string, string>, readers: LinkReaders): Promise<string> {
  const store = new MemorySessionStore();
  const clock = chatClock();
  const env = parseEnv(vars);
  const butler = new Butler({ store, dice: cryptoDice, logger: silentLogger, clock: clock.read, ...deploymentOptions(env, { botDelay: null }, readers) });
  const played = await playFairGame('bone_poker', { store, butler, clock });
  return played.texts.at(-1)!;
}

describe('links in chats', () => {
  it('GIVEN BUTLER_HTTP_PORT without BUTLER_PUBLIC_URL WHEN a game ends in a chat THEN the reply carries no link, none to localhost, and the start warns', async () => {
    const over = await gameOverText({ BUTLER_HTTP_PORT: '8080' }, 'chats');
    expect(over).toMatch(/bob|alice/);
    expect(over).not.toMatch(/localhost|https?:\/\//);
    expect(publicBase(parseEnv({ BUTLER_HTTP_PORT: '8080' }), 'chats')).toEqual({ problem: expect.stringMatching(/^BUTLER_PUBLIC_URL is not set/) });
  });

  it('GIVEN the compose file\'s placeholder or this machine\'s address as BUTLER_PUBLIC_URL WHEN a game ends in a chat THEN no link, and the warning names it', async () => {
    for (const url of ['https://butler.example.org', 'http://localhost:8080', 'http://127.0.0.1:8080']) {
      const vars = { BUTLER_HTTP_PORT: '8080', BUTLER_PUBLIC_URL: url };
      expect(await gameOverText(vars, 'chats')).not.toContain(url);
      expect(publicBase(parseEnv(vars), 'chats')).toEqual({ problem: expect.stringContaining(url) });
    }
  });

  it('GIVEN a public URL WHEN a game ends THEN the reply links the game page under it; the console may link this machine', async () => {
    expect(await gameOverText({ BUTLER_HTTP_PORT: '8080', BUTLER_PUBLIC_URL: 'https://dice.club.org' }, 'chats')).toMatch(/https:\/\/dice\.club\.org\/game\//);
    expect(await gameOverText({ BUTLER_HTTP_PORT: '8080', BUTLER_PUBLIC_URL: 'http://127.0.0.1:8080' }, 'console')).toMatch(/http:\/\/127\.0\.0\.1:8080\/game\//);
  });
});
