// TEMPORARY stand-in (translator a's branch only) for `botText.thinking` of uk/bots.ts, which translator b writes.
// At the merge, delete this file and import botText from './bots.ts'.
import { mention, type PlayerRef, type Rich } from '../rich.ts';

export const botText = {
  thinking: (bot: PlayerRef): Rich => ['👉 Хід: ', mention(bot), ' — думає…'],
};
