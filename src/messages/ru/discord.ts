// Sentences only the Discord adapter says, and the English names Discord shows in its localized command menus.
import type { GameId } from '../../games/types.ts';
import type { Rich } from '../rich.ts';

export const discordText = {
  /** A slash command or a button that the Butler had nothing to say about (e.g. the same interaction twice). */
  nothingToSay: (): Rich => ['🎩 Принято — мне тут нечего добавить. Что сейчас в игре: /status'],
  /** A command used outside a server (DMs): the Butler keeps one table per server channel. */
  guildOnly: (): Rich => ['🎩 Я веду игры только в каналах сервера. Позовите меня в канал и напишите /help.'],
};

/** Game names for the English localization of the /newgame and /rules choice lists. */
export const GAME_TITLES_EN: Record<GameId, string> = {
  craps: 'Craps',
  bone_poker: 'Bone Poker',
  dice_poker: 'Dice Poker',
  thousand: 'Thousand (1000)',
};
