// What `npx butler verify` and `npx butler record` print, in English.
import type * as ru from '../ru/verify.ts';
import { verdictIn } from '../shared/verify.ts';

const list = (dice: number[]) => dice.join(' ') || '—';

export const verifyText: typeof ru.verifyText = {
  usage: () =>
    [
      'Usage: npx butler verify <game record.json> [--commitment <fingerprint>] [--lang ru|uk|en]',
      '  Replays the record: every move legal and in turn, each move\'s dice exactly the ones it rolls and the',
      '  ones the secret gives; the outcome (game, winners, scores, how it ended) as recorded.',
      '  --commitment: the secret\'s fingerprint from the chat (all 64 digits or the first 16); the record must have it.',
      '  A record: /game <number> (a link to the game\'s page) or npx butler record <number> > game.json',
    ].join('\n'),
  badCommitment: (value) => `--commitment "${value}": needs 16 to 64 hex digits of the fingerprint shown in the chat`,
  unreadable: (file, why) => `Could not read the record "${file}": ${why}`,
  notARecord: () => "this is not a Butler game record (no players, moves or fair)",
  movesWithoutDice: () => 'the record has moves without dice lists',
  verdict: verdictIn({
    ok: (v) => `OK: all rolls match (${v.rolls}), all moves (${v.moves}) follow the rules, the outcome matches.`,
    compared: (v) => `\nThe secret's fingerprint ${v.commitment} matches the one given.`,
    notCompared: (v) => `\nThe secret's fingerprint: ${v.commitment} — compare with the one shown in the chat when the game started.`,
    thrown: (v) =>
      [
        `OK: all moves (${v.moves}) follow the rules with the recorded dice (${v.rolls} rolls), the outcome matches.`,
        'The dice were thrown by the players with Telegram’s 🎲: that their values are the ones Telegram chose is Telegram’s word — a record cannot prove it. Each die’s message:',
        v.messages.join(' ') || '—',
        ...(v.butlerMoves.length ? [`Moves ${v.butlerMoves.join(', ')}: dice rolled by the Butler (a turn played out, or a computer player’s die lost in a restart).`] : []),
      ].join('\n'),
    problem: {
      not_fair: (verdict) =>
        verdict.by ? `The game was played with preset dice (${verdict.by === 'seed' ? '--seed' : '--dice'}): it cannot be verified.` : 'The record has no dice seal: the game was played before verifiable dice existed.',
      no_message: (verdict) => `MISMATCH: move ${verdict.move} has dice without their Telegram messages.`,
      bad_secret: () => 'The secret in the record is not 64 hex digits: the record is damaged.',
      scheme: (verdict) => `MISMATCH: unknown dice scheme "${verdict.scheme}".`,
      commitment: (verdict) =>
        `MISMATCH: the secret's SHA-256 is ${verdict.actual}, but the published fingerprint is ${verdict.expected}.`,
      published: (verdict) =>
        `MISMATCH: the record's fingerprint is ${verdict.actual}, but the chat showed ${verdict.published}: another game's record, or a forgery.`,
      seed_author: (verdict) =>
        `MISMATCH: a /seed phrase was added by "${verdict.player}", who is not a player of this game.`,
      binding: (verdict) =>
        verdict.what === 'seats'
          ? `MISMATCH: the dice seal has ${verdict.seats} seats, the game ${verdict.players} players.`
          : `MISMATCH: ${verdict.what === 'seat' ? 'seat' : '/seed phrase'} ${verdict.index} has neither its salt nor a digest: the record is damaged.`,
      context_hash: () =>
        'MISMATCH: a v3 record brings a contextHash of its own, but such a game\'s dice come only from what the record says about its players and phrases.',
      unbound: (verdict) =>
        `NOT CHECKED: the rolls (${verdict.rolls}) and moves (${verdict.moves}) hold, but a player of this game was forgotten ` +
        `(/forgetme) before scheme v3: the dice come from a contextHash the record merely states, so who played and which ` +
        `phrases counted cannot be checked. The secret's fingerprint: ${verdict.commitment}.`,
      roll: (verdict) =>
        `MISMATCH: roll ${verdict.roll} (move ${verdict.move}): the record has ${list(verdict.recorded)}, the secret gives ${list(verdict.expected)}.`,
      unknown_game: (verdict) => `MISMATCH: the Butler has no game "${verdict.game}".`,
      setup: (verdict) => `MISMATCH: the game cannot start with these players (${verdict.reason}).`,
      illegal: (verdict) => `MISMATCH: move ${verdict.move} breaks the rules (${verdict.code}).`,
      after_end: (verdict) => `MISMATCH: move ${verdict.move} is recorded after the end of the game.`,
      dice_count: (verdict) =>
        `MISMATCH: move ${verdict.move} rolls ${verdict.drawn} dice, but the record has ${verdict.recorded}.`,
      not_over: () => 'MISMATCH: the record says the game was played out, but after its last move it is still running.',
      outcome: (verdict) =>
        `MISMATCH: the record's ${verdict.field === 'how' ? 'ending' : verdict.field} is "${verdict.recorded}", the moves give "${verdict.replayed}".`,
    },
  }),
};

export const recordCliText: typeof ru.recordCliText = {
  usage: () => 'Usage: npx butler record <game number> [--lang ru|uk|en] > game.json  (numbers: /history)',
  notFound: (id) => `No record of game #${id} in the store.`,
  cannotOpen: (why) => `Cannot open the store: ${why}`,
};
