// A 1000 odds question in a fresh process, while the policy for the chat's settings is still being solved (issue 53,
// RULES.md §1 "an attempt is never met with silence"): the reply comes at once with the chance of a bust, and the full
// advice follows by itself as its own message once the policy is ready — nobody has to ask again. The solve's
// readiness is driven by the test (held, then provided), never waited for by the clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Reply } from '../../src/core/reply.ts';
import { toPlain } from '../../src/messages/rich.ts';
import { configureThousandPolicies, holdThousandPolicyForTests, provideThousandPolicy } from '../../src/strategy/thousand/policy-service.ts';
import { makeChat, type TestChat } from '../helpers/chat.ts';
import { choicesAtHundredWithTwoLeft, PLAIN, policyFor } from '../strategy/thousand/solved.ts';

let chat: TestChat;
let notices: Reply[];
beforeEach(() => {
  configureThousandPolicies({ forget: true });
  holdThousandPolicyForTests(PLAIN); // the fresh process: the solve has started and is not done
});
afterEach(async () => chat?.close());

/** A solo 1000 game with the plainest settings, alice having rolled ⚀⚀⚀ ⚁ ⚂: 100 in the turn, two dice left. */
async function hundredWithTwoDiceLeft(language?: 'uk' | 'en'): Promise<void> {
  chat = await makeChat({ dice: [1, 1, 1, 2, 3], ...(language ? { language } : {}) });
  notices = [];
  chat.butler.addOutlet('console:', async (reply) => void notices.push(reply));
  for (const [key, value] of Object.entries(PLAIN)) await chat.say('alice', `/settings ${key} ${value}`);
  await chat.say('alice', '/newgame thousand');
  await chat.say('alice', '/startgame');
  await chat.say('alice', 'бросаю 5 костей');
}

describe('1000 odds while the policy is solved', { timeout: 60_000 }, () => {
  it('GIVEN the policy is not ready WHEN alice asks «какие шансы не сгореть на двух кубиках?» THEN the bust chance now (44 %), and the advice follows by itself once the policy is ready', async () => {
    await hundredWithTwoDiceLeft();
    const said = await chat.say('alice', 'какие шансы не сгореть на двух кубиках?');
    // two dice score nothing with (4/6)² = 44 %
    expect(said?.text).toContain('Шанс пустого броска (2 кости) — 44 %');
    expect(said?.text).toContain('пришлю сам');
    expect(said?.events).toEqual([{ type: 'answer', player: 'alice', dice: 2, emptyChance: 0.4444 }]);
    expect(notices).toEqual([]);

    const policy = policyFor(PLAIN);
    provideThousandPolicy(PLAIN, policy);
    await chat.butler.followUpsSent();
    expect(notices).toHaveLength(1);
    const text = toPlain(notices[0]!.rich);
    const values = choicesAtHundredWithTwoLeft(policy);
    expect(text).toContain('alice, совет готов:');
    expect(text).toContain('Совет: сказать «Хватит»');
    expect(text).toContain(`хватит: ${values.bank!.toFixed(1)} `);
    // and the game did not change: still alice's turn with 100 and two dice
    expect((await chat.say('alice', 'хватит'))?.events.map((e) => e.type)).toContain('banked');
  });

  it('GIVEN the policy is not ready and alice asked WHEN she moves before it is ready THEN the advice for a moment gone is not sent', async () => {
    await hundredWithTwoDiceLeft();
    expect((await chat.say('alice', 'какие шансы не сгореть?'))?.text).toContain('44 %');
    await chat.say('alice', 'хватит');
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
    await chat.butler.followUpsSent();
    expect(notices).toEqual([]);
  });

  it('GIVEN the policy is not ready WHEN alice asks in English "what are the chances of scoring anything with two dice?" THEN the figure now and the advice later', async () => {
    await hundredWithTwoDiceLeft('en');
    const said = await chat.say('alice', 'What are the chances of scoring anything with two dice?');
    expect(said?.text).toContain('Chance of a bust with 2 dice: 44%');
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
    await chat.butler.followUpsSent();
    expect(toPlain(notices[0]!.rich)).toContain('alice, the advice is ready:');
  });

  it('GIVEN the policy is not ready WHEN alice asks /hint in Ukrainian THEN the figure now and the advice follows, never "ask again"', async () => {
    await hundredWithTwoDiceLeft('uk');
    const said = await chat.say('alice', '/hint');
    expect(said?.text).toContain('Шанс порожнього кидка (2 кубики) — 44 %');
    expect(said?.text).not.toMatch(/спитайте ще раз/);
    provideThousandPolicy(PLAIN, policyFor(PLAIN));
    await chat.butler.followUpsSent();
    expect(toPlain(notices[0]!.rich)).toContain('порада готова');
  });
});
