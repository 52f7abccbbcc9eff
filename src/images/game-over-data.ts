// What a game-over card shows, read from a finished game's state: the players ranked (winners first, then by
// score), with their score where the game keeps one and their last dice where the dice are the story (Craps: the
// last roll, Bone Poker: the final hand and what it makes).
import { compareHands, handValue, type BonePokerState } from '../games/bone-poker/index.ts';
import type { CrapsState } from '../games/craps/state.ts';
import { totalOf, type DicePokerState } from '../games/dice-poker/index.ts';
import type { ThousandState } from '../games/thousand/index.ts';
import type { GameId } from '../games/types.ts';
import type { CardRow, GameOverCard } from '../core/image.ts';


export function gameOverCard(game: GameId, state: unknown): GameOverCard {
  switch (game) {
    case 'craps':
      return crapsCard(state as CrapsState);
    case 'bone_poker':
      return bonePokerCard(state as BonePokerState);
    case 'dice_poker': {
      const s = state as DicePokerState;
      return ranked(game, s.winners, s.players.map((id) => ({ id, score: totalOf(s, id) })));
    }
    case 'thousand': {
      const s = state as ThousandState;
      return ranked(game, s.winners ?? [], s.players.map((p) => ({ id: p.id, score: p.score })));
    }
  }
}

function crapsCard(state: CrapsState): GameOverCard {
  const winners = state.winners ?? [];
  const rows = state.players.map((id): CardRow => {
    const dice = state.rolls[id];
    return { id, score: null, ...(dice ? { dice } : {}), out: !winners.includes(id) && !state.inPlay.includes(id) };
  });
  return ranked('craps', winners, rows);
}

function bonePokerCard(state: BonePokerState): GameOverCard {
  const winners = state.winners ?? [];
  const rows = state.players.map((id): CardRow => {
    const dice = state.hands[id];
    const left = state.left.includes(id);
    if (!dice || left) return { id, score: null, out: true };
    const value = handValue(dice);
    return { id, score: value.sum, dice: [...dice].sort((a, b) => a - b), hand: value.rank };
  });
  const order = (row: CardRow) => (row.dice && !row.out ? handValue(row.dice) : null);
  rows.sort((a, b) => {
    const va = order(a);
    const vb = order(b);
    if (va && vb) return compareHands(vb, va);
    return va ? -1 : vb ? 1 : 0;
  });
  return ranked('bone_poker', winners, rows);
}

/** Winners first; then by score (highest first) where there is one; players out of the game last. Stable. */
function ranked(game: GameId, winners: string[], rows: CardRow[]): GameOverCard {
  const key = (row: CardRow) => (winners.includes(row.id) ? 0 : row.out ? 2 : 1);
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => key(a.row) - key(b.row) || (b.row.score ?? -1) - (a.row.score ?? -1) || a.index - b.index)
    .map(({ row }) => row);
  return { game, winners, rows: game === 'bone_poker' ? stableByKey(rows, key) : sorted };
}

/** Bone Poker rows are already in hand order; only winners-first and out-last are applied. */
function stableByKey(rows: CardRow[], key: (row: CardRow) => number): CardRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => key(a.row) - key(b.row) || a.index - b.index)
    .map(({ row }) => row);
}
