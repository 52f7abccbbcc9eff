// «чей ход?», «хто зараз ходить?», "whose turn?", "my turn?": a short question of whose turn it is, answered with the
// turn (who moves now and what to type), nothing changed. Read from the words of the lexicons (`turnAsks`): a word of
// the turn with a word of whom, or a word of who with a verb of taking one's turn; besides them only the words that
// may stand around such a question, the Butler's name and at most one other (a name: «я или Вика?»). Anything longer
// or with more in it ("who is rolling the dice for the pizza order?") is chat, or a question the cue finder reads.
import { LEXICONS, merged } from './cues/lexicons.ts';
import { butlerNames, listedAt } from './cues/words.ts';
import { foldedWords } from './normalize.ts';

const TURN = merged((l) => l.turnAsks.turn);
const WHOSE = merged((l) => l.turnAsks.whose);
const WHO = merged((l) => l.turnAsks.who);
const MOVING = merged((l) => l.turnAsks.moving);
const AROUND = merged((l) => l.turnAsks.around);

/** The words the parser's quick check looks for first (a question of the turn holds one of them). */
export const TURN_WORDS: readonly string[] = [...new Set(LEXICONS.flatMap((l) => [...l.turnAsks.turn, ...l.turnAsks.moving]))];

/** Longer messages are never this question: checked before anything is folded. */
const MAX_LENGTH = 60;
/** Words besides those of the question, its surroundings and the Butler's name: a name («я или Вика?»). */
const MAX_OTHER = 1;

export function isTurnQuestion(text: string): boolean {
  if (text.length > MAX_LENGTH) return false;
  // the question ends the message: «чей ход, мой? кидаю кости» is the move after it (RULES.md §1, a move after a question)
  const asked = text.lastIndexOf('?');
  if (asked < 0 || /[\p{L}\p{N}]/u.test(text.slice(asked))) return false;
  const words = foldedWords(text);
  let turn = false;
  let whose = false;
  let who = false;
  let moving = false;
  let other = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const named = listedAt(butlerNames, words, i);
    if (named > 0) {
      i += named - 1;
      continue;
    }
    const [isTurn, isWhose, isWho, isMoving] = [TURN.has(w), WHOSE.has(w), WHO.has(w), MOVING.has(w)];
    turn ||= isTurn;
    whose ||= isWhose;
    who ||= isWho;
    moving ||= isMoving;
    if (!(isTurn || isWhose || isWho || isMoving) && !AROUND.has(w) && ++other > MAX_OTHER) return false;
  }
  return (turn && whose) || (who && moving);
}
