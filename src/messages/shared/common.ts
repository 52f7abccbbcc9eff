// The parts of the Butler's common replies that need no words: a free roll, the players list with the turn
// marker and scores, the /newgame list of game ids, and the hand a refusal shows. Every language uses these.
import { gameIds } from '../../core/hosted-games.ts';
import { type Expectation, type GameId, type MoveHint, type RejectCode, type Rejection } from '../../games/types.ts';
import { faces, sum } from '../dice-faces.ts';
import { bold, mention, type PlayerRef, type Rich, type Span } from '../rich.ts';
import type { RenderContext, RollPhrases } from '../types.ts';
import { entryOf } from '../../games/with-entry.ts';

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
    if (scores && entryOf(scores, player.id) !== undefined) out.push(` — ${entryOf(scores, player.id)}`);
  });
  return out;
}

/** The hand of the player a reroll waits for (shown when a named die is not in it). */
export function handOf(expected: Expectation | null): number[] {
  const hint = expected?.moves.find((m) => m.type === 'reroll');
  return hint?.type === 'reroll' ? hint.hand : [];
}

/** What a refusal's sentence may use: the rejection's params and what the game waits for now. */
export interface RefusalFacts {
  params: Readonly<Record<string, unknown>>;
  /** the phrases of the moves the game waits for ("" when it waits for none) */
  what: string;
  /** the phrase that rolls `dice` dice in this game */
  roll(dice: number): string;
  /** the refused player, and the player whose turn it is (null when none) */
  user: Span;
  waiting: Span | null;
  /** the hand a named die was looked for in */
  hand: number[];
}

/** A language's refusals: one sentence per rejection code (a missing one does not compile), and the fallback. */
export interface RefusalWords {
  byCode: Record<RejectCode, (facts: RefusalFacts) => Rich>;
  other: Rich;
  /** "👉 Turn: " before the player on move and the phrases to type */
  turn: string;
  /** the phrases of a language (its move-hints.ts) and a game's own roll phrases (its games.ts) */
  hintsPhrase(hints: readonly MoveHint[], own: RollPhrases): string;
  rollPhrase(dice: number, own: RollPhrases): string;
  ownRolls(game: GameId): RollPhrases;
}

/** nextMove (whose turn and what to type) and rejection (the sentence for a refused move) of one language. */
export function refusalsIn(words: RefusalWords) {
  return {
    nextMove(game: GameId, expected: Expectation, ctx: RenderContext): Rich {
      return [words.turn, mention(ctx.player(expected.player)), ` — ${words.hintsPhrase(expected.moves, words.ownRolls(game))}`];
    },
    /** The sentence for a refused move; `expected` says what the game waits for now. */
    rejection(rejected: Rejection, game: GameId, expected: Expectation | null, user: PlayerRef, ctx: RenderContext): Rich {
      const params = rejected.params ?? {};
      const own = words.ownRolls(game);
      const facts: RefusalFacts = {
        params,
        what: expected ? words.hintsPhrase(expected.moves, own) : '',
        roll: (dice) => words.rollPhrase(dice, own),
        user: mention(user),
        waiting: expected ? mention(ctx.player(expected.player)) : null,
        hand: (params.hand as number[] | undefined) ?? handOf(expected),
      };
      const said = words.byCode[rejected.code];
      return said ? said(facts) : words.other;
    },
  };
}
