// Every message of translation part B (issue #17) rendered with sample data, as plain text keyed by a short name, so
// that the same samples check Russian, Ukrainian and English: the alphabet of each language and the facts a reply
// must carry (numbers, names, the phrase to type). The modules are passed in, typed as the Russian ones.
import { dicePokerEngine, type DicePokerBox, type DicePokerEvent, type DicePokerState, BOXES } from '../../src/games/dice-poker/index.ts';
import { thousandEngine, type ThousandEvent, type ThousandState } from '../../src/games/thousand/index.ts';
import type { Action, Rejection } from '../../src/games/types.ts';
import { toPlain, type Rich } from '../../src/messages/rich.ts';
import type * as ruBots from '../../src/messages/ru/bots.ts';
import type * as ruDicePoker from '../../src/messages/ru/dice-poker.ts';
import type * as ruFair from '../../src/messages/ru/fair.ts';
import type * as ruGames from '../../src/messages/ru/games.ts';
import type * as ruHint from '../../src/messages/ru/hint.ts';
import type * as ruImages from '../../src/messages/ru/images.ts';
import type * as ruMoveHints from '../../src/messages/ru/move-hints.ts';
import type * as ruRecords from '../../src/messages/ru/records.ts';
import type * as ruThousandHint from '../../src/messages/ru/thousand-hint.ts';
import type * as ruThousand from '../../src/messages/ru/thousand.ts';
import type { RenderContext } from '../../src/messages/types.ts';
import type { ThousandAdvice } from '../../src/strategy/thousand/advice.ts';
import type { PlayerReview } from '../../src/strategy/thousand/review.ts';
import { refusedMove, scriptedPlay } from './engine.ts';

export type Samples = Record<string, string>;

/** Player names of the samples: Latin, so that an English reply with any Cyrillic letter is the reply's fault. */
export const SAMPLE_NAMES: Record<string, string> = { ann: 'Annabel', bob: 'Bobby', bot1: '🤖 Jeeves' };
export const sampleCtx: RenderContext = { player: (id) => ({ id, name: SAMPLE_NAMES[id] ?? id }) };
const ann = sampleCtx.player('ann');
const plain = (rich: Rich | null | undefined): string => (rich ? toPlain(rich) : '');

// ---------- Dice Poker ----------

const dpApply = scriptedPlay(dicePokerEngine);

// refusedMove (the shared helper for a move that must be refused) returns the whole result; the samples need the refusal.
function dpRejected(state: DicePokerState, action: Action): Rejection {
  const result = refusedMove(dicePokerEngine, state, action);
  if (result.ok) throw new Error('accepted');
  return result;
}

function dpSheet(filled: Partial<Record<DicePokerBox, number>>): DicePokerState {
  const state = dicePokerEngine.setup(['ann', 'bob'], {});
  return { ...state, sheets: { ...state.sheets, ann: { ...state.sheets.ann!, ...filled } } };
}

