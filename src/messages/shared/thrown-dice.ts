// What the Butler says about dice the players throw themselves (Telegram's 🎲, issue 44), for every language: how many
// are owed, why a 🎲 does not count, what a computer player throws. Which sentence for which case is decided here;
// each language (messages/<lang>/thrown-dice.ts) gives the words.
import { mention, type PlayerRef, type Rich } from '../rich.ts';

/** Why a 🎲 (or another animated emoji) counts for nothing. */
export type DieRefusal = 'forwarded' | 'stale' | 'edited' | 'other_emoji' | 'not_due' | 'dice_butler';

export interface ThrownDiceWords {
  /** after the mention: throw `count` 🎲 now (a roll phrase came first) */
  throwNow(count: number): string;
  /** after the mention: `left` more 🎲 are owed */
  more(left: number): string;
  /** a move other than the roll while the roll's dice are half thrown */
  finishFirst(left: number): string;
  refused: {
    forwarded: string;
    /** thrown long ago (it waited at Telegram while the Butler was away, or was replayed): a typed move that old is refused too */
    stale: string;
    edited: string;
    other_emoji(emoji: string): string;
    /** the writer is on turn but no roll is due (dice to name first, a box to write) */
    not_due: string;
    /** someone throws 🎲 in a game whose dice the Butler rolls */
    dice_butler: string;
  };
  /** a 🎲 from someone not on turn, before the usual "it is X's turn" */
  notYours: string;
  /** after the computer player's mention: it throws `count` 🎲 (through Telegram's sendDice) */
  botThrows(count: number): string;
  /** /settings dice on a platform without throwable dice (Discord) */
  platformOnly: string;
}

export function thrownDiceTextIn(w: ThrownDiceWords) {
  return {
    throwNow: (player: PlayerRef, count: number): Rich => [mention(player), w.throwNow(count)],
    more: (player: PlayerRef, left: number): Rich => [mention(player), w.more(left)],
    finishFirst: (left: number): Rich => [w.finishFirst(left)],
    refused: (why: DieRefusal, emoji: string): Rich => [why === 'other_emoji' ? w.refused.other_emoji(emoji) : w.refused[why]],
    notYours: (): Rich => [w.notYours],
    botThrows: (bot: PlayerRef, count: number): Rich => [mention(bot), w.botThrows(count)],
    platformOnly: (): Rich => [w.platformOnly],
  };
}
