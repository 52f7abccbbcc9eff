// Reproducible dice (`--seed N`, the reliability tests): the dice of a move are a pure function of
// (seed, chat key, session version), so two processes, a restart or a replay of the same moves roll the same dice.
// Not for real play: anyone who knows the seed knows every roll.
import { createHash } from 'node:crypto';
import type { DiceRoller } from '../games/types.ts';
import { diceFromBlocks } from './dice-from-blocks.ts';
import type { DiceSource } from './dice-source.ts';

/** An endless stream of fair dice from SHA-256 in counter mode over `label` (see dice-from-blocks.ts). */
function diceStream(label: string): DiceRoller {
  return diceFromBlocks((block) => createHash('sha256').update(`${label}\u0000${block}`).digest());
}

/**
 * Seeded dice. `forMove(chat, version)` starts a fresh stream for that move (a move that rolls twice, such as a
 * turn played out at its deadline, draws on from the same stream). `roll` alone — dice asked for outside any
 * chat — is one stream of its own, consumed in order.
 */
export function seededDiceSource(seed: number | string): DiceSource {
  const free = diceStream(`butler-dice\u0000${seed}`);
  return {
    origin: 'seed',
    roll: (count) => free.roll(count),
    forMove: (chat, version) => diceStream(`butler-dice\u0000${seed}\u0000${chat}\u0000${version}`),
  };
}
