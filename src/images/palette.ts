// The colours of every picture: a warm paper sheet with a green felt header, as on a card table. Every text colour
// has a contrast of at least 4.5:1 (WCAG AA) on every background it is drawn on (paper, stripe, the turn's yellow,
// the sum rows), so it reads on a phone in daylight at 400 px wide. The "what this hand would score" values are
// blue, not grey: told from written (black) numbers by hue, still fully readable.
export const PALETTE = {
  paper: '#fbf8f1',
  stripe: '#f1ece0',
  grid: '#d9d1bf',
  felt: '#245a46',
  feltText: '#ffffff',
  feltMuted: '#cfe3d9',
  ink: '#1d2522',
  muted: '#5f6b66',
  /** what the hand on turn would score in a free box (5.5:1 and more) */
  potential: '#1f5fa8',
  /** decoration only (the dot of an empty box), never a number */
  dim: '#9aa7a1',
  /** a column or line of a player who left */
  gone: 'rgba(251, 248, 241, 0.55)',
  turn: '#fff0b8',
  turnEdge: '#e0b43c',
  /** the winner's / leader's star: a gold dark enough for 3:1 on paper, stripe and the turn's yellow */
  leader: '#a06c00',
  good: '#216f3d',
  bad: '#b4453b',
  sum: '#e9f1ec',
  pit: 'rgba(200, 70, 60, 0.13)',
  /** 4.5:1 on the pit band (drawn on a paper label, so no gridline strikes it) */
  pitText: '#963a30',
  barrel: 'rgba(160, 105, 40, 0.18)',
  barrelText: '#754b12',
  die: '#ffffff',
  dieEdge: '#3a4541',
  pip: '#1d2522',
} as const;

/**
 * Line colours of up to 8 players in a chart: told apart by hue and lightness (blue, orange, green, purple, teal,
 * magenta, brown, slate), each at least 3:1 against every background a line crosses (paper, stripe, the pit and
 * barrel bands; test/images/palette.test.ts computes it).
 */
export const SERIES = ['#1f63a8', '#c24e00', '#2b7a2b', '#7b4fb0', '#0f7580', '#b0307a', '#8c564b', '#55606e'] as const;
