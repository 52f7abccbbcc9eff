// The four games the Butler hosts (main.ts and the adapters' default): one line per game.
import { bonePokerModule } from './bone-poker.ts';
import { crapsModule } from './craps.ts';
import { dicePokerModule } from './dice-poker.ts';
import { thousandModule } from './thousand.ts';
import { GameRegistry } from './registry.ts';

export const DEFAULT_GAMES = new GameRegistry([crapsModule, bonePokerModule, dicePokerModule, thousandModule]);
