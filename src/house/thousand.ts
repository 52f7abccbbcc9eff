// 1000 as one module: a race to 1000 with its many per-channel settings; the solved policy's hint and review, the
// race chart as its picture, and the turns to a win in the statistics.
import type { CardRow } from '../core/image.ts';
import { thousandEngine, type ThousandEvent, type ThousandState } from '../games/thousand/index.ts';
import { thousandHintOutcome } from '../advice/thousand-hint.ts';
import { thousandReview } from '../advice/thousand-review.ts';
import { thousandBot } from '../strategy/bots/thousand.ts';
import { inEveryLanguage } from '../messages/index.ts';
import { thousandChancePart } from '../strategy/chances/game-parts.ts';
import { thousandQuestion } from '../advice/thousand-question.ts';
import type { GameModule } from './module.ts';
import { thousandPictureAdvice } from '../advice/picture-advice.ts';

export const thousandModule: GameModule<ThousandState, ThousandEvent> = {
  id: thousandEngine.id,
  engine: thousandEngine,
  words: inEveryLanguage((text) => text.thousand.thousandMessages),
  bot: thousandBot,
  hint: thousandHintOutcome,
  question: thousandQuestion,
  review: thousandReview,
  card: {
    winners: (s) => s.winners ?? [],
    rows: (s) => {
      const playing = s.players.map((p): CardRow => ({ id: p.id, score: p.score }));
      // players who left are no longer in the state's list, only in its places
      const left = Object.keys(thousandEngine.places(s)).filter((id) => !s.players.some((p) => p.id === id));
      return [...playing, ...left.map((id): CardRow => ({ id, score: null, out: true, left: true }))];
    },
  },
  picture: (state, names, _moment, language) => ({ kind: 'thousand_race', state, names, language }),
  pictureAdvice: thousandPictureAdvice,
  record: { headToHead: false, scores: false, turnsToWin: true },
  chances: thousandChancePart,
};
