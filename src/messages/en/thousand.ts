// English words for 1000 ("Thousand"): what scored and whether banking is open, busts, banks, every penalty and
// barrel change with its reason, the status lines and the rules as the channel has set them. Which line says what
// is decided once for every language in shared/thousand.ts.
import { BARREL_FROM, GOAL } from '../../games/thousand/index.ts';
import { bold } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import { thousandMessagesIn, thousandRulesIn } from '../shared/thousand.ts';
import { rollPhrase } from './move-hints.ts';
import { count, TURNS } from './plural.ts';

const rules = thousandRulesIn({
  title: '🎲 Thousand',
  intro: (goal) => ` (1000): 1–6 players (one for practice). The goal is ${goal} points.`,
  play: 'A turn starts with “roll 5 dice”; then roll the dice left (“roll 3 dice”) or say “bank” to keep the turn’s points.',
  points: {
    label: 'Points in one roll:',
    kinds: (one, five) => `${one} = 10, ${five} = 5; three of a kind: the face × 10 (three ${one} = 100);`,
    classic: 'four: × 20 (four ⚀1 = 200); five: × 100 (five ⚀1 = 1000).',
    seed: 'four: × 50 (four ⚀1 = 500); five: 1000.',
    straights: 'Straights 1-2-3-4-5 = 125, 2-3-4-5-6 = 250.',
    noStraights: 'No straights.',
  },
  setAside: 'Scoring dice are set aside by themselves. When all five have scored, all five come back and must be rolled. A roll with no score loses the turn’s points.',
  goal: (goal) => `Reaching ${goal} wins at once, no need to bank.`,
  open: { label: 'Getting on the board:', from: (points) => `the first banked turn must be worth at least ${points}.`, none: 'no minimum.' },
  pits: { label: 'Pits', text: '200–299 and 600–699: only a turn that reaches 300 / 700 gets out.' },
  barrel: {
    label: 'Barrel:',
    points: (from, goal) =>
      `from ${from} you are on the barrel: no banking, ${goal} has to be reached within 3 turns, else a fall of −100; the third fall takes you to 0. Climbing onto the barrel knocks off whoever sits there (−100).`,
    none: (goal) => `no barrel: the first to reach ${goal} or more wins.`,
    open: (goal) => `open: exactly ${goal} is needed; going over burns the turn and gives a mark, 6 marks cost 100.`,
  },
  bolts: {
    label: 'Bolts:',
    text: 'a turn with nothing banked earns a bolt (not before getting on the board, in a pit or on the barrel); 3 bolts cost 100.',
  },
  dumptruck: { label: 'Dump truck:', text: 'exactly 555 goes back to 0.' },
  overtake: { label: 'Overtaking:', text: 'bank past someone and they lose 50 (a tie does not count).' },
  floor: 'Scores never go below 0.',
  hint: { label: 'Hint:', text: '/hint says bank or roll, with the odds and the turns left to 1000; after the game, a review of the decisions.' },
});

