// A chat with the real Butler for tests: scripted dice, a chosen store, admins by name. `say` returns the reply as
// plain text with its events, the way the console prints it.
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { toPlain } from '../../src/messages/rich.ts';
import type { Incoming, Reply } from '../../src/core/reply.ts';
import type { Language } from '../../src/core/language.ts';
import { openStore, type OpenStoreOptions } from '../../src/storage/open-store.ts';
import type { SessionStore } from '../../src/storage/types.ts';
import type { GameRegistry } from '../../src/house/registry.ts';

export interface SaidReply {
  text: string;
  events: Reply['events'];
  reply: Reply;
}

export interface TestChat {
  butler: Butler;
  store: SessionStore;
  dice: ReturnType<typeof scriptedDiceSource>;
  /** `user` writes `text` in `room` (default "main"); null when the Butler stays quiet */
  say(
    user: string,
    text: string,
    extra?: {
      room?: string;
      updateId?: string;
      buttonVersion?: number;
      platformLanguage?: Incoming['platformLanguage'];
      /** the platform's id of the writer, when it is not their name (as on Telegram and Discord) */
      id?: string;
    },
  ): Promise<SaidReply | null>;
  close(): Promise<void>;
}

export async function makeChat(
  options: {
    dice?: number[];
    admins?: string[];
    store?: OpenStoreOptions | SessionStore;
    clock?: () => number;
    /** the chat's language as the console's --lang gives it (absent: Russian) */
    language?: Language;
    /** the games the Butler hosts (absent: the four) */
    games?: GameRegistry;
  } = {},
): Promise<TestChat> {
  const store =
    options.store && 'transact' in options.store
      ? options.store
      : await openStore((options.store as OpenStoreOptions | undefined) ?? { kind: 'memory' });
  const dice = scriptedDiceSource(options.dice ?? []);
  const butler = new Butler({ store, dice, logger: silentLogger, clock: options.clock, ...(options.games ? { games: options.games } : {}) });
  return {
    butler,
    store,
    dice,
    async say(user, text, extra = {}) {
      const reply = await butler.handle({
        chat: `console:${extra.room ?? 'main'}`,
        user: { id: extra.id ?? user, name: user },
        text,
        updateId: extra.updateId,
        buttonVersion: extra.buttonVersion,
        isAdmin: () => !options.admins || options.admins.includes(user),
        ...(extra.platformLanguage
          ? { platformLanguage: extra.platformLanguage }
          : options.language
            ? { platformLanguage: { language: options.language, from: 'place' as const } }
            : {}),
      });
      return reply && { text: toPlain(reply.rich), events: reply.events, reply };
    },
    close: () => store.close(),
  };
}

/** The event types of a reply, for compact assertions. */
export function eventTypes(said: SaidReply | null): string[] {
  return said?.events.map((e) => e.type) ?? [];
}

/**
 * A chat with `game` started: the first player opens it (an admin), the others join, the first starts it; `dice`
 * scripted, `language` as the console's --lang gives it.
 */
export async function startedChat(game: string, players: readonly string[], dice: number[], language?: Language): Promise<TestChat> {
  const chat = await makeChat({ dice, ...(language ? { language } : {}) });
  await chat.say(players[0]!, `/newgame ${game}`);
  for (const p of players.slice(1)) await chat.say(p, '/join');
  await chat.say(players[0]!, '/startgame');
  return chat;
}
