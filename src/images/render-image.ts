// A picture spec drawn to PNG: the one door to the renderers (used by the render workers, the tests and bench).
import { renderDicePokerSheet } from './dice-poker-sheet.ts';
import { renderGameOverCard } from './game-over-card.ts';
import type { ImageSpec } from './image-spec.ts';
import { renderThousandRace } from './thousand-race.ts';

export function renderImage(spec: ImageSpec): Buffer {
  switch (spec.kind) {
    case 'dice_poker_sheet':
      return renderDicePokerSheet(spec.state, spec.names, spec.ratings);
    case 'thousand_race':
      return renderThousandRace(spec.state, spec.names, spec.ratings);
    case 'game_over':
      return renderGameOverCard(spec.card, spec.names, spec.ratings);
  }
}