export function dicePokerSamples(m: typeof ruDicePoker): Samples {
  const msg = m.dicePokerMessages;
  const say = (events: readonly DicePokerEvent[], after: DicePokerState) => plain(msg.events(events, after, sampleCtx));
  const fresh = dicePokerEngine.setup(['ann', 'bob'], {});
  const first = dpApply(fresh, { type: 'roll', player: 'ann', count: 5 }, 5, 5, 5, 5, 2);
  const named = dpApply(first.state, { type: 'reroll', player: 'ann', values: [2] });
  const second = dpApply(named.state, { type: 'roll', player: 'ann', count: 1, reroll: [2] }, 6);
  const written = dpApply(second.state, { type: 'score', player: 'ann', box: 'four_kind' });
  const jokerRoll = dpApply(dpSheet({ poker: 50, ones: 3, twos: 6, threes: 9, fours: 12, fives: 15 }), { type: 'roll', player: 'ann', count: 5 }, 6, 6, 6, 6, 6);
  const jokerWrite = dpApply(jokerRoll.state, { type: 'score', player: 'ann', box: 'sixes' });
  const jokerLower = dpApply(dpSheet({ poker: 50, sixes: 24 }), { type: 'roll', player: 'ann', count: 5 }, 6, 6, 6, 6, 6);
  const jokerForced = dpApply(dpSheet({ poker: 50 }), { type: 'roll', player: 'ann', count: 5 }, 2, 2, 2, 2, 2);
  const over = (winners: string[], scores: Record<string, number>, forfeit = false): DicePokerEvent[] => [
    ...(forfeit ? [{ type: 'forfeit', player: 'bob' } as DicePokerEvent] : []),
    { type: 'game_over', game: 'dice_poker', winners, scores } as DicePokerEvent,
  ];
  const samples: Samples = {
    title: msg.title,
    rules: plain(msg.rules({})),
    roll: say(first.events, first.state),
    rerollNamed: say(named.events, named.state),
    reroll: say(second.events, second.state),
    scored: say(written.events, written.state),
    jokerRoll: say(jokerRoll.events, jokerRoll.state),
    jokerWrite: say(jokerWrite.events, jokerWrite.state),
    jokerLower: say(jokerLower.events, jokerLower.state),
    jokerZero: say([{ type: 'joker', player: 'ann', face: 2, boxes: ['ones', 'threes'] } as DicePokerEvent], fresh),
    lastRoll: say([{ type: 'roll', player: 'ann', dice: [1, 2, 3, 4, 6], rollsLeft: 0 } as DicePokerEvent], fresh),
    overTable: say(over(['bob'], { ann: 180, bob: 230 }), fresh),
    overDraw: say(over(['ann', 'bob'], { ann: 200, bob: 200 }), fresh),
    overSolo: say(over(['ann'], { ann: 240 }), fresh),
    overForfeit: say(over(['ann'], { ann: 120 }, true), fresh),
    overEmpty: say(over([], {}), fresh),
    statusFresh: plain(msg.status(fresh, sampleCtx)),
    statusRolled: plain(msg.status(named.state, sampleCtx)),
    statusOver: plain(msg.status({ ...written.state, over: true, current: null, winners: ['ann'] }, sampleCtx)),
    taken: plain(msg.rejection!({ ok: false, code: 'box_taken', params: { box: 'four_kind' } }, second.state, sampleCtx)),
    straight: plain(msg.rejection!({ ok: false, code: 'unknown_box', params: { box: 'straight' } }, second.state, sampleCtx)),
    unknownBox: plain(msg.rejection!({ ok: false, code: 'unknown_box', params: { box: 'xyzzy' } }, second.state, sampleCtx)),
    whichBox: plain(msg.rejection!({ ok: false, code: 'unknown_box' }, second.state, sampleCtx)),
    jokerForced: plain(msg.rejection!(dpRejected(jokerForced.state, { type: 'score', player: 'ann', box: 'chance' }), jokerForced.state, sampleCtx)),
    nothingFits: plain(msg.rejection!({ ok: false, code: 'box_taken', params: { box: 'poker' } }, dpApply(fresh, { type: 'roll', player: 'ann', count: 5 }, 1, 2, 4, 6, 6).state, sampleCtx)),
    buttons: msg.buttons!(second.state).map((b) => `${b.label} => ${b.text}`).join('\n'),
  };
  for (const box of BOXES) samples[`box:${box}`] = `${m.boxTitle(box)} | ${m.boxShort(box)} | ${m.writePhrase(box)}`;
  return samples;
}

// ---------- 1000 ----------

function thousandGame(scores: Record<string, number>, settings: Record<string, string> = {}): ThousandState {
  const state = thousandEngine.setup(Object.keys(scores), settings);
  for (const p of state.players) {
    p.score = scores[p.id] ?? 0;
    p.opened = p.score > 0;
    if (p.score >= 880 && state.settings.barrel === 'points') p.barrel = 3;
  }
  return state;
}

const thousandPlay = scriptedPlay(thousandEngine);
const thousandRoll = (state: ThousandState, player: string, ...dice: number[]) =>
  thousandPlay(state, { type: 'roll', player, count: dice.length }, ...dice);

