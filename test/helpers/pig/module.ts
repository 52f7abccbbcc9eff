// Pig as a GameModule: the only thing a test writes to host a game of its own (test/house/pig.test.ts).
import type { CardRow } from '../../../src/core/image.ts';
import type { GameModule } from '../../../src/house/module.ts';
import { GameRegistry } from '../../../src/house/registry.ts';
import { crapsModule } from '../../../src/house/craps.ts';
import { pigEngine, type PigEvent, type PigState } from './engine.ts';
import { PIG_WORDS, pigHintText, pigShouldBank } from './words.ts';

export const pigModule: GameModule<PigState, PigEvent> = {
  id: pigEngine.id,
  engine: pigEngine,
  words: PIG_WORDS,
  bot: (state, player) => (pigShouldBank(state, player) ? { type: 'bank', player } : { type: 'roll', player, count: 1 }),
  hint: (game, state, ctx) => {
    const player = state.winners === null ? state.players[state.current] : undefined;
    if (!player) return { rich: pigHintText(ctx.render.language, false), events: [], private: true };
    const bank = pigShouldBank(state, player);
    return {
      rich: pigHintText(ctx.render.language, bank),
      events: [{ type: 'hint', player, options: [{ move: { kind: bank ? 'bank' : 'roll' }, expected: state.turn }] }],
      private: true,
    };
  },
  card: {
    winners: (state) => state.winners ?? [],
    rows: (state) => state.players.map((id): CardRow => ({ id, score: state.scores[id] ?? 0 })),
  },
  picture: (_state, _names, moment, _language, overCard) => (moment === 'over' ? overCard() : null),
  record: { headToHead: false, scores: true, turnsToWin: true },
};

/** A Butler's games with Pig beside Craps: a registry a test passes in. */
export function pigRegistry(): GameRegistry {
  return new GameRegistry([crapsModule, pigModule]);
}
