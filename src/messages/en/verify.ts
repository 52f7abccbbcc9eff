// What `npx butler verify` and `npx butler record` print, in English.
import type * as ru from '../ru/verify.ts';

const list = (dice: number[]) => dice.join(' ');

export const verifyText: typeof ru.verifyText = {
  usage: () => 'Usage: npx butler verify <game record.json>  (get a record with /game <number>)',
  unreadable: (file, why) => `Could not read the record "${file}": ${why}`,
  notARecord: () => "this is not a Butler game record (no players, moves or fair)",
  movesWithoutDice: () => 'the record has moves without dice lists',
  verdict: (verdict) => {
    if (verdict.ok) return `OK: all rolls match (${verdict.rolls}) — the game's dice come from the revealed secret.`;
    switch (verdict.problem) {
      case 'not_fair':
        return verdict.by
          ? `The game was played with preset dice (${verdict.by === 'seed' ? '--seed' : '--dice'}): it cannot be verified.`
          : 'The record has no dice seal: the game was played before verifiable dice existed.';
      case 'bad_secret':
        return 'The secret in the record is not 64 hex digits: the record is damaged.';
      case 'commitment':
        return `MISMATCH: the secret's SHA-256 is ${verdict.actual}, but the published fingerprint is ${verdict.expected}.`;
      case 'roll':
        return (
          `MISMATCH: roll ${verdict.roll} (move ${verdict.move}): the record has ${list(verdict.recorded)}, ` +
          `the secret gives ${list(verdict.expected)}.`
        );
    }
  },
};

export const recordCliText: typeof ru.recordCliText = {
  usage: () => 'Usage: npx butler record <game number> > game.json  (numbers: /history)',
  notFound: (id) => `No record of game #${id} in the store.`,
};
