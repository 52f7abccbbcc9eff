// The Butler's English words about game records and statistics: /history, /game, /stats, /top, /dice, /forgetme.
// The layout is shared/records.ts; here are the words.
import type { GameId } from '../../games/types.ts';
import { recordsTextIn } from '../shared/records.ts';
import { gameTitle } from './games.ts';
import { count, diceCount, games, MINUTES, recordsFrom, wins } from './plural.ts';

export const recordsText = recordsTextIn({
  title: (game) => gameTitle(game as GameId),
  decimal: '.',
  count: { games, wins, rolls: diceCount, recordsFrom, minutes: (n) => count(n, MINUTES) },
  result: { ended: 'stopped', none: 'no winner', win: (name) => `won by ${name}`, draw: (names) => `draw: ${names}` },
  unavailable: 'This storage keeps no game records.',
  history: {
    none: 'No games recorded in this chat yet. Play one: /newgame',
    head: 'Recent games',
    foot: 'Details and the dice check: /game <number>',
  },
  game: {
    usage: 'Give a game number from /history, for example: /game 12',
    notFound: (id) => `There is no game #${id} in this chat’s records. The numbers are in /history.`,
    head: (id, title) => `Game #${id}: ${title}`,
    moves: (n) => `Moves: ${n}.`,
    beforeFair: 'This game was played before the dice could be verified.',
    preset: 'This game’s dice were set in advance (--seed/--dice): it cannot be verified.',
    commitment: 'Fingerprint: ',
    secret: 'Secret: ',
    link: 'Check it in the browser: ',
    howToCheck: (id) =>
      `To check: save the record (npx butler record ${id} > game.json) and run npx butler verify game.json or docs/verify-dice.py.`,
  },
  stats: {
    usage: 'Stats: /stats for your own, /stats <name> for another player in this chat.',
    none: (name) => `${name} has no played and recorded games yet.`,
    playerNotFound: (name) => `There is no player “${name}” in this chat’s records. Write the name as it is in /top.`,
    head: (name) => `Stats: ${name}`,
    everywhere: ' (all chats)',
    draws: (n) => `draws ${n}`,
    streak: (now, best) => `streak ${now}, best ${best}`,
    scores: (best, average) => `best score ${best}, average ${average}`,
    bonus: (share) => `bonus in ${share} of games`,
    turnsToWin: (average) => `average turns to a win: ${average}`,
    against: (name) => `vs ${name}`,
  },
  top: {
    usage: 'Rating: /top for all games in this chat, /top <game> for one game (craps, bone_poker, dice_poker, thousand).',
    none: 'No rating yet: it needs at least one finished game of two or more players.',
    foot: (fewer) =>
      `Rating in points, like chess: everyone starts at 1500; wins over strong players raise it most (OpenSkill's cautious estimate μ − 3σ, 20 points per unit). * means fewer than ${fewer}, a provisional estimate.`,
  },
  dice: {
    none: 'No rolls in this chat’s records yet.',
    head: (rolls) => `Dice in this chat: ${rolls}`,
    chiSquare: (statistic, p) => `χ² = ${statistic} with 5 degrees of freedom, p = ${p}.`,
    verdict: {
      too_few: (few) => `Too few rolls to judge yet: it takes at least ${few}.`,
      rare: 'Fair dice almost never lean like this (less than once in a thousand): worth checking the games with /game.',
      notable: 'A noticeable lean, but fair dice do this in about one chat in twenty; to check any game: /game.',
      fair: 'The faces come up just as fair dice should: the deviations are ordinary chance.',
    },
  },
  forgotten: (records) =>
    `Done: your name and id are gone from ${records} and from the stats, replaced by a placeholder. The games stay for the others and still verify. New games are recorded as usual; send /forgetme again to remove them too.`,
  forgetClean: {
    now: 'Nothing of them is left in the store.',
    at: (minutes) =>
      `The last traces in the storage file disappear within ${minutes}, when the file is compacted; backups made before keep them until they are deleted.`,
    server:
      "Old versions of the rows stay in the database's files until the operator compacts it (npx butler compact), and in its log, replicas and backups until those are overwritten or deleted.",
  },
  forgetLimited: (every, minutes) => `/forgetme can be sent once every ${every}. Try again in ${minutes}.`,
});
