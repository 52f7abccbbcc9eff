// The dice tray (issue 51) in English. The layout is shared/tray.ts.
import { trayTextIn } from '../shared/tray.ts';

export const trayText = trayTextIn({
  kept: (face) => `${face} keep`,
  reroll: (face) => `${face} roll`,
  roll: (count) => `🎲 Roll ${count}`,
  rollNone: '🎲 Tap dice to reroll',
  bestKeep: '💡 Best keep',
  chooseFirst: 'First tap the dice you want to reroll.',
  notYourTurn: { before: 'It is ', after: '’s turn: only the player on turn picks dice.' },
  stale: 'This tray is out of date: the game has moved on.',
  current: (hand) => `On the table now: ${hand}.`,
  bestSet: (kept) => `Best: keep ${kept}; the rest are marked — press Roll.`,
  bestKeepAll: 'Best: reroll nothing, keep every die.',
  bestRerollAll: 'Best: reroll every die; they are marked — press Roll.',
  bestPending: 'The hint is still being worked out; try again in a moment.',
  hintsOff: 'Hints are off in this chat.',
});
