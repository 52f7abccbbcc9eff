// Play by taps on Discord (issue 51): whole games with button presses only. A tray's toggle updates the pressed
// message in place (interaction callback UPDATE_MESSAGE: its components, no new message); a press by someone not on
// turn gets an ephemeral refusal; a restart mid-tray keeps the toggles; a stale tray is said to be so; and the game's
// record equals the one the same scripted dice give when the game is typed.
import { afterEach, describe, expect, it } from 'vitest';
import { alice, bob, carol, CHANNEL_ID, customIdOf, customIds, Harness, textOf, type FakeUser } from './helpers/fake-gateway.ts';
import { APP_ID } from './helpers/recording-server.ts';
import type { RecordedRequest } from './helpers/recording-server.ts';
import { MemorySessionStore } from '../../../src/storage/memory-store.ts';
import { scriptedDiceSource } from '../../../src/dice/scripted-dice.ts';
import type { SessionStore } from '../../../src/storage/types.ts';
import { makeChat } from '../../helpers/chat.ts';

const EPHEMERAL = 64;
const UPDATE_MESSAGE = 7;

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close();
});

async function start(store: SessionStore, dice: ReturnType<typeof scriptedDiceSource>): Promise<Harness> {
  const h = await Harness.start({ store, diceSource: dice });
  harnesses.push(h);
  return h;
}

/** The labels of a recorded body's buttons, row by row flattened. */
function labels(body: any): string[] {
  return (body.data?.components ?? []).flatMap((row: any) => row.components.map((c: any) => c.label));
}

/** `user` presses the button labelled `label` under the message `body`; the interaction's answer. */
async function press(h: Harness, user: FakeUser, body: any, label: string): Promise<RecordedRequest> {
  const id = customIdOf(body, label);
  if (!id) throw new Error(`no button ${label}: ${labels(body).join(' | ')}`);
  return h.callback(h.press(user, id));
}

/** `user` presses the `index`-th button (in rows order) under the message `body`. */
async function pressAt(h: Harness, user: FakeUser, body: any, index: number): Promise<RecordedRequest> {
  return h.callback(h.press(user, customIds(body)[index]!));
}

/** The game's record without what differs between two runs. */
async function record(store: SessionStore, chat: string) {
  const [latest] = await store.gameRecords!.history(chat, 1);
  const { id: _id, startedAt: _s, endedAt: _e, chat: _c, players, ...rest } = (await store.gameRecords!.game(latest!.id))!;
  return { ...rest, players: players.map((p) => p.id) };
}

function someDice(count: number, seed: number): number[] {
  const out: number[] = [];
  for (let x = seed, i = 0; i < count; i++) out.push((((x = (x * 1103515245 + 12345) % 2 ** 31) >> 16) % 6) + 1);
  return out;
}

const CHAT = 'dc:800000000000000010';

