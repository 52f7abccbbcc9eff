// What the Butler says about its dice, for every language: the seal line and the seed window at the start, /seed
// and its refusals, /fair (the scheme, then the current game's seal), and where a free roll's dice came from. Which
// sentence for which origin and state is decided here; each language (messages/<lang>/fair.ts) gives the words.
import type { DiceOrigin, SealBy } from '../../dice/fair/seal.ts';
import type { GameId } from '../../games/types.ts';
import { bold, lines, mention, type PlayerRef, type Rich } from '../rich.ts';

export type SeedRefusal = 'nothing_open' | 'not_a_player' | 'already_rolled' | 'empty';

/** How much of the commitment the start message shows: enough to compare by eye, short enough for a phone. */
const SHORT = 16;

export interface FairWords {
  title(game: GameId): string;
  /** the start message's seal, with the commitment's beginning */
  sealed(short: string): string;
  /** the seed window at the start, when there is one */
  window(seconds: number): string;
  /** a game on dice given in advance (--seed/--dice) */
  preset: string;
  /** a game whose dice the players throw themselves (Telegram's 🎲) */
  telegram: string;
  /** after the player's mention */
  seedAdded(text: string): string;
  seedWindowWait(seconds: number): string;
  seedWindowSkip(seconds: number): string;
  seedRefused: Record<SeedRefusal, string>;
  explain: {
    head: string;
    /** the scheme in three numbered lines */
    steps: readonly [string, string, string];
    game(title: string): string;
    seeds(count: number): string;
    rolled: string;
    open: string;
    preset: string;
    none: string;
  };
  /** under a free roll: from the system's generator, or from dice given in advance */
  freeRollSource: { hmac: string; preset: string };
}

export function fairTextIn(w: FairWords) {
  return {
    /** The line the start message carries. */
    sealed: (origin: SealBy, commitment: string, windowSeconds = 0): Rich =>
      origin === 'hmac'
        ? [w.sealed(commitment.slice(0, SHORT)), ...(windowSeconds > 0 ? [`\n${w.window(windowSeconds)}`] : [])]
        : [origin === 'telegram' ? w.telegram : w.preset],

    seedAdded: (player: PlayerRef, text: string): Rich => ['🌱 ', mention(player), w.seedAdded(text)],

    /** a roll before the seed window closed (dice/fair/seed-window.ts): nothing changed */
    seedWindowWait: (seconds: number): Rich => [w.seedWindowWait(seconds)],

    /** an admin's /skip before the seed window closed: it would roll for the player, so it waits too */
    seedWindowSkip: (seconds: number): Rich => [w.seedWindowSkip(seconds)],

    seedRefused: (why: SeedRefusal): Rich => [w.seedRefused[why]],

    /** /fair: the scheme in three lines, then the current game's seal. */
    explain: (current: { game: GameId; origin: SealBy; commitment: string; seeds: number; rolled: boolean } | null): Rich =>
      lines(
        [bold(w.explain.head)],
        ...w.explain.steps.map((step, i): Rich => [`${i + 1}. ${step}`]),
        current
          ? current.origin === 'hmac'
            ? [
                `${w.explain.game(w.title(current.game))}\n`,
                bold(current.commitment),
                `\n${w.explain.seeds(current.seeds)} `,
                current.rolled ? w.explain.rolled : w.explain.open,
              ]
            : [current.origin === 'telegram' ? w.telegram : w.explain.preset]
          : [w.explain.none],
      ),

    /** Under a free roll outside a game. */
    freeRollSource: (origin: DiceOrigin): Rich => [origin === 'hmac' ? w.freeRollSource.hmac : w.freeRollSource.preset],
  };
}
