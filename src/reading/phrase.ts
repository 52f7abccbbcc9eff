// Phrases (everything but slash commands): tokens → the patterns of grammar/ → one intent, or a question when the
// message holds two different moves (see index.ts for the decisions).
import type { MoveIntent } from '../core/move-intent.ts';
import type { PhraseIntent } from './intent.ts';
import { findDiceChoice, type DiceChoice } from './grammar/dice-choice.ts';
import { findRoll, typedCount } from './grammar/roll.ts';
import { findScores } from './grammar/score.ts';
import { findStopPass } from './grammar/stop-pass.ts';
import { PHRASE_STARTER_SET, words } from './lexicon/index.ts';
import { tokenize, type Token } from './tokens.ts';

const MIN_ROLL = 1;
const MAX_ROLL = 5;

/** The phrase in an already capped message, or null. */
export function parsePhrase(original: string): PhraseIntent | null {
  const tokens = tokenize(original);
  // The quick check matched inside a longer word ("спасибо" holds "пас"): no phrase word, no phrase.
  if (!tokens.some(startsAPhrase)) return null;

  const roll = findRoll(tokens);
  if (roll !== null && typeof roll.count === 'number' && (roll.count < MIN_ROLL || roll.count > MAX_ROLL)) {
    // digits beyond a safe integer keep their text, so the answer repeats what was typed
    const typed = typedCount(tokens, roll.at);
    return typed !== undefined && typed !== String(roll.count)
      ? { kind: 'bad_count', count: roll.count, typed }
      : { kind: 'bad_count', count: roll.count };
  }
  const choice = findDiceChoice(tokens);
  // A roll that keeps dice the player did not mean must not happen: a bad list refuses the whole message.
  if (choice?.kind === 'bad_value') return { kind: 'bad_reroll', value: choice.value };
  if (choice?.kind === 'bad_form') return { kind: 'bad_reroll' };

  const score = findScores(tokens, original);
  const stop = findStopPass(tokens);
  const moves: MoveIntent[] = [];
  if (roll !== null) moves.push(withChoice({ kind: 'roll', count: roll.count }, choice));
  else if (choice !== null) moves.push(choiceMove(choice));
  for (const { box, raw } of score?.boxes ?? []) moves.push({ kind: 'score', box, raw });
  // "Хватит, записываю в каре": stop rolling and write, one move in Dice Poker
  if (stop.bank && (score === null || score.boxes.length === 0)) moves.push({ kind: 'bank' });
  if (stop.pass && !moves.some((m) => m.kind === 'pass')) moves.push({ kind: 'pass' });
  if (moves.length === 0 && score?.unknown != null) return { kind: 'score', box: null, raw: score.unknown };
  if (moves.length === 0) return null;
  return moves.length === 1 ? moves[0] : { kind: 'ambiguous', options: moves };
}

function withChoice(roll: Extract<MoveIntent, { kind: 'roll' }>, choice: DiceChoice | null): MoveIntent {
  if (choice?.kind === 'reroll') return { ...roll, reroll: choice.values };
  if (choice?.kind === 'keep') return { ...roll, keep: choice.values };
  return roll;
}

function choiceMove(choice: Exclude<DiceChoice, { kind: 'bad_value' | 'bad_form' }>): MoveIntent {
  switch (choice.kind) {
    case 'reroll':
      return { kind: 'reroll', values: choice.values };
    case 'keep':
      return { kind: 'keep', values: choice.values };
    case 'keep_all':
      return { kind: 'pass' };
  }
}

function startsAPhrase(token: Token): boolean {
  return token.word && (PHRASE_STARTER_SET.has(token.text) || words.wholeMessageLinks.has(token.text));
}
