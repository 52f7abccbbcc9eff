// Every message of translator a's modules (common, move-reply, phrase-replies, help, craps, bone-poker, plural,
// values-not-held, turn-clock, verify) rendered with sample data, for one language's set of modules. The language
// tests check each rendering's alphabet; the same-shape test makes sure that a new export is not left out here.
import { gameView } from '../../src/commands/game-view.ts';
import { bonePokerEngine } from '../../src/games/bone-poker/index.ts';
import { crapsEngine } from '../../src/games/craps/index.ts';
import type { Action, AnyEvent, Expectation, GameEvent, RejectCode } from '../../src/games/types.ts';
import type { Rich } from '../../src/messages/rich.ts';
import type * as bonePoker from '../../src/messages/ru/bone-poker.ts';
import type * as common from '../../src/messages/ru/common.ts';
import type * as craps from '../../src/messages/ru/craps.ts';
import type * as help from '../../src/messages/ru/help.ts';
import type * as moveReply from '../../src/messages/ru/move-reply.ts';
import type * as phraseReplies from '../../src/messages/ru/phrase-replies.ts';
import type * as plural from '../../src/messages/ru/plural.ts';
import type * as turnClock from '../../src/messages/ru/turn-clock.ts';
import type * as valuesNotHeld from '../../src/messages/ru/values-not-held.ts';
import type * as verify from '../../src/messages/ru/verify.ts';
import type { GameMessages, RenderContext } from '../../src/messages/types.ts';
import type { RunningGame } from '../../src/sessions/session.ts';
import { scriptedPlay } from './engine.ts';

export interface PartA {
  bonePoker: typeof bonePoker;
  common: typeof common;
  craps: typeof craps;
  help: typeof help;
  moveReply: typeof moveReply;
  phraseReplies: typeof phraseReplies;
  plural: typeof plural;
  turnClock: typeof turnClock;
  valuesNotHeld: typeof valuesNotHeld;
  verify: typeof verify;
}

export interface Sample {
  /** the module file the message comes from, as a key of PartA */
  module: keyof PartA;
  label: string;
  text: Rich | string;
}

export const alice = { id: 'alice', name: 'Alice' };
export const bob = { id: 'bob', name: 'Bob' };
export const bot = { id: 'bot:1', name: '🤖 Jeeves' };
const NAMES: Record<string, string> = { alice: 'Alice', bob: 'Bob', 'bot:1': '🤖 Jeeves' };
export const ctx: RenderContext = { player: (id) => ({ id, name: NAMES[id] ?? id }) };

const REJECTIONS: Record<RejectCode, Record<string, number | number[] | string[]>> = {
  game_over: {},
  not_in_game: {},
  not_your_turn: {},
  wrong_dice_count: { expected: 3, got: 2 },
  move_not_allowed: {},
  values_not_held: { values: [2], hand: [2, 3, 4, 5, 6] },
  reroll_count_mismatch: { named: 2, count: 3 },
  name_dice_first: {},
  no_rolls_left: {},
  roll_first: {},
  box_taken: {},
  unknown_box: {},
  joker_box_required: { boxes: ['fours'] },
  cannot_bank: {},
};

const crapsPlay = scriptedPlay(crapsEngine);
const bonePokerPlay = scriptedPlay(bonePokerEngine);

/** A whole Craps game (a tie replayed, a point round, a winner) and Bone Poker to the showdown, step by step. */
function crapsGame() {
  const steps = [];
  let state = crapsEngine.setup(['alice', 'bob'], {});
  for (const [player, a, b] of [
    ['alice', 3, 4], ['bob', 5, 6], // both naturals: a tie, replay
    ['alice', 2, 2], ['bob', 4, 5], // points 4 and 9
    ['alice', 1, 2], ['bob', 3, 3], // misses
    ['alice', 2, 2], ['bob', 3, 4], // alice hits, bob sevens out
  ] as const) {
    const r = crapsPlay(state, { type: 'roll', player, count: 2 }, a, b);
    steps.push(r);
    state = r.state;
  }
  return steps;
}

