// The hint's best move for a /status picture's headline (issue 50: "Next: Анна — keep 6 6, reroll 3"), as plain data
// the picture words in the chat's language. Only what the hint would say right now: nothing while its table or
// policy is still being worked out (the headline then says what can be done), nothing for a finished game.
import type { PictureAdvice } from '../core/image.ts';
import type { DicePokerState } from '../games/dice-poker/index.ts';
import type { ThousandState } from '../games/thousand/index.ts';
import { rankDicePokerMoves } from '../strategy/dice-poker/advice.ts';
import { peekTable } from '../strategy/dice-poker/table-service.ts';
import { thousandAdvice } from '../strategy/thousand/advice.ts';
import { peekThousandPolicy } from '../strategy/thousand/policy-service.ts';

export function dicePokerPictureAdvice(state: DicePokerState): PictureAdvice | null {
  // (peeked: a picture never starts the table's load or build — the review that peeks it would then depend on when)
  const table = peekTable();
  if (!table || state.over || !state.current) return null;
  const best = rankDicePokerMoves(table, state, state.current)[0];
  return best ? { move: best.move } : null;
}

export function thousandPictureAdvice(state: ThousandState): PictureAdvice | null {
  // (peeked, never solved for a picture: the hint and the computer player start the solve, off the chat's path)
  const policy = peekThousandPolicy(state.settings);
  const player = state.winners === null ? state.players[state.current]?.id : undefined;
  if (!policy || !player) return null;
  const advice = thousandAdvice(policy, state, player);
  return advice ? { best: advice.best, dice: advice.dice } : null;
}
