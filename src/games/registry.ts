// Every game the Butler hosts, by id. The session layer looks engines up here and nowhere else.
import { bonePokerEngine } from './bone-poker/index.ts';
import { crapsEngine } from './craps/index.ts';
import { dicePokerEngine } from './dice-poker/index.ts';
import { thousandEngine } from './thousand/index.ts';
import { withDefaults } from './settings-defaults.ts';
import type { GameEngine, GameId, GameSettings } from './types.ts';

export const ENGINES: Record<GameId, GameEngine<any>> = {
  craps: crapsEngine,
  bone_poker: bonePokerEngine,
  dice_poker: dicePokerEngine,
  thousand: thousandEngine,
};

export function engineFor(id: GameId): GameEngine<unknown> {
  return ENGINES[id];
}

/** The game's settings with every missing key at its default (stored values that are no longer allowed too). */
export function settingsFor(id: GameId, stored: Record<string, string>): GameSettings {
  return withDefaults(ENGINES[id].settings, stored);
}
