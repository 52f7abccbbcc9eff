// Craps as one module: two dice, the round judged when everyone has rolled; questions about the odds of a roll
// answered (advice/craps-question.ts); no hint, no review, no running score.
import type { CardRow } from '../core/image.ts';
import { crapsEngine, type CrapsEvent, type CrapsState } from '../games/craps/index.ts';
import { crapsBot } from '../strategy/bots/craps.ts';
import { inEveryLanguage } from '../messages/index.ts';
import { crapsChancePart } from '../strategy/chances/game-parts.ts';
import type { GameModule } from './module.ts';
import { crapsQuestion } from '../advice/craps-question.ts';
import { entryOf } from '../games/with-entry.ts';
import { rollOutcome } from '../games/craps/roll-outcome.ts';

export const crapsModule: GameModule<CrapsState, CrapsEvent> = {
  id: crapsEngine.id,
  engine: crapsEngine,
  words: inEveryLanguage((text) => text.craps.crapsMessages),
  bot: crapsBot,
  question: crapsQuestion,
  card: {
    winners: (s) => s.winners ?? [],
    // the last roll is the story: shown for everyone still at the table
    rows: (s) =>
      s.players.map((id): CardRow => {
        const dice = entryOf(s.rolls, id);
        const left = s.left.includes(id);
        const shown = dice && !left ? dice : null;
        const point = entryOf(s.points, id);
        const sum = shown ? shown[0]! + shown[1]! : 0;
        const roll = shown && (s.phase === 'come_out' || point !== undefined) ? { roll: { sum, outcome: rollOutcome(s.phase, sum, point), ...(point !== undefined ? { point } : {}) } } : {};
        const outRound = !shown && !left ? entryOf(s.outRound ?? {}, id) : undefined;
        return { id, score: null, ...(shown ? { dice: shown } : {}), ...roll, ...(outRound !== undefined ? { outRound } : {}), out: s.out.includes(id) || left, ...(left ? { left } : {}) };
      }),
  },
  picture: (_state, _names, moment, _language, overCard) => (moment === 'over' ? overCard() : null),
  record: { headToHead: true, scores: false, turnsToWin: false },
  chances: crapsChancePart,
};