export function thousandSamples(m: typeof ruThousand): Samples {
  const msg = m.thousandMessages;
  const say = (events: ThousandEvent[], after: ThousandState) => plain(msg.events(events, after, sampleCtx));
  const base = thousandGame({ ann: 0, bob: 0 });
  const opening = thousandRoll(base, 'ann', 1, 5, 2, 3, 4);
  const canBank = thousandRoll(thousandGame({ ann: 100, bob: 0 }), 'ann', 4, 4, 4, 1, 2);
  const pit = thousandRoll(thousandGame({ ann: 250, bob: 0 }), 'ann', 1, 2, 3, 4, 6);
  const barrel = thousandRoll(thousandGame({ ann: 900, bob: 0 }), 'ann', 1, 2, 3, 4, 6);
  const hot = thousandRoll(thousandGame({ ann: 100, bob: 0 }), 'ann', 1, 1, 1, 5, 5);
  const bust = thousandRoll(opening.state, 'ann', 2, 3, 4);
  const ev = (e: ThousandEvent) => say([e], base);
  const penalty = (kind: string, extra: object = {}) =>
    ev({ type: 'penalty', player: 'bob', kind, points: -100, total: 150, ...extra } as ThousandEvent);
  const status = thousandGame({ ann: 250, bob: 900 }, { bolts: 'on' });
  status.players[0]!.bolts = 1;
  status.players[1]!.falls = 1;
  const reject = (params: Record<string, string | number>, state = opening.state, code: Rejection['code'] = 'cannot_bank') =>
    plain(msg.rejection!({ ok: false, code, params }, state, sampleCtx));
  return {
    title: msg.title,
    rulesDefault: plain(msg.rules({})),
    rulesOther: plain(msg.rules({ scoring: 'classic', straights: 'on', open: '0', barrel: 'open' })),
    rulesNone: plain(msg.rules({ barrel: 'none', pits: 'off', bolts: 'off', dumptruck: 'off', overtake: 'off' })),
    opening: say(opening.events, opening.state),
    canBank: say(canBank.events, canBank.state),
    pit: say(pit.events, pit.state),
    barrel: say(barrel.events, barrel.state),
    hot: say(hot.events, hot.state),
    bust: say(bust.events, bust.state),
    overshoot: ev({ type: 'bust', player: 'ann', reason: 'overshoot', lost: 40 }),
    timeout: ev({ type: 'bust', player: 'ann', reason: 'timeout', lost: 0 }),
    banked: ev({ type: 'banked', player: 'ann', points: 250, total: 250, opened: true }),
    bolts: penalty('bolts'),
    marks: penalty('marks'),
    overtaken: penalty('overtaken', { by: 'ann' }),
    dumptruck: penalty('dumptruck', { points: -555, total: 0 }),
    knockedOff: penalty('barrel_fall', { by: 'ann', falls: 1 }),
    fall: penalty('barrel_fall', { falls: 2 }),
    thirdFall: penalty('barrel_fall', { falls: 3, points: -780, total: 0 }),
    nothingToTake: penalty('bolts', { points: 0, total: 0 }),
    climb: ev({ type: 'barrel', player: 'ann', status: 'on', reason: 'climb', turns: 3 }),
    again: ev({ type: 'barrel', player: 'ann', status: 'on', reason: 'again', turns: 2 }),
    dropped: ev({ type: 'barrel', player: 'ann', status: 'off', reason: 'dropped' }),
    barrelTurn: ev({ type: 'barrel_turn', player: 'ann', turns_left: 2 }),
    bolt: ev({ type: 'bolt', player: 'ann', bolts: 2 }),
    thirdBolt: ev({ type: 'bolt', player: 'ann', bolts: 3 }),
    mark: ev({ type: 'mark', player: 'ann', marks: 4 }),
    sixthMark: ev({ type: 'mark', player: 'ann', marks: 6 }),
    won: ev({ type: 'game_over', game: 'thousand', winners: ['ann'], scores: { ann: 1000, bob: 640 } }),
    forfeitWin: ev({ type: 'game_over', game: 'thousand', winners: ['ann'], scores: { ann: 300 } }),
    nobody: ev({ type: 'game_over', game: 'thousand', winners: [], scores: {} }),
    status: plain(msg.status(status, sampleCtx)),
    statusRolled: plain(msg.status(opening.state, sampleCtx)),
    statusOwed: plain(msg.status(hot.state, sampleCtx)),
    statusOver: plain(msg.status({ ...base, winners: [] }, sampleCtx)),
    rollFirst: reject({}, base, 'roll_first'),
    owed: reject({ reason: 'reroll_owed' }),
    nothingScored: reject({ reason: 'nothing_scored' }),
    notOpened: reject({ reason: 'not_opened', need: 50, have: 15 }),
    inPit: reject({ reason: 'pit', need: 50, have: 10 }, pit.state),
    onBarrel: reject({ reason: 'barrel' }, barrel.state),
    buttons: [...msg.buttons!(canBank.state), ...msg.buttons!(opening.state)].map((b) => `${b.label} => ${b.text}`).join('\n'),
  };
}

