// A game's chances to win as the rest of the Butler sees them: each player's share of the win (p in 0..1, a shared
// win split equally among those who share it, summing to 1), and whether the figures are exact or an estimate.
import type { PlayerId } from '../../games/types.ts';

export interface Chances {
  players: Record<PlayerId, number>;
  /** 'exact': every player plays best for their own win from here; 'estimate': playouts (see docs/chances.md) */
  kind: 'exact' | 'estimate';
  /** an estimate's margin: about two standard errors of the largest share (docs/chances.md) */
  margin?: number;
}
