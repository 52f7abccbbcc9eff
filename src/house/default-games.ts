// The four games the Butler hosts (main.ts and the adapters' default): one line per game.
import { bonePokerModule } from './bone-poker.ts';
import { crapsModule } from './craps.ts';
import { dicePokerModule } from './dice-poker.ts';
import { thousandModule } from './thousand.ts';
import { hostedGames } from '../core/hosted-games.ts';
import { GameRegistry } from './registry.ts';

export const DEFAULT_GAMES = new GameRegistry([crapsModule, bonePokerModule, dicePokerModule, thousandModule]);

/** The registry of the Butler serving this call (passed to it, core/hosted-games.ts); outside a Butler, the four. */
export function hostedRegistry(): GameRegistry {
  const hosted = hostedGames();
  return hosted instanceof GameRegistry ? hosted : DEFAULT_GAMES;
}
