// The colours of every picture: a warm paper sheet with a green felt header, as on a card table. Contrast is kept
// high enough for a phone in daylight; the dimmed "what this hand would score" values stay readable but clearly
// not written.
export const PALETTE = {
  paper: '#fbf8f1',
  stripe: '#f1ece0',
  grid: '#d9d1bf',
  felt: '#245a46',
  feltText: '#ffffff',
  feltMuted: '#cfe3d9',
  ink: '#1d2522',
  muted: '#7a8580',
  dim: '#9aa7a1',
  turn: '#fff0b8',
  turnEdge: '#e0b43c',
  leader: '#d99a00',
  good: '#2f8a4f',
  bad: '#b4453b',
  sum: '#e9f1ec',
  pit: 'rgba(200, 70, 60, 0.13)',
  pitText: '#b4453b',
  barrel: 'rgba(160, 105, 40, 0.18)',
  barrelText: '#8a5a1c',
  die: '#ffffff',
  dieEdge: '#3a4541',
  pip: '#1d2522',
} as const;

/** Line colours of up to 8 players in a chart, told apart also by people with red-green colour blindness. */
export const SERIES = ['#1f77b4', '#e6550d', '#2ca02c', '#9467bd', '#d62728', '#8c564b', '#17becf', '#7f7f7f'] as const;
