// What `npx butler verify` and `npx butler record` print, in English.
import type * as ru from '../ru/verify.ts';

const list = (dice: number[]) => dice.join(' ') || '—';

export const verifyText: typeof ru.verifyText = {
  usage: () =>
    [
      'Usage: npx butler verify <game record.json> [--commitment <fingerprint>]',
      '  Replays the record: every move legal and in turn, each move\'s dice exactly the ones it rolls and the',
      '  ones the secret gives; the outcome (game, winners, scores, how it ended) as recorded.',
      '  --commitment: the secret\'s fingerprint from the chat (all 64 digits or the first 16); the record must have it.',
      '  A record: /game <number> (a link to the game\'s page) or npx butler record <number> > game.json',
    ].join('\n'),
  badCommitment: (value) => `--commitment "${value}": needs 16 to 64 hex digits of the fingerprint shown in the chat`,
  unreadable: (file, why) => `Could not read the record "${file}": ${why}`,
  notARecord: () => "this is not a Butler game record (no players, moves or fair)",
  movesWithoutDice: () => 'the record has moves without dice lists',
  verdict: (verdict) => {
    if (verdict.ok) {
      const head = `OK: all rolls match (${verdict.rolls}), all moves (${verdict.moves}) follow the rules, the outcome matches.`;
      return verdict.compared
        ? `${head}\nThe secret's fingerprint ${verdict.commitment} matches the one given.`
        : `${head}\nThe secret's fingerprint: ${verdict.commitment} — compare with the one shown in the chat when the game started.`;
    }
    switch (verdict.problem) {
      case 'not_fair':
        return verdict.by
          ? `The game was played with preset dice (${verdict.by === 'seed' ? '--seed' : '--dice'}): it cannot be verified.`
          : 'The record has no dice seal: the game was played before verifiable dice existed.';
      case 'bad_secret':
        return 'The secret in the record is not 64 hex digits: the record is damaged.';
      case 'scheme':
        return `MISMATCH: unknown dice scheme "${verdict.scheme}".`;
      case 'commitment':
        return `MISMATCH: the secret's SHA-256 is ${verdict.actual}, but the published fingerprint is ${verdict.expected}.`;
      case 'published':
        return `MISMATCH: the record's fingerprint is ${verdict.actual}, but the chat showed ${verdict.published}: another game's record, or a forgery.`;
      case 'seed_author':
        return `MISMATCH: a /seed phrase was added by "${verdict.player}", who is not a player of this game.`;
      case 'roll':
        return (
          `MISMATCH: roll ${verdict.roll} (move ${verdict.move}): the record has ${list(verdict.recorded)}, ` +
          `the secret gives ${list(verdict.expected)}.`
        );
      case 'unknown_game':
        return `MISMATCH: the Butler has no game "${verdict.game}".`;
      case 'setup':
        return `MISMATCH: the game cannot start with these players (${verdict.reason}).`;
      case 'illegal':
        return `MISMATCH: move ${verdict.move} breaks the rules (${verdict.code}).`;
      case 'after_end':
        return `MISMATCH: move ${verdict.move} is recorded after the end of the game.`;
      case 'dice_count':
        return `MISMATCH: move ${verdict.move} rolls ${verdict.drawn} dice, but the record has ${verdict.recorded}.`;
      case 'not_over':
        return 'MISMATCH: the record says the game was played out, but after its last move it is still running.';
      case 'outcome':
        return `MISMATCH: the record's ${verdict.field === 'how' ? 'ending' : verdict.field} is "${verdict.recorded}", the moves give "${verdict.replayed}".`;
    }
  },
};

export const recordCliText: typeof ru.recordCliText = {
  usage: () => 'Usage: npx butler record <game number> > game.json  (numbers: /history)',
  notFound: (id) => `No record of game #${id} in the store.`,
};
