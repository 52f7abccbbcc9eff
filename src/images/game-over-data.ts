// What a game-over card shows, read from a finished game's state: every player who started, by place (the game's
// own order: games/places.ts — ties share a place, players who left last), with their score where the game keeps
// one and their last dice where the dice are the story (Craps: the last roll, Bone Poker: the final hand and what it
// makes).
import { handValue, type BonePokerState } from '../games/bone-poker/index.ts';
import type { CrapsState } from '../games/craps/state.ts';
import { totalOf, type DicePokerState } from '../games/dice-poker/index.ts';
import { engineFor } from '../games/registry.ts';
import type { ThousandState } from '../games/thousand/index.ts';
import type { GameId } from '../games/types.ts';
import type { CardRow, GameOverCard } from '../core/image.ts';

export function gameOverCard(game: GameId, state: unknown): GameOverCard {
  const places = engineFor(game).places(state);
  const rows = rowsOf(game, state);
  const placed = rows.map((row) => ({ ...row, ...(places[row.id] !== undefined ? { place: places[row.id] } : {}) }));
  const last = Math.max(0, ...Object.values(places)) + 1;
  const sorted = placed
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.place ?? last) - (b.row.place ?? last) || a.index - b.index)
    .map(({ row }) => row);
  return { game, winners: winnersOf(game, state), rows: sorted };
}

function winnersOf(game: GameId, state: unknown): string[] {
  switch (game) {
    case 'dice_poker':
      return (state as DicePokerState).winners;
    default:
      return (state as CrapsState | BonePokerState | ThousandState).winners ?? [];
  }
}

/** Every player who started, in join order. */
function rowsOf(game: GameId, state: unknown): CardRow[] {
  switch (game) {
    case 'craps': {
      const s = state as CrapsState;
      return s.players.map((id): CardRow => {
        const dice = s.rolls[id];
        const left = s.left.includes(id);
        return { id, score: null, ...(dice && !left ? { dice } : {}), out: s.out.includes(id) || left, ...(left ? { left } : {}) };
      });
    }
    case 'bone_poker': {
      const s = state as BonePokerState;
      return s.players.map((id): CardRow => {
        const dice = s.hands[id];
        if (!dice || s.left.includes(id)) return { id, score: null, out: true, left: s.left.includes(id) };
        const value = handValue(dice);
        return { id, score: value.sum, dice: [...dice].sort((a, b) => a - b), hand: value.rank };
      });
    }
    case 'dice_poker': {
      const s = state as DicePokerState;
      const left = Object.keys(s.left ?? {});
      return [
        ...s.players.map((id): CardRow => ({ id, score: totalOf(s, id) })),
        ...left.map((id): CardRow => ({ id, score: null, out: true, left: true })),
      ];
    }
    case 'thousand': {
      const s = state as ThousandState;
      const playing = s.players.map((p): CardRow => ({ id: p.id, score: p.score }));
      const places = engineFor('thousand').places(state);
      const left = Object.keys(places).filter((id) => !s.players.some((p) => p.id === id));
      return [...playing, ...left.map((id): CardRow => ({ id, score: null, out: true, left: true }))];
    }
  }
}
