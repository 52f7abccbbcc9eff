// English replies for 1000 ("Thousand"): what scored and whether banking is open, busts, banks, every penalty and
// barrel change with its reason, the status lines and the rules as the channel has set them. Which line says what
// is decided once for every language in shared/thousand.ts.
import { BARREL_FROM, GOAL, readSettings, type Combo, type ThousandEvent, type ThousandState } from '../../games/thousand/index.ts';
import type { GameSettings, PlayerId, Rejection } from '../../games/types.ts';
import { face, faces } from '../dice-faces.ts';
import { bold, lines, mention, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import {
  playerNotes,
  thousandButtons,
  thousandEvents,
  thousandRefusal,
  turnView,
  type BankReason,
  type PlayerNote,
} from '../shared/thousand.ts';
import type { GameMessages, RenderContext } from '../types.ts';
import { rollPhrase } from './move-hints.ts';
import { count, TURNS } from './plural.ts';

const KIND_WORDS: Record<string, string> = { three: 'three', four: 'four', five: 'five' };

/** "⚀1 ⚀1 = 20", "three × ⚃4 = 40", "straight ⚀1 ⚁2 ⚂3 ⚃4 ⚄5 = 125" */
function comboText(combo: Combo): string {
  if (combo.kind === 'single') return `${faces(combo.dice)} = ${combo.points}`;
  if (combo.kind === 'straight') return `straight ${faces(combo.dice)} = ${combo.points}`;
  return `${KIND_WORDS[combo.kind]} × ${face(combo.dice[0])} = ${combo.points}`;
}

/** "−100, now 200." — or, when the score was 0 already, no "−0". */
const change = (points: number, total: number): string =>
  points < 0 ? `−${-points}, now ${total}.` : `nothing to take, still ${total}.`;

const who = (id: PlayerId, ctx: RenderContext) => mention(ctx.player(id));

function refusalReason(reason: BankReason): string {
  switch (reason.kind) {
    case 'barrel':
      return `no banking on the barrel, only reaching ${GOAL} (${reason.missing} to go)`;
    case 'reroll_owed':
      return 'all five dice scored, so roll them again first';
    case 'not_opened':
      return `getting on the board needs ${reason.need} in one turn, you have ${reason.have} so far`;
    case 'pit':
      return `you are in the pit (${reason.score}): you need ${reason.need} this turn (to reach ${reason.score + reason.need}), you have ${reason.have} so far`;
    case 'other':
      return 'score some points first';
  }
}

function penaltyLine(event: Extract<ThousandEvent, { type: 'penalty' }>, ctx: RenderContext): Rich {
  const now = change(event.points, event.total);
  switch (event.kind) {
    case 'bolts':
      return ['🔩 ', who(event.player, ctx), `: three bolts, ${now}`];
    case 'marks':
      return ['✖️ ', who(event.player, ctx), `: six marks, ${now}`];
    case 'overtaken':
      return ['🏃 Overtaken: ', who(event.by ?? '', ctx), ' passes ', who(event.player, ctx), `: ${now}`];
    case 'dumptruck':
      return ['🚛 Dump truck! ', who(event.player, ctx), ' has exactly 555, and the score goes back to 0.'];
    case 'barrel_fall': {
      const cause: Rich = event.by
        ? [who(event.by, ctx), ' climbs onto the barrel and knocks off ', who(event.player, ctx)]
        : [who(event.player, ctx), `: three turns on the barrel without ${GOAL}, a fall`];
      if (event.falls === 3) return ['🛢 ', ...cause, `. Third fall, the points are gone: ${event.total}.`];
      return ['🛢 ', ...cause, `: ${now}`];
    }
  }
}

function bustLine(event: Extract<ThousandEvent, { type: 'bust' }>, ctx: RenderContext): Rich {
  const lost = event.lost > 0 ? ` The turn’s ${event.lost} points are lost.` : '';
  switch (event.reason) {
    case 'no_score':
      return ['💥 Bust: not a single scoring die.', lost];
    case 'overshoot':
      return ['💥 Too many: it has to be exactly ', bold(String(GOAL)), '.', lost];
    case 'timeout':
      return ['⏰ ', who(event.player, ctx), ': time is up, the turn is over.', lost];
  }
}

function events(all: readonly ThousandEvent[], after: ThousandState, ctx: RenderContext): Rich {
  return thousandEvents(all, after, ctx, {
    roll: (player, dice) => ['🎲 ', who(player, ctx), `: ${faces(dice)}`],
    turnScore: (points, combos, total) => [bold(`+${points}`), ` (${combos.map(comboText).join(', ')}). This turn: `, bold(String(total)), '.'],
    hotDice: () => ['🔥 All five dice scored, so they all come back. Rolling all 5 is a must.'],
    diceLeft: (left) => [`Dice left: ${left}.`],
    bank: (now) =>
      now.kind === 'allowed' ? [`You can “bank” now for ${now.total}.`] : [`No “bank” yet: ${refusalReason(now.reason)}.`],
    bust: (event) => bustLine(event, ctx),
    banked: (player, points, total, opened, exit) => [
      '💾 ',
      who(player, ctx),
      ` banks ${points}, now `,
      bold(String(total)),
      `.${opened ? ' On the board!' : ''}${exit !== null ? ` That is a pit: only a turn that reaches ${exit} gets out.` : ''}`,
    ],
    penalty: (event) => penaltyLine(event, ctx),
    barrelOn: (player, turns, climbed) =>
      climbed
        ? ['🛢 ', who(player, ctx), ` is on the barrel! No banking: ${GOAL} has to be reached within ${count(turns, TURNS)}.`]
        : ['🛢 ', who(player, ctx), ` is still at ${BARREL_FROM}+ and back on the barrel: ${count(turns, TURNS)} to reach ${GOAL}.`],
    barrelDropped: (player) => ['🛢 ', who(player, ctx), ` is now below ${BARREL_FROM} and climbs down from the barrel (no fall).`],
    barrelTurn: (left) => [`🛢 Turns left on the barrel: ${left}.`],
    bolt: (bolts) => [bolts >= 3 ? '🔩 Third bolt!' : `🔩 Bolt: ${bolts} of 3.`],
    mark: (marks) => [marks >= 6 ? '✖️ Sixth mark!' : `✖️ Overshoot mark: ${marks} of 6.`],
    gameOver: gameOverWords,
  });
}

function noteText(note: PlayerNote): string {
  switch (note.kind) {
    case 'not_opened':
      return 'not on the board yet';
    case 'pit':
      return `pit (out at ${note.exit})`;
    case 'barrel':
      return `🛢 on the barrel, turns: ${note.turns}`;
    case 'bolts':
      return `🔩 bolts ${note.count}/3`;
    case 'marks':
      return `✖️ marks ${note.count}/6`;
    case 'falls':
      return `falls ${note.count}/3`;
  }
}

function status(state: ThousandState, ctx: RenderContext): Rich {
  const running = state.winners === null;
  const rows: Rich[] = state.players.map((player, index) => {
    const notes = playerNotes(state, player).map(noteText);
    const marker = running && index === state.current ? '▶️ ' : '• ';
    return [marker, who(player.id, ctx), ' — ', bold(String(player.score)), notes.length ? ` · ${notes.join(' · ')}` : ''];
  });
  let turn: Rich | null = null;
  if (running && state.players.length > 0) {
    const current = who(state.players[state.current].id, ctx);
    const view = turnView(state);
    if (view.kind === 'first') turn = ['Turn: ', current, ', first roll of 5 dice to come.'];
    else if (view.kind === 'owed') turn = ['Turn: ', current, `, ${view.total} this turn, all five must be rolled again.`];
    else turn = ['Turn: ', current, `, ${view.total} this turn, dice left: ${view.diceLeft}.`];
  }
  const over = running ? null : [state.winners?.length ? 'Game over.' : 'Game over with no winner.'];
  return lines([`Goal: ${GOAL}.`], ...rows, turn, over);
}

function rejection(rejected: Rejection, state: ThousandState): Rich | null {
  const refusal = thousandRefusal(rejected, state);
  if (refusal === null) return null;
  switch (refusal.kind) {
    case 'roll_first':
      return [`Nothing to bank yet, roll first: “${rollPhrase(refusal.dice)}”.`];
    case 'reroll_owed':
      return ['No “bank” yet: all five dice scored and must be rolled again: “roll 5 dice”.'];
    case 'nothing_scored':
      return [`Nothing to bank yet. Keep rolling: “${rollPhrase(refusal.dice)}”.`];
    case 'cannot_bank':
      return [`No “bank” now: ${refusalReason(refusal.reason)}. Keep rolling: “${rollPhrase(refusal.dice)}”.`];
  }
}

function rules(given: GameSettings): Rich {
  const s = readSettings(given);
  const seed = s.scoring === 'seed';
  const open = Number(s.open);
  const barrel: Record<typeof s.barrel, string> = {
    points: `from ${BARREL_FROM} you are on the barrel: no banking, ${GOAL} has to be reached within 3 turns, else a fall of −100; the third fall takes you to 0. Climbing onto the barrel knocks off whoever sits there (−100).`,
    none: `no barrel: the first to reach ${GOAL} or more wins.`,
    open: `open: exactly ${GOAL} is needed; going over burns the turn and gives a mark, 6 marks cost 100.`,
  };
  return lines(
    [bold('🎲 Thousand'), ` (1000): 1–6 players (one for practice). The goal is ${GOAL} points.`],
    ['A turn starts with “roll 5 dice”; then roll the dice left (“roll 3 dice”) or say “bank” to keep the turn’s points.'],
    [
      bold('Points in one roll:'),
      ` ${face(1)} = 10, ${face(5)} = 5; three of a kind: the face × 10 (three ${face(1)} = 100);`,
      seed ? ' four: × 50 (four ⚀1 = 500); five: 1000.' : ' four: × 20 (four ⚀1 = 200); five: × 100 (five ⚀1 = 1000).',
      s.straights === 'on' ? ' Straights 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.' : ' No straights.',
    ],
    ['Scoring dice are set aside by themselves. When all five have scored, all five come back and must be rolled. A roll with no score loses the turn’s points.'],
    [`Reaching ${GOAL} wins at once, no need to bank.`],
    [bold('Getting on the board:'), open > 0 ? ` the first banked turn must be worth at least ${open}.` : ' no minimum.'],
    s.pits === 'on' ? [bold('Pits'), ' 200–299 and 600–699: only a turn that reaches 300 / 700 gets out.'] : null,
    [bold('Barrel:'), ` ${barrel[s.barrel]}`],
    s.bolts === 'on'
      ? [bold('Bolts:'), ' a turn with nothing banked earns a bolt (not before getting on the board, in a pit or on the barrel); 3 bolts cost 100.']
      : null,
    s.dumptruck === 'on' ? [bold('Dump truck:'), ' exactly 555 goes back to 0.'] : null,
    s.overtake === 'on' ? [bold('Overtaking:'), ' bank past someone and they lose 50 (a tie does not count).'] : null,
    ['Scores never go below 0.'],
    [bold('Hint:'), ' /hint says bank or roll, with the odds and the turns left to 1000; after the game, a review of the decisions.'],
  );
}

export const thousandMessages: GameMessages<ThousandState, ThousandEvent> = {
  names: ['thousand', '1000'],
  title: 'Thousand',
  rules,
  events: (all, after, ctx) => events(all, after, ctx),
  status,
  rejection: (rejected, state) => rejection(rejected, state),
  buttons: (state) =>
    thousandButtons(state, {
      roll: (dice) => ({ label: `🎲 Roll ${dice}`, text: rollPhrase(dice) }),
      bank: { label: 'Bank', text: 'bank' },
    }),
};
