// Every step of each of the four games can be played by taps (issue 51): from a bare /newgame (its game buttons),
// the lobby's Join and Start, each move's button or the dice tray, to the game-over reply's "Play again". Nothing is
// typed but the first /newgame (a command-menu tap on the platforms).
import { describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { readTrayCode } from '../../src/core/tray.ts';
import type { Reply } from '../../src/core/reply.ts';
import type { Button } from '../../src/core/rich.ts';
import { DEFAULT_GAMES } from '../../src/house/default-games.ts';
import { hostingNow } from '../../src/core/hosted-games.ts';

const PLAYERS = ['alice', 'bob'];

/** `user` presses `button` under `reply`: a tray's press, or the text the button stands for at the reply's version. */
async function press(chat: TestChat, user: string, reply: Reply, button: Button): Promise<Reply | null> {
  if (button.tap !== undefined) {
    return chat.butler.handle({ chat: 'console:main', user: { id: user, name: user }, text: '[tap]', tap: readTrayCode(button.tap)!, isAdmin: () => true });
  }
  return (await chat.say(user, button.text, reply.version === null ? {} : { buttonVersion: reply.version }))?.reply ?? null;
}

/** Whose turn it is in the stored game (null: no game running). */
async function onTurn(chat: TestChat): Promise<string | null> {
  const stored = await chat.store.peek('console:main');
  const game = stored && (JSON.parse(stored.data) as { game: { id: string; state: unknown } | null }).game;
  if (!game) return null;
  return hostingNow(DEFAULT_GAMES, () => DEFAULT_GAMES.engine(game.id).expected(game.state)?.player ?? null);
}

function someDice(count: number, seed: number): number[] {
  const out: number[] = [];
  for (let x = seed, i = 0; i < count; i++) out.push((((x = (x * 1103515245 + 12345) % 2 ** 31) >> 16) % 6) + 1);
  return out;
}

/** The button a player presses on the board: the tray's first die then Roll while a hand may be rerolled, else a move. */
function choose(board: Reply, toggled: boolean): Button {
  const tray = board.buttons.filter((b) => b.tap !== undefined);
  if (tray.length > 0) {
    // toggle the first die, then roll it
    return toggled ? tray.find((b) => b.row === 1)! : tray.find((b) => b.row === 0)!;
  }
  // 1000: bank whenever it is offered, else roll; every other game has its one move button
  return board.buttons.find((b) => b.label.includes('Хватит')) ?? board.buttons[0]!;
}

async function playByTaps(game: string, dice: number[]): Promise<string> {
  const chat = await makeChat({ dice, admins: ['alice'] });
  const asked = (await chat.say('alice', '/newgame'))!.reply;
  const opened = await press(chat, 'alice', asked, asked.buttons.find((b) => b.text === `/newgame ${game}`)!);
  const joined = await press(chat, 'bob', opened!, opened!.buttons.find((b) => b.text === '/join')!);
  let board = (await press(chat, 'alice', joined!, joined!.buttons.find((b) => b.text === '/startgame')!))!;
  let toggledAt: string | null = null;
  for (let step = 0; step < 3_000; step++) {
    if (board.buttons.some((b) => b.text.startsWith('/newgame'))) {
      const again = await press(chat, 'alice', board, board.buttons.find((b) => b.text === `/newgame ${game}`)!);
      return `${game} over in ${step} taps; again: ${again?.events.map((e) => e.type).join(',')}`;
    }
    const player = (await onTurn(chat))!;
    expect(PLAYERS).toContain(player);
    const tray = board.buttons.find((b) => b.tap !== undefined)?.tap?.split(':')[0] ?? null;
    const button = choose(board, tray !== null && toggledAt === tray);
    const reply = await press(chat, player, board, button);
    expect(reply).not.toBeNull();
    expect(reply!.private ?? false).toBe(false);
    if (reply!.edit) toggledAt = tray;
    board = reply!.edit ? { ...board, buttons: reply!.buttons } : reply!;
  }
  throw new Error(`${game} did not end by taps`);
}

describe('every game by taps alone (issue 51)', () => {
  it.each([
    ['craps', someDice(400, 3)],
    ['bone_poker', someDice(40, 5)],
    ['dice_poker', someDice(400, 7)],
    ['thousand', someDice(3_000, 9)],
  ])('GIVEN %s WHEN only buttons are pressed THEN the game is played from /newgame to its end and opened again', async (game, dice) => {
    expect(await playByTaps(game, dice)).toMatch(new RegExp(`^${game} over in \\d+ taps; again: lobby_opened$`));
  });
});
