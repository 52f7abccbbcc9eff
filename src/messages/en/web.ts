// The words of the Butler's web pages, in English (see ../ru/web.ts).
import type * as ru from '../ru/web.ts';

export const verifyPage: typeof ru.verifyPage = {
  title: "Checking the Butler's dice",
  heading: '🎲 Checking a game',
  intro:
    'Paste a game record (the JSON from the game\'s page or from npx butler record) and press "Check". The page itself, ' +
    'with no server, recomputes every roll from the revealed secret (Web Crypto) by the scheme in docs/fair-dice.md and ' +
    'checks that every move rolled exactly as many dice as it should.',
  gameIntro: "The game's record and its check: the page itself, in your browser, recomputed every roll from the revealed secret.",
  check: 'Check',
  offline: 'Nothing is sent over the network: a record can also be given in the page address, after "#".',
  colMove: 'Move',
  colPlayer: 'Player',
  colAction: 'Action',
  colRecorded: 'Dice in the record',
  colExpected: 'From the secret',
  notJson: 'This is not JSON: {why}',
  notRecord: 'This is not a Butler game record.',
  notFair: 'The game was not played on fair dice ({by}): it cannot be checked.',
  badSecret: 'The secret in the record is damaged.',
  badScheme: 'MISMATCH: unknown dice scheme "{scheme}".',
  commitmentMismatch: "MISMATCH: the secret's SHA-256 is not the published fingerprint.",
  seedAuthor: 'MISMATCH: a /seed phrase was added by "{player}", who is not a player of this game.',
  bindingSeats: 'MISMATCH: the dice seal does not list one seat per player.',
  bindingSeat: 'MISMATCH: seat {index} has neither its salt nor a digest: the record is damaged.',
  bindingPhrase: 'MISMATCH: /seed phrase {index} has neither its salt nor a digest: the record is damaged.',
  contextHashV3: "MISMATCH: a v3 record brings a contextHash of its own, but such a game's dice come only from what the record says about its players and phrases.",
  unbound: 'NOT CHECKED: the rolls ({rolls}) match, but a player was forgotten (/forgetme) before scheme v3: the dice come from a contextHash the record merely states, so who played and which phrases counted cannot be checked.',
  diceCount: 'MISMATCH: move {move} rolls {should} dice, but the record has {got}.',
  rollMismatch: 'MISMATCH: roll {roll} (move {move}): the record has {recorded}, the secret gives {expected}.',
  ok: 'OK: all rolls match ({rolls}), every move holds exactly its dice.',
  compare: "The secret's fingerprint: {commitment} — compare with the one shown in the chat when the game started.",
  rulesNote: 'The page does not replay the rules of the moves: npx butler verify record.json --commitment <fingerprint> does.',
  game: 'Game',
  winners: 'won by',
  noWinner: 'no winner',
  ended: 'stopped by an admin',
  seeds: '/seed phrases',
  scores: 'scores',
};

export const webText: typeof ru.webText = {
  htmlLang: 'en',
  /** the game's page: the alt text of its game-over picture */
  pictureAlt: 'The final picture of the game, as the chat got it',
  notFound: 'Not found.',
  topTitle: "The chat's leaderboard",
  gamePage: (url) => ["The game's page, with its dice checked: ", url],
  topIntro: "This chat's rating table (as /top).",
};
