// /hint in 1000 through the whole Butler: «Хватит» or roll on for the player on turn, with the odds and the
// expected turns to 1000 for each choice, from the solved policy for the chat's settings (injected here, solved
// once on the test thread, so no test waits on a worker).
import { afterEach, describe, expect, it } from 'vitest';
import { configureThousandPolicies, holdThousandPolicyForTests, provideThousandPolicy } from '../../src/strategy/thousand/policy-service.ts';
import { configureThousandDuels, provideThousandDuel } from '../../src/strategy/chances/duel-service.ts';
import type { ThousandState } from '../../src/games/thousand/state.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { smallDuel } from '../strategy/thousand/small-duel.ts';
import { choicesAtHundredWithTwoLeft, PLAIN, policyFor } from '../strategy/thousand/solved.ts';

let chat: TestChat;
afterEach(async () => chat?.close());

/** A solo 1000 game with the plainest settings, alice having rolled ⚀⚀⚀ ⚁ ⚂: 100 in the turn, two dice left. */
async function hundredWithTwoDiceLeft(extra: Record<string, string> = {}): Promise<void> {
  chat = await makeChat({ dice: [1, 1, 1, 2, 3] });
  for (const [key, value] of Object.entries({ ...PLAIN, ...extra })) await chat.say('alice', `/settings ${key} ${value}`);
  await chat.say('alice', '/newgame thousand');
  await chat.say('alice', '/startgame');
  await chat.say('alice', 'бросаю 5 костей');
}

describe('/hint in 1000', { timeout: 120_000 }, () => {
  it('GIVEN the policy for the settings is still being solved WHEN alice asks /hint THEN the chance of a bust at once and word that the advice follows by itself (never "ask again"), nothing changes', async () => {
    configureThousandPolicies({ forget: true });
    holdThousandPolicyForTests(PLAIN);
    await hundredWithTwoDiceLeft();
    const said = await chat.say('alice', '/hint');
    expect(said?.text).toMatch(/Шанс пустого броска \(2 кости\) — 44 %/);
    expect(said?.text).not.toMatch(/спросите ещё раз/);
    // a hint that is still being worked out says so: a pending hint, no options, the one figure known now
    expect(said?.events).toEqual([{ type: 'hint', player: 'alice', options: [], pending: true, dice: 2, emptyChance: 0.4444 }]);
    expect(said?.reply.private).toBe(true);
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
  });

  it('GIVEN 100 in the turn with two dice left at 0 WHEN alice says «подскажи» THEN bank is advised, with the empty-roll chance 44 % and turns to 1000 for both choices', async () => {
    const policy = policyFor(PLAIN);
    provideThousandPolicy(PLAIN, policy);
    await hundredWithTwoDiceLeft();
    const said = await chat.say('alice', 'подскажи');
    const values = choicesAtHundredWithTwoLeft(policy);
    expect(values.best).toBe('bank');
    expect(said?.reply.private).toBe(true);
    expect(said?.text).toMatch(/Совет: сказать «Хватит»/);
    // two dice score nothing with (4/6)² = 44 %
    expect(said?.text).toMatch(/бросать: 2 кости, шанс пустого броска 44 %/);
    expect(said?.text).toContain(`до 1000 в среднем ещё ${values.roll.toFixed(1)} `);
    expect(said?.text).toContain(`хватит: ${values.bank!.toFixed(1)} `);
    expect(said?.events).toEqual([
      {
        type: 'hint',
        player: 'alice',
        options: [
          { move: { kind: 'bank' }, expected: Number(values.bank!.toFixed(4)) },
          { move: { kind: 'roll', dice: 2 }, expected: Number(values.roll.toFixed(4)) },
        ],
      },
    ]);
  });

  it('GIVEN a two-player game whose exact duel is solved WHEN alice asks /hint THEN roll or bank by the chance to win, with the chance of each', async () => {
    // a short race (to 60) stands in for the full duel table: the same rules, solved in a second
    const duel = smallDuel({ open: '0' }, 60);
    provideThousandDuel({ open: '0' }, duel);
    chat = await makeChat({ dice: [1, 5, 2, 3, 4] });
    await chat.say('alice', '/settings open 0');
    await chat.say('alice', '/newgame thousand');
    await chat.say('bob', '/join');
    await chat.say('alice', '/startgame');
    await chat.say('alice', 'бросаю 5 костей'); // 15 in the turn, three dice left
    const said = await chat.say('alice', '/hint');
    const state = {
      game: 'thousand',
      settings: duel.settings,
      solo: false,
      players: ['alice', 'bob'].map((id) => ({ id, score: 0, opened: true, bolts: 0, marks: 0, falls: 0, barrel: null })),
      current: 0,
      turn: { total: 15, diceLeft: 3, rolls: 1, rerollOwed: false },
      winners: null,
    } as ThousandState;
    const choice = duel.choice(state)!;
    const percent = (p: number) => `${(p * 100).toFixed(1).replace('.', ',')} %`;
    expect(said?.text).toContain(`Шанс на победу, если бросать 3 кости: ${percent(choice.roll)}`);
    expect(said?.text).toContain(`Шанс на победу, если сказать «Хватит»: ${percent(choice.bank!)}`);
    expect(said?.text).toMatch(choice.best === 'roll' ? /Совет: бросать 3 кости/ : /Совет: сказать «Хватит»/);
    expect(said?.text).not.toMatch(/ход(ов|а)? в среднем/);
    const hint = said!.events[0] as { type: 'hint'; options: { chance?: number }[] };
    expect(hint.options[0]!.chance!).toBeGreaterThanOrEqual(hint.options[1]!.chance!);
    expect(said?.reply.private).toBe(true);
    configureThousandDuels({ forget: true });
  });

  it('GIVEN 1000 with hints WHEN /status THEN it mentions /hint', async () => {
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
    await hundredWithTwoDiceLeft();
    expect((await chat.say('alice', '/status'))?.text).toContain('/hint');
  });

  it('GIVEN hints are off WHEN alice asks /hint in 1000 THEN told they are off, no advice', async () => {
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
    await hundredWithTwoDiceLeft({ hints: 'off' });
    const said = await chat.say('alice', '/hint');
    expect(said?.text).toMatch(/выключены/);
    expect(said?.text).not.toMatch(/Совет/);
  });
});
