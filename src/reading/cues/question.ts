// Step 5 of the reading: what a "?" makes of the message. A roll phrase and nothing else is the roll; a question
// that names two moves is asked back; a question about one move («а если перебросить 6, какие шансы на стрит?»,
// "should I keep the fives?") is answered from the solvers, never played; any other question is talk.
import type { Item } from './item.ts';
import type { MessageState } from './message-state.ts';
import type { MoveCues } from './move-cues.ts';

/** The cues as the question leaves them, or null when the message is talk. */
export function decideQuestion(cues: MoveCues, state: MessageState): MoveCues | null {
  if (!state.asked || bareMoveAsked(cues, state) || requestOfButler(cues, state)) return cues;
  // a question that names two moves (or two boxes, or corrects itself) is asked back; any other is talk — unless it
  // asks the Butler which is better («что посоветуете: перебрасывать двойку или пас?»): then the advice answers it
  const kinds = new Set<string>([...cues.acts.map((a) => (a.negated ? `not-${a.verb}` : a.verb)), ...cues.boxes]);
  // («бот, что выгоднее: перекинуть шестёрку или оставить как есть?»: a word of advice in a question to the Butler by
  // name asks it which)
  // (or by a word of advice that opens the question: «что выгоднее, в каре или в тройку?», "should I bank the 100 or
  // risk the two dice?" — a move said first and a word of advice after it hesitates: «кидаю две кости… или может хватит?»)
  // (and so does a tag of advice of its own after the moves: «кидать две кости или забирать, как думаете?»)
  const advising = state.adviceSought || state.adviceTag || (state.adviceAsked && (state.toButler || state.adviceFirst));
  // (the odds asked of "a 7 or 11" name no two moves: the question is answered)
  if (cues.move && !advising && !state.oddsAsked && (cues.correction || kinds.size > 1)) {
    cues.correction = true;
    return cues;
  }
  // a question about one move (or about a move and the box it aims at): answered, never played; the words around its
  // verb («стоит ли», "what if") are the question's, so its verbs all count
  cues.acts.push(...state.voided);
  // (no verb: the odds asked, advice asked about the dice, or boxes named in a question asking advice — "chance or
  // three of a kind, which would you advise?"; the game says whether its boxes are moves — issue 53)
  if (cues.acts.length === 0 && !state.oddsAsked && !state.adviceOnDice && !((state.adviceAsked || state.adviceSought) && cues.boxes.length > 0)) return null;
  // answered when it asks the odds, "what if", or advice («лучше …?», «стоит ли …?», "should I …?"), or is asked of the
  // Butler by name in a question's form; a bare question about one move («перебросить пятёрку?», «бросаешь кости?») is
  // talk among the players (issue 43)
  const advice = state.oddsAsked || state.wishInQuestion || state.adviceAsked || state.adviceSought || (state.toButler && state.askingForm);
  // (the choices the advice is asked between are no correction of each other)
  if (advising) cues.correction = false;
  if (!advice) return null;
  cues.question = true;
  cues.odds = state.oddsAsked;
  cues.move = false;
  return cues;
}

/**
 * "Butler, could you roll for me too? I'm not sure how", «Дворецький, чи не могли б ви кинути за мене?»: a request
 * asked of the Butler by name is the move asked for, whatever is said beside it (a question about two moves is still
 * asked back).
 */
function requestOfButler(cues: MoveCues, state: MessageState): boolean {
  return state.requested && state.toButler && !cues.correction && cues.acts.length > 0 && new Set(cues.acts.map((a) => a.verb)).size === 1 && cues.acts.every((a) => !a.negated);
}

/**
 * A roll, pass or stop phrase and nothing else, with "?" or "?!" after it («бросаю кости?!», "roll the dice?», «пас?»):
 * punctuation never matters (RULES.md §1), so it is the move. An infinitive («кинуть?»), a modal ("can I roll?") or any other word
 * makes it a question about the move: talk.
 */
function bareMoveAsked(cues: MoveCues, state: MessageState): boolean {
  // (nor one that asks advice about it: "roll four dice or not?")
  if (state.askingForm || state.adviceAsked || cues.unknown > 0 || cues.correction || cues.boxes.length > 0 || cues.straight) return false;
  if (cues.keep.length + cues.reroll.length + cues.loose.length > 0) return false;
  // «пас?», «хватит?!»: a pass or a stop phrase alone is its move the same way (one verb, said once or more)
  const verb = cues.acts[0]?.verb;
  if (verb === undefined || !(verb === 'roll' || ((verb === 'pass' || verb === 'stop') && state.verbsAndFillers))) return false;
  return cues.acts.every((a) => a.verb === verb && !a.negated && !a.you);
}

/**
 * Whether the "?" asks about something else than the move («кидаю кубик, чёт или нечет?»): the clauses that end in it
 * hold no move word but other words, and do not ask the odds («…, какая вероятность фулл-хауса?» asks about the move).
 */
export function askedAboutOther(items: readonly Item[], askedClauses: ReadonlySet<number>, oddsAsked: boolean): boolean {
  let move = false;
  let other = false;
  /** the last clause asked and the first clause with a move word: a question before the move asks something else */
  let lastAsked = -1;
  let firstMove = Number.MAX_SAFE_INTEGER;
  for (const it of items) {
    const moveWord = it.cue.k === 'verb' || it.cue.k === 'box' || it.cue.k === 'straight';
    if (moveWord && it.clause < firstMove) firstMove = it.clause;
    if (!askedClauses.has(it.clause)) continue;
    lastAsked = Math.max(lastAsked, it.clause);
    if (moveWord) move = true;
    else if (it.cue.k === 'unknown') other = true;
  }
  // «шо там, моя черга? ну кидаю кості»: asked first, the move after it — even when the question is of fillers alone
  return !move && !oddsAsked && (other || (lastAsked >= 0 && lastAsked < firstMove));
}