function bonePokerGame() {
  const steps = [];
  let state = bonePokerEngine.setup(['alice', 'bob'], {});
  const moves: [Action, number[]][] = [
    [{ type: 'roll', player: 'alice', count: 5 }, [2, 2, 4, 5, 1]],
    [{ type: 'roll', player: 'bob', count: 5 }, [6, 6, 6, 1, 1]],
    [{ type: 'reroll', player: 'alice', values: [4, 5, 1] } as Action, []],
    [{ type: 'roll', player: 'alice', count: 3 }, [2, 3, 3]],
    [{ type: 'pass', player: 'bob' }, []],
  ];
  for (const [action, dice] of moves) {
    const r = bonePokerPlay(state, action, ...dice);
    steps.push(r);
    state = r.state;
  }
  return steps;
}

export function partASamples(m: PartA): Sample[] {
  const out: Sample[] = [];
  let module: keyof PartA = 'common';
  const add = (label: string, text: Rich | string) => out.push({ module, label, text });
  const expected: Expectation = { player: 'alice', moves: [{ type: 'roll', count: 2 }] };
  const rerolling: Expectation = {
    player: 'alice',
    moves: [{ type: 'reroll', maxCount: 5, hand: [2, 2, 4, 5, 1] }, { type: 'pass' }, { type: 'bank' }, { type: 'score' }],
  };

  // common
  add('freeRoll', m.common.freeRoll(alice, [3, 5]));
  add('badCount', m.common.badCount(7));
  add('nextMove', m.common.nextMove('craps', expected, ctx));
  add('nextMove reroll', m.common.nextMove('bone_poker', rerolling, ctx));
  for (const code of Object.keys(REJECTIONS) as RejectCode[]) {
    const rejected = { ok: false as const, code, params: REJECTIONS[code] };
    add(`rejection ${code}`, m.common.rejection(rejected, 'bone_poker', rerolling, bob, ctx));
    add(`rejection ${code} (nothing expected)`, m.common.rejection({ ok: false, code, params: REJECTIONS[code] }, 'craps', null, bob, ctx));
  }
  const lobby = m.common.lobby;
  add('lobby.joinButton', lobby.joinButton().label);
  add('lobby.opened', lobby.opened('craps', alice));
  add('lobby.alreadyOpen', lobby.alreadyOpen('bone_poker'));
  add('lobby.gameRunning', lobby.gameRunning('craps'));
  add('lobby.noLobby', lobby.noLobby());
  add('lobby.joined', lobby.joined(bob, 2));
  add('lobby.alreadyJoined', lobby.alreadyJoined(bob));
  add('lobby.full', lobby.full(6));
  add('lobby.left', lobby.left(bob, 1));
  add('lobby.notJoined', lobby.notJoined(bob));
  add('lobby.notEnough', lobby.notEnough('craps', 2, 1));
  add('lobby.cancelled', lobby.cancelled('craps'));
  add('lobby.started', lobby.started('craps', [alice, bob]));
  add('lobby.ended', lobby.ended('bone_poker'));
  add('lobby.nothingToEnd', lobby.nothingToEnd());
  add('lobby.kicked', lobby.kicked(bob));
  add('lobby.leftGame', lobby.leftGame(bob));
  add('lobby.notInGame', lobby.notInGame(bob));
  add('lobby.playerNotFound', lobby.playerNotFound('Carol'));
  add('lobby.kickWho', lobby.kickWho());
  add('lobby.joinDuringGame', lobby.joinDuringGame('craps'));
  add('lobby.gameOverHint', lobby.gameOverHint('craps'));
  const errors = m.common.errors;
  add('errors.adminOnly', errors.adminOnly('kick'));
  add('errors.cannotCheckAdmin', errors.cannotCheckAdmin());
  add('errors.unknownGame', errors.unknownGame('chess'));
  add('errors.unknownGame (none)', errors.unknownGame(''));
  add('errors.unknownCommand', errors.unknownCommand('fly'));
  add('errors.diceExhausted', errors.diceExhausted());
  add('errors.staleButton', errors.staleButton());
  add('errors.corruptSession', errors.corruptSession());
  add('errors.corruptSessionReset', errors.corruptSessionReset());
  add('errors.internal', errors.internal());
  add('errors.storeBusy', errors.storeBusy());
  add('playersLine', m.common.playersLine([alice, bob], { alice: 10, bob: 5 }, 'bob'));
  add('statusHeader', m.common.statusHeader('craps'));
  add('noGameStatus', m.common.noGameStatus());
  add('lobbyStatus', m.common.lobbyStatus('craps', [alice, bob]));
  add('lobbyStatus (empty)', m.common.lobbyStatus('craps', []));

  module = 'craps';
  // craps and bone poker: rules, every reply of a whole game, status and buttons along the way
  const games: ['craps' | 'bonePoker', GameMessages<any, any>, { state: unknown; events: readonly AnyEvent[] }[]][] = [
    ['craps', m.craps.crapsMessages, crapsGame()],
    ['bonePoker', m.bonePoker.bonePokerMessages, bonePokerGame()],
  ];
  for (const [label, messages, steps] of games) {
    module = label;
    add(`${label}.title`, messages.title);
    add(`${label}.rules`, messages.rules({}));
    steps.forEach((step, i) => {
      add(`${label} step ${i} events`, messages.events(step.events, step.state, ctx));
      add(`${label} step ${i} status`, messages.status(step.state, ctx));
      for (const button of messages.buttons?.(step.state) ?? []) add(`${label} step ${i} button`, `${button.label} ${button.text}`);
    });
  }
  module = 'bonePoker';
  for (const name of Object.values(m.bonePoker.HAND_NAMES)) add('HAND_NAMES', name);

  module = 'moveReply';
  // move-reply, on a live Craps game and with a bot to move
  const crapsState = crapsEngine.setup(['alice', 'bob'], {});
  const game = { id: 'craps', players: [alice, bob], settings: {}, state: crapsState, clock: null, timeouts: {} } as RunningGame;
  const first = crapsPlay(crapsState, { type: 'roll', player: 'alice', count: 2 }, 2, 2);
  const afterFirst = gameView({ ...game, state: first.state });
  const reply = m.moveReply.moveReply(afterFirst, first.events as GameEvent[], false, ctx, { before: ['before'], after: ['after'] });
  add('moveReply', reply.rich);
  for (const button of reply.buttons) add('moveReply button', `${button.label} ${button.text}`);
  const botGame = { ...game, players: [alice, bot], state: crapsEngine.setup(['alice', 'bot:1'], {}) } as RunningGame;
  const botFirst = crapsPlay(botGame.state as never, { type: 'roll', player: 'alice', count: 2 }, 2, 2);
  add('moveReply (bot next)', m.moveReply.moveReply(gameView({ ...botGame, state: botFirst.state }), botFirst.events as GameEvent[], false, ctx).rich);
  add('rejectionReply', m.moveReply.rejectionReply(afterFirst, { ok: false, code: 'not_your_turn' }, alice, ctx));
  add('gameStatus', m.moveReply.gameStatus(afterFirst, ctx));

  module = 'phraseReplies';
  // phrase-replies
  add('badReroll 7', m.phraseReplies.badReroll(7));
  add('badReroll', m.phraseReplies.badReroll(undefined));
  add(
    'askWhichMove',
    m.phraseReplies.askWhichMove(
      [
        { kind: 'roll', count: 3, reroll: [4, 5, 1] },
        { kind: 'roll', count: 'all', keep: [6, 6] },
        { kind: 'roll', count: 2 },
        { kind: 'reroll', values: [2, 5] },
        { kind: 'keep', values: [] },
        { kind: 'keep', values: [6, 6, 6] },
        { kind: 'pass' },
        { kind: 'bank' },
        { kind: 'score', box: 'full_house', raw: 'full house' },
        { kind: 'score', box: null, raw: 'xyz' },
      ],
      'dice_poker',
    ),
  );
  add('leaving.alreadyOut', m.phraseReplies.leaving.alreadyOut(bob));
  add('leaving.outOfThisGame', m.phraseReplies.leaving.outOfThisGame(bob));

  module = 'help';
  // help
  add('helpText', m.help.helpText());
  add('rulesIndex', m.help.rulesIndex());

  module = 'plural';
  // plural: every noun at 1, 2, 5, 21
  const p = m.plural;
  for (const forms of [p.DICE, p.POINTS, p.ROLLS, p.PLAYERS, p.SECONDS, p.MINUTES, p.HOURS, p.TURNS, p.BOLTS, p.MARKS, p.ROUNDS]) {
    for (const n of [1, 2, 5, 21]) add('plural.count', p.count(n, forms));
  }
  for (const fn of [p.games, p.rolls, p.diceCount, p.records, p.wins, p.recordsFrom]) for (const n of [1, 3, 5]) add('plural fn', fn(n));

  module = 'valuesNotHeld';
  // values-not-held
  add('valuesNotHeld none', m.valuesNotHeld.valuesNotHeld([6], [1, 2, 3]));
  add('valuesNotHeld fewer', m.valuesNotHeld.valuesNotHeld([2], [2, 3, 4]));

  module = 'turnClock';
  // turn-clock
  add('timeLeft', m.turnClock.timeLeft(30_000));
  add('reminder', m.turnClock.turnClockText.reminder(alice, 'craps', expected, 60_000));
  add('timedOut', m.turnClock.turnClockText.timedOut(alice, 5));
  add('skipped', m.turnClock.turnClockText.skipped(alice));
  add('removed', m.turnClock.turnClockText.removed(alice));
  add('nothingToSkip', m.turnClock.turnClockText.nothingToSkip());

  module = 'verify';
  // verify
  const v = m.verify.verifyText;
  add('verify.unreadable', v.unreadable('game.json', 'ENOENT'));
  add('verify.notARecord', v.notARecord());
  add('verify.movesWithoutDice', v.movesWithoutDice());
  add('verify.usage', v.usage());
  add('verify.badCommitment', v.badCommitment('xyz'));
  add('verify ok', v.verdict({ ok: true, rolls: 12, moves: 20, commitment: 'ab'.repeat(32), compared: false }));
  add('verify ok compared', v.verdict({ ok: true, rolls: 12, moves: 20, commitment: 'ab'.repeat(32), compared: true }));
  add('verify scheme', v.verdict({ ok: false, problem: 'scheme', scheme: 'x' }));
  add('verify published', v.verdict({ ok: false, problem: 'published', published: 'ab', actual: 'cd' }));
  add('verify seed_author', v.verdict({ ok: false, problem: 'seed_author', player: 'tg:1' }));
  add('verify unknown_game', v.verdict({ ok: false, problem: 'unknown_game', game: 'chess' }));
  add('verify setup', v.verdict({ ok: false, problem: 'setup', reason: 'duplicate player ids' }));
  add('verify illegal', v.verdict({ ok: false, problem: 'illegal', move: 3, code: 'not_your_turn' }));
  add('verify after_end', v.verdict({ ok: false, problem: 'after_end', move: 9 }));
  add('verify dice_count', v.verdict({ ok: false, problem: 'dice_count', move: 2, recorded: 4, drawn: 5 }));
  add('verify not_over', v.verdict({ ok: false, problem: 'not_over' }));
  for (const field of ['winners', 'scores', 'how'] as const) {
    add(`verify outcome ${field}`, v.verdict({ ok: false, problem: 'outcome', field, recorded: 'a', replayed: 'b' }));
  }
  add('verify not_fair seed', v.verdict({ ok: false, problem: 'not_fair', by: 'seed' }));
  add('verify not_fair', v.verdict({ ok: false, problem: 'not_fair', by: null }));
  add('verify bad_secret', v.verdict({ ok: false, problem: 'bad_secret' }));
  add('verify commitment', v.verdict({ ok: false, problem: 'commitment', expected: 'ab', actual: 'cd' }));
  add('verify roll', v.verdict({ ok: false, problem: 'roll', roll: 3, move: 2, recorded: [1, 2], expected: [3, 4] }));
  add('record.usage', m.verify.recordCliText.usage());
  add('record.notFound', m.verify.recordCliText.notFound('42'));
  return out;
}