export const thousandMessages = thousandMessagesIn({
  names: ['thousand', '1000'],
  title: 'Thousand',
  rules,
  rollPhrase: (dice) => rollPhrase(dice),
  group: { three: 'three', four: 'four', five: 'five' },
  straight: 'straight',
  lost: (points, total) => `−${-points}, now ${total}.`,
  nothingToTake: (total) => `nothing to take, still ${total}.`,
  bankReason: {
    barrel: (r) => `no banking on the barrel, only reaching ${GOAL} (${r.missing} to go)`,
    reroll_owed: () => 'all five dice scored, so roll them again first',
    not_opened: (r) => `getting on the board needs ${r.need} in one turn, you have ${r.have} so far`,
    pit: (r) => `you are in the pit (${r.score}): you need ${r.need} this turn (to reach ${r.score + r.need}), you have ${r.have} so far`,
    other: () => 'score some points first',
  },
  line: {
    roll: (player, dice) => ['🎲 ', player, `: ${dice}`],
    turnScore: (points, combos, total) => [bold(points), ` (${combos}). This turn: `, bold(total), '.'],
    hotDice: ['🔥 All five dice scored, so they all come back. Rolling all 5 is a must.'],
    diceLeft: (left) => [`Dice left: ${left}.`],
    bankAllowed: (total) => [`You can “bank” now for ${total}.`],
    bankRefused: (reason) => [`No “bank” yet: ${reason}.`],
    banked: (player, points, total) => ['💾 ', player, ` banks ${points}, now `, total],
    opened: ' On the board!',
    pit: (exit) => ` That is a pit: only a turn that reaches ${exit} gets out.`,
    climbed: (player, turns) => ['🛢 ', player, ` is on the barrel! No banking: ${GOAL} has to be reached within ${count(turns, TURNS)}.`],
    stillOnBarrel: (player, turns) => ['🛢 ', player, ` is still at ${BARREL_FROM}+ and back on the barrel: ${count(turns, TURNS)} to reach ${GOAL}.`],
    barrelDropped: (player) => ['🛢 ', player, ` is now below ${BARREL_FROM} and climbs down from the barrel (no fall).`],
    barrelTurn: (left) => [`🛢 Turns left on the barrel: ${left}.`],
    bolt: (bolts) => [`🔩 Bolt: ${bolts} of 3.`],
    thirdBolt: ['🔩 Third bolt!'],
    mark: (marks) => [`✖️ Overshoot mark: ${marks} of 6.`],
    sixthMark: ['✖️ Sixth mark!'],
  },
  penalty: {
    bolts: (player, now) => ['🔩 ', player, `: three bolts, ${now}`],
    marks: (player, now) => ['✖️ ', player, `: six marks, ${now}`],
    overtaken: (by, player, now) => ['🏃 Overtaken: ', by, ' passes ', player, `: ${now}`],
    dumptruck: (player) => ['🚛 Dump truck! ', player, ' has exactly 555, and the score goes back to 0.'],
    knockedOff: (by, player) => [by, ' climbs onto the barrel and knocks off ', player],
    fell: (player) => [player, `: three turns on the barrel without ${GOAL}, a fall`],
    fallCost: (now) => `: ${now}`,
    thirdFall: (total) => `. Third fall, the points are gone: ${total}.`,
  },
  bust: {
    lost: (points) => ` The turn’s ${points} points are lost.`,
    noScore: ['💥 Bust: not a single scoring die.'],
    overshoot: ['💥 Too many: it has to be exactly ', bold(String(GOAL)), '.'],
    timeout: (player) => ['⏰ ', player, ': time is up, the turn is over.'],
  },
  note: {
    not_opened: () => 'not on the board yet',
    pit: (note) => `pit (out at ${note.exit})`,
    barrel: (note) => `🛢 on the barrel, turns: ${note.turns}`,
    bolts: (note) => `🔩 bolts ${note.count}/3`,
    marks: (note) => `✖️ marks ${note.count}/6`,
    falls: (note) => `falls ${note.count}/3`,
  },
  status: {
    goal: [`Goal: ${GOAL}.`],
    turn: {
      first: () => (current) => ['Turn: ', current, ', first roll of 5 dice to come.'],
      owed: (view) => (current) => ['Turn: ', current, `, ${view.total} this turn, all five must be rolled again.`],
      going: (view) => (current) => ['Turn: ', current, `, ${view.total} this turn, dice left: ${view.diceLeft}.`],
    },
    over: ['Game over.'],
    overNoWinner: ['Game over with no winner.'],
  },
  refusal: {
    rollFirst: (phrase) => [`Nothing to bank yet, roll first: “${phrase}”.`],
    rerollOwed: ['No “bank” yet: all five dice scored and must be rolled again: “roll 5 dice”.'],
    nothingScored: (phrase) => [`Nothing to bank yet. Keep rolling: “${phrase}”.`],
    cannotBank: (reason, phrase) => [`No “bank” now: ${reason}. Keep rolling: “${phrase}”.`],
  },
  button: { roll: (dice) => `🎲 Roll ${dice}`, bank: { label: 'Bank', text: 'bank' } },
  gameOver: gameOverWords,
});
