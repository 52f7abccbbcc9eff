// The names people type for each game after /newgame and /rules (ids, Russian, Ukrainian, English).
import type { GameId } from '../games/types.ts';
import { fold } from './parse/normalize.ts';

const NAMES: Record<GameId, string[]> = {
  craps: ['craps', 'крэпс', 'крепс', 'крэпc', 'кости'],
  bone_poker: ['bone_poker', 'bone poker', 'bonepoker', 'костяной покер', 'костяной', 'кп'],
  dice_poker: [
    'dice_poker',
    'dice poker',
    'покер у кости',
    'покер у кості',
    'покер в кости',
    'покер',
    'яхта',
    'yahtzee',
    'яцзы',
  ],
  thousand: ['thousand', 'тысяча', 'тисяча', '1000'],
};

const LOOKUP = new Map<string, GameId>();
for (const [id, names] of Object.entries(NAMES) as [GameId, string[]][]) {
  for (const name of names) LOOKUP.set(normalizeName(name), id);
}

function normalizeName(text: string): string {
  return fold(text).replace(/[\s_-]+/g, ' ').replace(/[«»"'.!]/g, '').trim();
}

export function gameByName(text: string): GameId | null {
  return LOOKUP.get(normalizeName(text)) ?? null;
}
