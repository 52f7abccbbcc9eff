// English texts of the chances to win (/status) and of the hint's "to win" line; the layout is shared/chances.ts.
import { chancesTextIn } from '../shared/chances.ts';
import { moveText } from './hint.ts';

export const chancesText = chancesTextIn({
  title: 'Chances',
  estimate: (margin) => `Chances (estimate, ±${margin} %)`,
  forTheWin: (move, chance) => `To win: ${move} — chance ${chance}`,
  moveText,
  now: { title: 'Chance to win now', rough: 'Chance to win now (rough)' },
  curve: {
    title: 'How the chances went',
    estimate: (margin) => `How the chances went (estimates ±${margin} %)`,
    usage: 'Usage: npx butler chances <record.json> [--png file.png] [--lang ru|uk|en]',
    unreadable: (file, error) => `Cannot read ${file}: ${error}`,
    noReplay: 'This record does not replay: no chance curve',
    picture: (file) => `Picture: ${file}`,
    notAPicture: (file) => `${file} exists and is not a PNG picture (or may be part of a database): nothing written. Choose another --png file.`,
  },
});
