// A picture spec drawn to PNG: the one door to the renderers (used by the render workers, the tests and bench).
import { renderDicePokerSheet, sheetColumns, sheetSummary, SUMMARY_FROM } from './dice-poker-sheet.ts';
import { renderGameOverCard } from './game-over-card.ts';
import { DEFAULT_LANGUAGE } from '../core/language.ts';
import { textFor } from '../messages/index.ts';
import { raceSeries, raceSummary, renderThousandRace } from './thousand-race.ts';
import type { ImageSpec } from '../core/image.ts';

export function renderImage(spec: ImageSpec): Buffer {
  const messages = textFor(spec.language ?? DEFAULT_LANGUAGE);
  const text = messages.images.imageText;
  const chances = spec.chances ? { chances: spec.chances, text: messages.chances.chancesText.picture } : undefined;
  // at game over: the game's chance curve, when the ImageService found it (image-service.ts)
  const curve = spec.curve ? { curve: spec.curve, text: messages.chances.chancesText.curve } : undefined;
  switch (spec.kind) {
    case 'dice_poker_sheet':
      // many players at the end: the ranked summary reads at 400 px, a sheet of 7+ columns would not
      if (spec.state.over && sheetColumns(spec.state).length >= SUMMARY_FROM) {
        return renderGameOverCard(sheetSummary(spec.state), spec.names, text, spec.ratings, curve, { summary: true });
      }
      return renderDicePokerSheet(spec.state, spec.names, text, spec.ratings, chances, curve, spec.advice);
    case 'thousand_race':
      if (spec.state.winners !== null && raceSeries(spec.state).length >= SUMMARY_FROM) {
        return renderGameOverCard(raceSummary(spec.state), spec.names, text, spec.ratings, curve, { summary: true });
      }
      return renderThousandRace(spec.state, spec.names, text, spec.ratings, chances, curve, spec.advice);
    case 'game_over':
      return renderGameOverCard(spec.card, spec.names, text, spec.ratings, curve);
  }
}