// ---------- hints ----------

const advice = (patch: Partial<ThousandAdvice>): ThousandAdvice => ({
  best: 'roll',
  dice: 3,
  emptyChance: 0.2778,
  overshootChance: 0,
  expectedGain: 12.4,
  rollTurns: 6.21,
  bankTurns: 6.94,
  goal: 1000,
  ...patch,
});

export function thousandHintSamples(m: typeof ruThousandHint): Samples {
  const decision = (chose: 'roll' | 'bank', cost: number) => ({
    player: { id: 'ann', score: 450, opened: true, barrel: null, bolts: 0, marks: 0, falls: 0 },
    turn: { rolls: 2, total: 350, diceLeft: 2, rerollOwed: false },
    chose,
    better: chose === 'bank' ? 'roll' : 'bank',
    cost,
  });
  const reviews = [
    { player: 'ann', decisions: 9, totalCost: 0.84, worst: [decision('roll', 0.61), decision('bank', 0.23)] },
    { player: 'bob', decisions: 7, totalCost: 0, worst: [] },
  ] as unknown as PlayerReview[];
  return {
    roll: plain(m.thousandHint(advice({}))),
    refused: plain(m.thousandHint(advice({ bankTurns: null, dice: 5, emptyChance: 0.077 }))),
    bank: plain(m.thousandHint(advice({ best: 'bank', dice: 1, overshootChance: 0.1667, expectedGain: -150 }))),
    pending: plain(m.thousandHintPending(2, 0.4444)),
    followUp: plain(m.thousandHintFollowUp(sampleCtx.player('alice'), m.thousandHint(advice({})))),
    none: plain(m.thousandHintNone()),
    review: plain(m.thousandReview(reviews, sampleCtx.player)),
    turns: [1, 2, 5, 6.21].map(m.turnsText).join(' | '),
  };
}

export function hintSamples(m: typeof ruHint): Samples {
  const options = [
    { move: { kind: 'reroll' as const, keep: [5, 5, 5], reroll: [2, 3] }, expected: 212.4 },
    { move: { kind: 'score' as const, box: 'three_kind' as const, points: 21 }, expected: 209.9 },
    { move: { kind: 'reroll' as const, keep: [], reroll: [1, 2, 3, 5, 5] }, expected: 205.1 },
  ];
  const review = {
    ann: { lost: 7.25, decisions: 40, worst: { round: 4, loss: 3.5, made: { kind: 'score' as const, box: 'chance' as const, points: 12 }, best: { kind: 'score' as const, box: 'ones' as const, points: 2 } } },
    bob: { lost: 2.5, decisions: 40, worst: { round: 9, loss: 1.5, made: { kind: 'reroll' as const, keep: [6, 6], reroll: [1, 2, 3] }, best: { kind: 'reroll' as const, keep: [], reroll: [1, 2, 3, 6, 6] } } },
    bot1: { lost: 0, decisions: 30, worst: null },
  };
  return {
    roll: m.moveText({ kind: 'roll' }),
    advice: plain(m.hintText.advice(ann, options)),
    notYours: plain(m.hintText.advice(ann, [])),
    building: plain(m.hintText.building(40)),
    buildingUnknown: plain(m.hintText.building(null)),
    failed: plain(m.hintText.failed()),
    off: plain(m.hintText.off()),
    statusLine: plain(m.hintText.statusLine()),
    noGame: plain(m.hintText.noGame()),
    notForGame: plain(m.hintText.notForGame('craps')),
    review: plain(m.reviewText(review, sampleCtx)),
  };
}

/** `games`: the same language's games module, for the roll phrases a game words its own way. */
export function moveHintSamples(m: typeof ruMoveHints, games: typeof ruGames): Samples {
  return {
    rolls: [1, 2, 3, 4, 5].map((n) => m.rollPhrase(n)).join(' | '),
    crapsRoll: m.rollPhrase(2, games.ownRolls('craps')),
    hints: m.hintsPhrase([{ type: 'roll', count: 3 }, { type: 'bank' }], games.ownRolls('thousand')),
    reroll: m.hintPhrase({ type: 'reroll', maxCount: 5, hand: [1, 3, 3, 4, 6] }, games.ownRolls('dice_poker')),
    pass: m.hintsPhrase([{ type: 'reroll', maxCount: 5, hand: [] }, { type: 'pass' }], games.ownRolls('bone_poker')),
    score: m.hintPhrase({ type: 'score' } as never, games.ownRolls('dice_poker')),
    made: m.rerollExample([2, 2, 2, 5, 5]),
    repeated: m.rerollExample([2, 2, 5, 5]),
  };
}

