// The dice tray in the core (issue 51): a press toggles dice kept in the session, only the player on turn may press,
// a tray of an earlier moment is stale, a restart keeps the toggles, a typed move wins over a half-set tray, and a
// game played by taps leaves the same record as the same game typed.
import { describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { readTrayCode } from '../../src/core/tray.ts';
import { toPlain } from '../../src/messages/rich.ts';
import type { Reply } from '../../src/core/reply.ts';
import type { Button } from '../../src/core/rich.ts';
import { Butler } from '../../src/butler.ts';
import { silentLogger } from '../../src/log.ts';
import { openStore } from '../../src/storage/open-store.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { BotTable } from '../helpers/bot-table.ts';

async function tap(butler: Butler, user: string, button: Button): Promise<Reply> {
  const reply = await butler.handle({
    chat: 'console:main',
    user: { id: user, name: user },
    text: `[tap ${button.tap}]`,
    tap: readTrayCode(button.tap!)!,
    isAdmin: () => true,
  });
  return reply!;
}

const labels = (reply: Reply) => reply.buttons.map((b) => b.label);
const dieButton = (reply: Reply, die: number) => reply.buttons.filter((b) => b.row === 0)[die]!;
const rollButton = (reply: Reply) => reply.buttons.find((b) => b.row === 1)!;

async function dicePokerRolled(dice: number[]): Promise<{ chat: TestChat; rolled: Reply }> {
  const chat = await makeChat({ dice });
  await chat.say('alice', '/newgame dice_poker');
  await chat.say('bob', '/join');
  await chat.say('alice', '/startgame');
  const rolled = (await chat.say('alice', 'бросаю кости'))!.reply;
  return { chat, rolled };
}

describe('the dice tray', () => {
  it('GIVEN a Dice Poker hand after the first roll THEN the reply carries one button per die, Roll, Best keep and the best boxes', async () => {
    const { rolled } = await dicePokerRolled([1, 2, 3, 4, 5]);
    expect(labels(rolled)).toEqual([
      '⚀1 держу', '⚁2 держу', '⚂3 держу', '⚃4 держу', '⚄5 держу',
      '🎲 Отметьте кости', '💡 Лучший выбор',
      'Большой стрит — 40', 'Малый стрит — 30', 'Шанс — 15',
    ]);
    expect(rolled.buttons.every((b) => b.tap !== undefined)).toBe(true);
  });

  it('GIVEN a tray WHEN the player on turn taps dice THEN the tray is redrawn in place with no message, and another player is refused privately with nothing changed', async () => {
    const { chat, rolled } = await dicePokerRolled([1, 2, 3, 4, 5]);
    const toggled = await tap(chat.butler, 'alice', dieButton(rolled, 0));
    expect(toggled.edit).toBe(true);
    expect(toggled.rich).toEqual([]);
    expect(labels(toggled).slice(0, 6)).toEqual(['⚀1 кидаю', '⚁2 держу', '⚂3 держу', '⚃4 держу', '⚄5 держу', '🎲 Бросить 1']);
    const before = await chat.store.peek('console:main');
    const refused = await tap(chat.butler, 'bob', dieButton(rolled, 1));
    expect(refused.private).toBe(true);
    expect(toPlain(refused.rich)).toBe('Сейчас ходит alice: кости выбирает только тот, чей ход.');
    expect((await chat.store.peek('console:main'))!.version).toBe(before!.version);
    // tapping a die again keeps it
    const back = await tap(chat.butler, 'alice', dieButton(rolled, 0));
    expect(labels(back)[0]).toBe('⚀1 держу');
    const none = await tap(chat.butler, 'alice', rollButton(rolled));
    expect(toPlain(none.rich)).toMatch(/Сначала отметьте кости/);
  });

  it('GIVEN a half-set tray WHEN the Butler restarts THEN the toggles are still there and Roll rerolls exactly those dice', async () => {
    const store = await openStore({ kind: 'memory' });
    const first = new Butler({ store, dice: scriptedDiceSource([1, 2, 3, 4, 5]), logger: silentLogger });
    const say = (butler: Butler, user: string, text: string) =>
      butler.handle({ chat: 'console:main', user: { id: user, name: user }, text, isAdmin: () => true });
    await say(first, 'alice', '/newgame dice_poker');
    await say(first, 'bob', '/join');
    await say(first, 'alice', '/startgame');
    const hand = (await say(first, 'alice', 'бросаю кости'))!;
    await tap(first, 'alice', dieButton(hand, 0));
    await tap(first, 'alice', dieButton(hand, 2));
    // a new process on the same store: nothing in memory
    const second = new Butler({ store, dice: scriptedDiceSource([6, 6]), logger: silentLogger });
    const status = (await say(second, 'alice', '/status'))!;
    expect(labels(status).slice(0, 6)).toEqual(['⚀1 кидаю', '⚁2 держу', '⚂3 кидаю', '⚃4 держу', '⚄5 держу', '🎲 Бросить 2']);
    const rolledAgain = await tap(second, 'alice', rollButton(hand));
    expect(toPlain(rolledAgain.rich)).toContain('[⚁2 ⚃4 ⚄5] + ⚅6 ⚅6');
    // the new hand's tray starts with nothing toggled
    expect(labels(rolledAgain).slice(0, 6)).toEqual(['⚁2 держу', '⚃4 держу', '⚄5 держу', '⚅6 держу', '⚅6 держу', '🎲 Отметьте кости']);
  });

  it('GIVEN a half-set tray WHEN the player types a move THEN the typed move wins, and the old tray pressed is stale and offers the current one', async () => {
    const { chat, rolled } = await dicePokerRolled([1, 2, 3, 4, 5, 6]);
    await tap(chat.butler, 'alice', dieButton(rolled, 0));
    await tap(chat.butler, 'alice', dieButton(rolled, 1));
    const typed = (await chat.say('alice', 'перебрасываю 5, бросаю 1 кость'))!;
    expect(typed.text).toContain('[⚀1 ⚁2 ⚂3 ⚃4] + ⚅6');
    const stale = await tap(chat.butler, 'alice', rollButton(rolled));
    expect(stale.private).toBe(true);
    expect(toPlain(stale.rich)).toBe('Этот лоток — из прошлого хода: игра ушла дальше. Сейчас на столе: ⚀1 ⚁2 ⚂3 ⚃4 ⚅6.');
    expect(labels(stale).slice(0, 5)).toEqual(['⚀1 держу', '⚁2 держу', '⚂3 держу', '⚃4 держу', '⚅6 держу']);
    expect(toPlain((await tap(chat.butler, 'bob', rollButton(rolled))).rich)).toBe('Этот лоток — из прошлого хода: игра ушла дальше.');
  });

  it('GIVEN Bone Poker round 2 WHEN it is played by taps THEN the record equals the same game typed', async () => {
    const dice = [1, 1, 2, 3, 5, 6, 6, 6, 2, 4, 1, 4, 5];
    const typed = await makeChat({ dice });
    const tapped = await makeChat({ dice });
    for (const chat of [typed, tapped]) {
      await chat.say('alice', '/newgame bone_poker');
      await chat.say('bob', '/join');
      await chat.say('alice', '/startgame');
      await chat.say('alice', 'бросаю покер');
    }
    await typed.say('bob', 'бросаю покер');
    await typed.say('alice', 'перебрасываю 2 и 3, бросаю 2 кости');
    await typed.say('bob', 'пас');
    const round2 = (await tapped.say('bob', 'бросаю покер'))!.reply;
    expect(labels(round2)).toEqual(['⚀1 держу', '⚀1 держу', '⚁2 держу', '⚂3 держу', '⚄5 держу', '🎲 Отметьте кости', '💡 Лучший выбор', 'Пас']);
    await tap(tapped.butler, 'alice', dieButton(round2, 3));
    await tap(tapped.butler, 'alice', dieButton(round2, 2));
    const after = await tap(tapped.butler, 'alice', rollButton(round2));
    await tap(tapped.butler, 'bob', after.buttons.find((b) => b.label === 'Пас')!);
    const record = async (chat: TestChat) => {
      const [latest] = await chat.store.gameRecords!.history('console:main', 1);
      const { id: _id, startedAt: _s, endedAt: _e, ...rest } = (await chat.store.gameRecords!.game(latest!.id))!;
      return rest;
    };
    expect(await record(tapped)).toEqual(await record(typed));
  });

  it('GIVEN an English chat and a Ukrainian one THEN the tray speaks their language', async () => {
    for (const [language, expected] of [
      ['en', ['⚀1 roll', '⚁2 keep', '⚂3 keep', '⚃4 keep', '⚄5 keep', '🎲 Roll 1', '💡 Best keep']],
      ['uk', ['⚀1 кидаю', '⚁2 тримаю', '⚂3 тримаю', '⚃4 тримаю', '⚄5 тримаю', '🎲 Кинути 1', '💡 Найкращий вибір']],
    ] as const) {
      const chat = await makeChat({ dice: [1, 2, 3, 4, 5], language });
      await chat.say('alice', '/newgame dice_poker');
      await chat.say('bob', '/join');
      await chat.say('alice', '/startgame');
      const rolled = (await chat.say('alice', language === 'en' ? 'roll dice' : 'кидаю кістки'))!.reply;
      const toggled = await tap(chat.butler, 'alice', dieButton(rolled, 0));
      expect(labels(toggled).slice(0, 7)).toEqual(expected);
      const refused = await tap(chat.butler, 'bob', dieButton(rolled, 0));
      expect(toPlain(refused.rich)).toBe(language === 'en' ? 'It is alice’s turn: only the player on turn picks dice.' : 'Зараз ходить alice: кості вибирає лише той, чий хід.');
    }
  });

  it('GIVEN Bone Poker against a computer player WHEN its move opens round 2 THEN its notice carries the tray of the person on turn', async () => {
    const table = await new BotTable([1, 1, 2, 3, 5, 6, 6, 6, 2, 4, 6, 6, 6, 1, 1]).open();
    await table.say('alice', '/newgame bone_poker');
    await table.say('alice', '/addbot');
    await table.say('alice', '/startgame');
    await table.say('alice', 'бросаю покер');
    const [botRolled] = await table.letBotsPlay();
    expect(toPlain(botRolled!.rich)).toContain('Второй круг');
    expect(labels(botRolled!).slice(0, 6)).toEqual(['⚀1 держу', '⚀1 держу', '⚁2 держу', '⚂3 держу', '⚄5 держу', '🎲 Отметьте кости']);
    for (const die of [2, 3, 4]) await tap(table.butler, 'alice', dieButton(botRolled!, die));
    const rolled = await tap(table.butler, 'alice', rollButton(botRolled!));
    expect(toPlain(rolled.rich)).toContain('⚀1 ⚀1');
    const [end] = await table.letBotsPlay();
    expect(end!.events.some((e) => e.type === 'game_over')).toBe(true);
    await table.close();
  });
});
