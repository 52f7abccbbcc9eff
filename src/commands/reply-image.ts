// Which picture goes with a reply: the game's image spec when the chat has pictures on. Built inside the chat's
// transaction because it is only data (the game state and the names); the PNG is rendered later by the adapter.
import { hostedRegistry } from '../house/default-games.ts';
import type { Language } from '../core/language.ts';
import type { RunningGame } from '../sessions/session.ts';
import { IMAGES_SETTING, settingByKey, settingValue } from './settings-keys.ts';
import type { ChancesPicture, ImageMoment, ReplyImage } from '../core/image.ts';

/** Hints on in the chat (the default): a /status picture may then say the hint's best move. */
function hintsOn(settings: Record<string, string>): boolean {
  const spec = settingByKey('hints');
  return !spec || settingValue(settings, spec) !== 'off';
}

export function imagesOn(settings: Record<string, string>): boolean {
  return settingValue(settings, IMAGES_SETTING) === 'on';
}

/** `language`: the chat's, for the words drawn on the picture (and the image cache key). */
export function replyImage(
  game: RunningGame,
  settings: Record<string, string>,
  moment: ImageMoment,
  language: Language,
  chances?: ChancesPicture | null,
): { image?: ReplyImage } {
  if (!imagesOn(settings)) return {};
  const names = Object.fromEntries(game.players.map((p) => [p.id, p.name]));
  const drawn = hostedRegistry().picture(game.id, game.state, names, moment, language);
  if (!drawn) return {};
  // /status: the bars show what the text's chances line shows; the headline the hint's move when hints are on
  const advice = moment === 'status' && hintsOn(settings) ? hostedRegistry().pictureAdvice(game.id, game.state) : null;
  const spec = moment === 'status' ? { ...drawn, ...(chances ? { chances } : {}), ...(advice ? { advice } : {}) } : drawn;
  // At the end the picture also shows the rating change; the game is named as its record will name it.
  const rated = { game: game.id, startedAt: game.startedAt ?? null, commitment: game.fair?.commitment ?? null };
  return { image: { spec: moment === 'over' ? { ...spec, rated } : spec, moment } };
}

/** The picture of a game every person left: the card with nobody crowned (no rating, no curve: the game has no result). */
export function everyoneLeftImage(game: RunningGame, settings: Record<string, string>, language: Language): { image?: ReplyImage } {
  if (!imagesOn(settings)) return {};
  const names = Object.fromEntries(game.players.map((p) => [p.id, p.name]));
  return { image: { spec: hostedRegistry().everyoneLeftPicture(game.id, game.state, names, language), moment: 'over' } };
}
