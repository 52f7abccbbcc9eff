// The parts of the Butler's common replies that need no words: a free roll, the players list with the turn
// marker and scores, the /newgame list of game ids, and the hand a refusal shows. Every language uses these.
import { gameIds } from '../../core/hosted-games.ts';
import { type Expectation, type GameId } from '../../games/types.ts';
import { faces, sum } from '../dice-faces.ts';
import { bold, mention, type PlayerRef, type Rich } from '../rich.ts';

/** "/newgame craps · bone_poker · dice_poker · thousand", from the game registry's ids. */
/** The /newgame line with every hosted game's id. */
export function newgameList(): string {
  return `/newgame ${gameIds().join(' · ')}`;
}

/** "Craps (craps), Bone Poker (bone_poker), …" with the language's titles. */
export function titlesWithIds(title: (id: GameId) => string): string {
  return gameIds().map((id) => `${title(id)} (${id})`).join(', ');
}

/** "🎲 Alice: ⚂3 ⚄5 = 8" */
export function freeRoll(user: PlayerRef, dice: number[]): Rich {
  const total: Rich = dice.length > 1 ? [' = ', bold(String(sum(dice)))] : [];
  return ['🎲 ', mention(user), `: ${faces(dice)}`, ...total];
}

/** One player a line, ▶️ on the one to move, the score after a dash when there are scores. */
export function playersLine(players: PlayerRef[], scores: Record<string, number> | null, turn: string | null): Rich {
  const out: Rich = [];
  players.forEach((player, index) => {
    out.push(index === 0 ? '' : '\n', player.id === turn ? '▶️ ' : '• ', mention(player));
    if (scores && scores[player.id] !== undefined) out.push(` — ${scores[player.id]}`);
  });
  return out;
}

/** The hand of the player a reroll waits for (shown when a named die is not in it). */
export function handOf(expected: Expectation | null): number[] {
  const hint = expected?.moves.find((m) => m.type === 'reroll');
  return hint?.type === 'reroll' ? hint.hand : [];
}