describe('play by taps on Discord (issue 51)', () => {
  it('GIVEN two players WHEN a whole Dice Poker game is played by button presses only THEN toggles update the message in place and the record equals the typed game', async () => {
    const dice = someDice(200, 23);
    const store = new MemorySessionStore();
    const source = scriptedDiceSource(dice);
    let h = await start(store, source);
    const opened = await h.callback(h.slash(alice, 'newgame', { game: 'dice_poker' }));
    const joined = await press(h, bob, opened.body, '✋ Играю');
    let turn = (await press(h, alice, joined.body, '▶️ Начать')).body;
    const typedLines: [FakeUser, string][] = [];
    for (let n = 0; n < 30; n++) {
      const [player, other] = n % 2 === 0 ? [alice, bob] : [bob, alice];
      const hand = (await press(h, player, turn, '🎲 Бросить')).body;
      typedLines.push([player, 'бросаю кости']);
      const die = labels(hand)[1]!;
      expect(die).toMatch(/держу$/);
      if (n === 0) {
        const refused = await pressAt(h, other, hand, 1);
        expect(refused.body.data.flags).toBe(EPHEMERAL);
        expect(textOf(refused.body)).toContain('кости выбирает только тот, чей ход');
      }
      const toggled = await pressAt(h, player, hand, 1);
      expect(toggled.body.type).toBe(UPDATE_MESSAGE);
      expect(labels(toggled.body)[1]).toMatch(/ кидаю$/);
      expect(labels(toggled.body)[5]).toBe('🎲 Бросить 1');
      if (n === 4) {
        // a restart with the tray half set: a second process on the same store
        await h.close();
        harnesses.splice(harnesses.indexOf(h), 1);
        h = await start(store, source);
      }
      const rolled = (await press(h, player, toggled.body, '🎲 Бросить 1')).body;
      typedLines.push([player, `перебрасываю ${/[1-6]/.exec(die)![0]}, бросаю 1 кость`]);
      if (n === 6) {
        const stale = await press(h, player, hand, labels(hand)[0]!);
        expect(stale.body.data.flags).toBe(EPHEMERAL);
        expect(textOf(stale.body)).toContain('Этот лоток — из прошлого хода');
      }
      const box = labels(rolled)[7]!;
      turn = (await press(h, player, rolled, box)).body;
      typedLines.push([player, box]);
    }
    expect(textOf(turn)).toMatch(/Победител|Ничья/);

    // the same game typed: the box buttons' labels name the box; typed as the phrase that writes into it
    const typed = await makeChat({ dice, admins: [alice.id] });
    const say = (user: FakeUser, text: string) => typed.say(user.id, text, { id: user.id });
    await say(alice, '/newgame dice_poker');
    await say(bob, '/join');
    await say(alice, '/startgame');
    for (const [user, line] of typedLines) {
      if (/ — \d+$/.test(line)) {
        const status = (await say(user, '/status'))!.reply;
        await say(user, status.buttons.find((b) => b.label === line)!.text);
      } else await say(user, line);
    }
    const tapped = await record(store, CHAT);
    const written = await record(typed.store, 'console:main');
    expect(tapped.moves).toEqual(written.moves);
    expect(tapped.winners).toEqual(written.winners);
    expect(tapped.scores).toEqual(written.scores);
  }, 60_000);

  it('GIVEN three players WHEN a whole Bone Poker game is played by button presses only THEN round 2 is played from the trays and the record equals the typed game', async () => {
    const dice = [1, 1, 2, 3, 5, 6, 6, 6, 2, 4, 3, 3, 4, 4, 1, 6, 2, 5, 3, 1, 4];
    const store = new MemorySessionStore();
    const h = await start(store, scriptedDiceSource(dice));
    const opened = await h.callback(h.slash(alice, 'newgame', { game: 'bone_poker' }));
    await press(h, bob, opened.body, '✋ Играю');
    const joined = await press(h, carol, opened.body, '✋ Играю');
    let body = (await press(h, alice, joined.body, '▶️ Начать')).body;
    for (const user of [alice, bob, carol]) body = (await press(h, user, body, '🎲 Бросить покер')).body;
    expect(textOf(body)).toContain('Второй круг');
    const refused = await press(h, carol, body, 'Пас');
    expect(refused.body.data.flags).toBe(EPHEMERAL);
    let tray = body;
    for (const die of ['⚁2 держу', '⚂3 держу', '⚄5 держу']) tray = (await press(h, alice, tray, die)).body;
    body = (await press(h, alice, tray, '🎲 Бросить 3')).body;
    expect(textOf(body)).toContain('⚀1 ⚀1');
    const best = await press(h, bob, body, '💡 Лучший выбор');
    expect(best.body.type).toBe(UPDATE_MESSAGE);
    expect(labels(best.body).slice(0, 5)).toEqual(['⚅6 держу', '⚅6 держу', '⚅6 держу', '⚁2 кидаю', '⚃4 кидаю']);
    body = (await press(h, bob, best.body, '🎲 Бросить 2')).body;
    expect(labels(body).at(-1)).toBe('Пас');
    const carolTray = (await press(h, carol, body, '⚀1 держу')).body;
    const end = (await press(h, carol, carolTray, '🎲 Бросить 1')).body;
    expect(textOf(end)).toContain(`Победитель: <@${carol.id}>`);

    const typed = await makeChat({ dice, admins: [alice.id] });
    const lines: [FakeUser, string][] = [
      [alice, '/newgame bone_poker'],
      [bob, '/join'],
      [carol, '/join'],
      [alice, '/startgame'],
      [alice, 'бросаю покер'],
      [bob, 'бросаю покер'],
      [carol, 'бросаю покер'],
      [alice, 'перебрасываю 2, 3 и 5, бросаю 3 кости'],
      [bob, 'перебрасываю 2 и 4, бросаю 2 кости'],
      [carol, 'перебрасываю 1, бросаю 1 кость'],
    ];
    for (const [user, text] of lines) await typed.say(user.id, text, { id: user.id });
    const tapped = await record(store, CHAT);
    const written = await record(typed.store, 'console:main');
    expect(tapped.moves).toEqual(written.moves);
    expect(tapped.winners).toEqual(written.winners);
  }, 30_000);

  it('GIVEN a slow Butler WHEN a die is tapped THEN the press is deferred as an update and the tray is then edited in place', async () => {
    const h = await Harness.start({
      dice: [1, 2, 3, 4, 5],
      deferAfterMs: 20,
      // only the tray's presses are slow
      wrap: (butler) => ({
        addOutlet: (prefix, send) => butler.addOutlet(prefix, send),
        handle: async (incoming) => {
          if (incoming.tap) await new Promise((resolve) => setTimeout(resolve, 150));
          return butler.handle(incoming);
        },
      }),
    });
    harnesses.push(h);
    const opened = await h.callback(h.slash(alice, 'newgame', { game: 'dice_poker' }));
    const joined = await press(h, bob, opened.body, '✋ Играю');
    const started = await press(h, alice, joined.body, '▶️ Начать');
    const hand = await press(h, alice, started.body, '🎲 Бросить');
    const interaction = h.press(alice, customIds(hand.body)[0]!);
    const first = await h.callback(interaction);
    expect(first.body.type).toBe(6); // DEFERRED_UPDATE_MESSAGE
    const original = `/webhooks/${APP_ID}/${interaction.token}/messages/@original`;
    const requests = await h.server.waitFor((rs) => rs.some((r) => r.method === 'PATCH' && r.path === original));
    const edit = requests.find((r) => r.method === 'PATCH' && r.path === original)!;
    expect(labels({ data: edit.body })[0]).toBe('⚀1 кидаю');
    expect(requests.some((r) => r.method === 'POST' && r.path === `/channels/${CHANNEL_ID}/messages`)).toBe(false);
  });
});