// ---------- records, fair dice, bots, pictures ----------

const DAY = Date.UTC(2026, 10, 28, 12);

export function recordsSamples(m: typeof ruRecords): Samples {
  const t = m.recordsText;
  const players = [{ id: 'ann', name: 'Annabel' }, { id: 'bob', name: 'Bobby' }];
  const record = (fair: 'hmac' | 'seed' | null) =>
    ({
      format: 1,
      id: 12,
      chat: 'c',
      game: 'dice_poker',
      settings: {},
      players,
      winners: ['ann'],
      scores: { ann: 231, bob: 198 },
      how: 'finished',
      startedAt: DAY - 3_600_000,
      endedAt: DAY,
      fair: fair && { by: fair, commitment: 'ab'.repeat(32), secret: 'cd'.repeat(32), seeds: [] },
      moves: [{}, {}, {}],
    }) as unknown as Parameters<typeof t.game>[0];
  const stats = { games: 12, wins: 5, draws: 1, streak: 2, bestStreak: 3, scored: 12, scoreSum: 2454, scoreBest: 287, bonus: 4, winTurns: 0 };
  return {
    unavailable: plain(t.unavailable()),
    historyEmpty: plain(t.history([])),
    history: plain(
      t.history([
        { id: 12, game: 'dice_poker', endedAt: DAY, how: 'finished', players, winners: ['ann'], scores: null },
        { id: 11, game: 'thousand', endedAt: DAY, how: 'finished', players, winners: ['ann', 'bob'], scores: null },
        { id: 10, game: 'craps', endedAt: DAY, how: 'ended', players, winners: [], scores: null },
        { id: 9, game: 'bone_poker', endedAt: DAY, how: 'finished', players, winners: [], scores: null },
      ]),
    ),
    gameUsage: plain(t.gameUsage()),
    gameNotFound: plain(t.gameNotFound('99')),
    gameLink: plain(t.game(record('hmac'), { link: 'https://example.org/verify#x' })),
    gameCli: plain(t.game(record('hmac'), { link: null })),
    gameSeeded: plain(t.game(record('seed'), { link: null })),
    gameOld: plain(t.game(record(null), { link: null })),
    statsUsage: plain(t.statsUsage()),
    noStats: plain(t.noStats('Annabel')),
    playerNotFound: plain(t.playerNotFound('Zed')),
    stats: plain(
      t.stats({
        name: 'Annabel',
        scope: 'everywhere',
        games: { dice_poker: stats, thousand: { ...stats, winTurns: 62 }, craps: { ...stats, draws: 0 } },
        h2h: { craps: [{ name: 'Bobby', row: [4, 3, 1] }] },
        shows: {
          dice_poker: { scores: true, bonus: true, turnsToWin: false },
          thousand: { scores: false, bonus: false, turnsToWin: true },
          craps: { scores: false, bonus: false, turnsToWin: false },
        },
      }),
    ),
    // a game whose module counts scores but notes no bonus (as Pig, a test game, does): no bonus share
    statsNoBonus: plain(
      t.stats({
        name: 'Annabel',
        scope: 'chat',
        games: { thousand: stats },
        h2h: {},
        shows: { thousand: { scores: true, bonus: false, turnsToWin: false } },
      }),
    ),
    topUsage: plain(t.topUsage()),
    noTop: plain(t.noTop()),
    top: plain(t.top([{ game: 'thousand', lines: [{ name: 'Annabel', rating: 21.37, games: 14, provisional: false }, { name: 'Bobby', rating: 3.5, games: 2, provisional: true }] }], 5)),
    diceEmpty: plain(t.dice({ faces: [0, 0, 0, 0, 0, 0], total: 0, statistic: 0, p: 1 })),
    diceFew: plain(t.dice({ faces: [5, 6, 7, 4, 8, 6], total: 36, statistic: 1.67, p: 0.89 })),
    diceFair: plain(t.dice({ faces: [101, 99, 97, 103, 100, 100], total: 600, statistic: 0.2, p: 0.9991 })),
    diceNotable: plain(t.dice({ faces: [120, 90, 95, 105, 95, 95], total: 600, statistic: 11.3, p: 0.0458 })),
    diceRare: plain(t.dice({ faces: [160, 80, 90, 90, 90, 90], total: 600, statistic: 40.1, p: 0.00000014 })),
    forgotten: plain(t.forgotten(3, { kind: 'at', minutes: 5 })),
    forgottenOne: plain(t.forgotten(1, { kind: 'now' })),
    forgottenServer: plain(t.forgotten(2, { kind: 'server' })),
    forgetLimited: plain(t.forgetLimited(10, 7)),
  };
}

