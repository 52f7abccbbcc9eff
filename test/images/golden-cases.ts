// The pictures kept as golden images in test/images/golden/: regenerate with `npm run golden` after a deliberate
// change of look (and look at them before committing).
import { DEFAULT_GAMES } from '../../src/house/default-games.ts';

const gameOverCard = (game: string, state: unknown) => DEFAULT_GAMES.overCard(game, state);
import * as f from './fixtures/states.ts';
import * as many from './fixtures/many.ts';
import type { ImageSpec } from '../../src/core/image.ts';
/** Names in the scripts players bring (and the computer player's mark, and zalgo), drawn with the project's fonts. */
const WORLD = ['山田', '🤖 Дживс', 'דוד כהן', 'محمد علي', 'राज कुमार', 'Z̷̢̛a̵͎̔l̸̨̛g̶̱̈́o̴̧͝', '김민준', '😀🎲 Ann'];
const world = (ids: readonly string[]) => Object.fromEntries(ids.map((id, i) => [id, WORLD[i % WORLD.length]!]));

export const GOLDEN_CASES: Record<string, () => ImageSpec> = {
  'sheet-three-on-turn': () => ({ kind: 'dice_poker_sheet', state: f.dicePokerMidGame(), names: f.MID_GAME_NAMES }),
  'sheet-six-long-names': () => ({ kind: 'dice_poker_sheet', ...f.dicePokerSix() }),
  'sheet-final': () => ({ kind: 'dice_poker_sheet', state: f.dicePokerOver(), names: f.MID_GAME_NAMES, ratings: f.SHEET_RATINGS }),
  'race-finished': () => ({ kind: 'thousand_race', state: f.thousandOver(), names: f.RACE_NAMES, ratings: f.RACE_RATINGS }),
  'card-bone-poker': () => ({
    kind: 'game_over',
    card: gameOverCard('bone_poker', f.bonePokerOver()),
    names: f.BONE_NAMES,
    ratings: f.BONE_RATINGS,
  }),
  'sheet-six-world-names': () => {
    const six = f.dicePokerSix();
    return { kind: 'dice_poker_sheet', state: six.state, names: world(six.state.players), language: 'en' };
  },
  'race-world-names': () => ({ kind: 'thousand_race', state: f.thousandOver(), names: world(['vera', 'dmytro', 'sam']), ratings: f.RACE_RATINGS, language: 'en' }),
  'card-bone-poker-world-names': () => ({
    kind: 'game_over',
    card: gameOverCard('bone_poker', f.bonePokerOver()),
    names: world(['iryna', 'mark', 'lena', 'oleg']),
    ratings: f.BONE_RATINGS,
    language: 'en',
  }),
  'race-running-advice': () => ({ kind: 'thousand_race', state: many.thousandOf(3, false), names: many.namesFor(3), chances: many.chancesOf(3), advice: { best: 'roll', dice: 3 }, language: 'en' }),
  'card-craps-chart': () => ({ kind: 'game_over', card: gameOverCard('craps', many.crapsOf(4)), names: many.namesFor(4, true), ratings: many.ratingsOf(4), curve: many.curveOf(4, null), language: 'en' }),
  'summary-eight': () => ({ kind: 'dice_poker_sheet', state: many.dicePokerOf(8, true), names: many.namesFor(8), ratings: many.ratingsOf(8), curve: many.curveOf(8, 0.1), language: 'uk' }),
};

export const GOLDEN_DIR = new URL('./golden/', import.meta.url);