export function fairSamples(m: typeof ruFair): Samples {
  const f = m.fairText;
  const current = { game: 'thousand' as const, origin: 'hmac' as const, commitment: 'f0'.repeat(32), seeds: 2, rolled: false };
  return {
    sealed: plain(f.sealed('hmac', 'f0'.repeat(32))),
    sealedTest: plain(f.sealed('seed' as never, '')),
    seedAdded: plain(f.seedAdded(ann, 'teapot 42')),
    ...Object.fromEntries((['nothing_open', 'not_a_player', 'already_rolled', 'empty'] as const).map((why) => [`refused:${why}`, plain(f.seedRefused(why))])),
    explainNone: plain(f.explain(null)),
    explainOpen: plain(f.explain(current)),
    explainRolled: plain(f.explain({ ...current, rolled: true })),
    explainTest: plain(f.explain({ ...current, origin: 'seed' as never })),
    freeRoll: plain(f.freeRollSource('hmac')),
    freeRollTest: plain(f.freeRollSource('seed' as never)),
  };
}

export function botSamples(m: typeof ruBots): Samples {
  const b = m.botText;
  const bot = sampleCtx.player('bot1');
  return {
    names: m.BOT_NAMES.join(', '),
    numbered: m.numberedBotName(7),
    added: plain(b.added(bot, 3)),
    removed: plain(b.removed(bot, 2)),
    lobbyOnly: plain(b.lobbyOnly()),
    noLobby: plain(b.noLobby()),
    nameTaken: plain(b.nameTaken('Alfred')),
    badName: plain(b.badName()),
    noBots: plain(b.noBots()),
    notFound: plain(b.notFound('Zed', ['Alfred', 'Watson'])),
    needsPerson: plain(b.needsPerson()),
    thinking: plain(b.thinking(bot)),
    note: plain(b.note()),
    pace: plain(b.pace()),
  };
}

/** Every label of the pictures, with the widest values their functions are drawn with. */
export function imageSamples(m: typeof ruImages): Samples {
  const { sheet, race, card, sheetNext, raceNext, headline, crapsRoll, chart, summary } = m.imageText;
  const out: Samples = {
    ...Object.fromEntries((['craps', 'bone_poker', 'dice_poker', 'thousand'] as const).map((g) => [`title:${g}`, m.imageText.gameTitle(g)])),
    upperSum: sheet.upperSum,
    upperBonus: sheet.upperBonus,
    pokerBonus: sheet.pokerBonus,
    total: sheet.total,
    rating: m.imageText.rating.title,
    round: sheet.round(15, 15),
    final: sheet.final,
    firstRoll: sheetNext.firstRoll,
    reroll: sheetNext.reroll(2, 3),
    write: sheetNext.write,
    rollOrStop: raceNext.rollOrStop(5, 1000),
    raceTitle: race.title,
    turns1: race.turns(1),
    turns3: race.turns(3),
    turns25: race.turns(25),
    pit: race.pit,
    barrel: race.barrel,
    over: card.over,
    noWinner: card.noWinner,
    nobody: headline.nobody,
    points: card.points(1000),
    left: card.left,
    chart: chart.title,
    chartRough: chart.rough,
    fullSheet: summary.fullSheet,
    'craps:natural': crapsRoll.natural(11),
    'craps:craps': crapsRoll.craps(12),
    'craps:point_set': crapsRoll.point_set(10),
    'craps:point_hit': crapsRoll.point_hit(10),
    'craps:seven_out': crapsRoll.seven_out(7),
    'craps:no_change': crapsRoll.no_change(12, 10),
    'craps:out': crapsRoll.out(12),
  };
  for (const box of BOXES) out[`box:${box}`] = sheet.box(box);
  for (const rank of ['nothing', 'pair', 'two_pairs', 'three', 'straight', 'full_house', 'four', 'poker'] as const) out[`hand:${rank}`] = card.handName(rank);
  return out;
}
