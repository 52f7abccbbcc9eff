// The Butler's own sentences in English (lobby, refusals, free rolls, errors). Every refusal also says what to type.
import type * as ru from '../ru/common.ts';
import { freeRoll, newgameList, playersLine, refusalsIn } from '../shared/common.ts';
import { lobbyTextIn } from '../shared/lobby.ts';
import { gameTitle, ownRolls } from './games.ts';
import { hintsPhrase, rollPhrase } from './move-hints.ts';
import { count, DICE, PLAYERS } from './plural.ts';
import { valuesNotHeld } from './values-not-held.ts';

export { freeRoll, playersLine };

export const badCount: typeof ru.badCount = (n) => [`You can roll 1 to 5 dice, not ${n}. For example: “${rollPhrase(3)}”.`];

export const { nextMove, rejection } = refusalsIn({
  turn: '👉 Turn: ',
  byCode: {
    game_over: () => [`The game is already over. New one: ${newgameList()}`],
    not_in_game: (f) => [f.user, ", you're not in this game. Wait for the next one and type /join in the lobby."],
    not_your_turn: (f) =>
      f.waiting ? ["It's ", f.waiting, "'s turn. Please wait for yours."] : ["It's not your turn."],
    wrong_dice_count: (f) => [`Roll ${count(Number(f.params.expected), DICE)} now: “${f.roll(Number(f.params.expected))}”.`],
    move_not_allowed: (f) => [`You can't do that now. You can: ${f.what}.`],
    values_not_held: (f) => valuesNotHeld(f.params.values as number[], f.hand),
    reroll_count_mismatch: (f) => [
      `You named ${count(Number(f.params.named), DICE)} but are rolling ${f.params.count}. Roll as many as you named: “${f.roll(Number(f.params.named))}”.`,
    ],
    name_dice_first: () => [`First name the dice you reroll: “reroll 4 5 1”, then “${rollPhrase(3)}”.`],
    no_rolls_left: () => ['No rolls left — score the result: “score <box>”.'],
    roll_first: (f) => [`Roll the dice first: ${f.what || `“${rollPhrase(5)}”`}.`],
    box_taken: () => ['That box is already filled. Pick a free one.'],
    unknown_box: () => ["I don't know that box. Type, for example, “score four of a kind”."],
    joker_box_required: (f) => [`By the joker rule, score in: ${(f.params.boxes as string[] | undefined)?.join(', ') ?? ''}.`],
    cannot_bank: (f) => [`You can't bank points now. Keep rolling: ${f.what}.`],
  },
  other: ["You can't do that now."],
  hintsPhrase,
  rollPhrase,
  ownRolls,
});

export const { lobby, errors, statusHeader, noGameStatus, lobbyStatus } = lobbyTextIn({
  title: gameTitle,
  titleInList: (title) => title,
  lobby: {
    joinButton: "✋ I'm in",
    startButton: '▶️ Start',
    addBotButton: '🤖 Add a bot',
    playAgainButton: '🔁 Play again',
    openedWithoutSeat: (title) => [
      '🎲 New game of ',
      title,
      '. Moves sent as the group cannot be told apart, so no seat is taken. To play, send /join ',
      'from your own account (not anonymously). Join with /join; start with /startgame (admin).',
    ],
    opened: (title, opener) => ['🎲 New game of ', title, '. ', opener, ' is in. Join with /join; start with /startgame (admin).'],
    alreadyOpen: (title) => `A ${title} lobby is already open. Join: /join; cancel: /endgame (admin).`,
    gameRunning: (title) => `${title} is in progress. One game at a time: wait for it to end or stop it with /endgame (admin).`,
    noLobby: (newgame) => `No lobby is open. Open a game: ${newgame} (admin).`,
    noGame: (newgame) => `No game is running. Open one: ${newgame} (admin).`,
    joined: (players) => ` is in. Players: ${players}.`,
    alreadyJoined: ", you're already in the lobby. Waiting for /startgame.",
    full: (max) => `The lobby is full: ${count(max, PLAYERS)} at most.`,
    left: (players) => ` leaves the lobby. Players: ${players}.`,
    notJoined: ", you're not in the lobby. Join: /join.",
    notEnough: (title, min, have) =>
      `${title} needs at least ${count(min, PLAYERS)}; there ${have === 1 ? 'is' : 'are'} ${have} now. Invite friends: /join.`,
    cancelled: (title, newgame) => `The ${title} lobby is closed. New game: ${newgame}.`,
    started: (title) => `🎲 ${title} begins! Turn order: `,
    ended: (title, newgame) => `The admin ended ${title}. New game: ${newgame}.`,
    nothingToEnd: 'There is no game or lobby right now.',
    kicked: ' is removed from the game by the admin.',
    leftGame: ' leaves the game.',
    notInGame: ", you're not in this game.",
    playerNotFound: (name) => `There is no player "${name}" in this game. Example: /kick Alice.`,
    kickWho: 'Remove whom? Type: /kick <player name>.',
    joinDuringGame: (title) => `${title} is already under way. You can join the next one.`,
    gameOverHint: (game) => `Play again: /newgame ${game}`,
  },
  errors: {
    adminOnly: (command) => `/${command} is for chat admins only.`,
    cannotCheckAdmin: "I can't check your admin rights right now. Try again in a minute.",
    unknownGame: {
      named: (raw) => `I don't know the game "${raw}". `,
      which: 'Which game should I open? ',
      available: (games) => `Available: ${games}. Example: /newgame craps`,
    },
    unknownCommand: (name) => `I don't know the command /${name}. All commands: /help`,
    diceExhausted: 'The preset dice (--dice) have run out: nothing left to roll. Restart with a new list.',
    staleButton: 'This button is out of date — the game has moved on. To see where it stands: /status',
    corruptSession:
      "⚠️ I can't read this chat's saved game — it is damaged. The error is in the log. To start over: /endgame, then /newgame (admin).",
    corruptSessionReset: "This chat's damaged game is deleted. You can start over: /newgame.",
    internal: 'Sorry, something broke on my side. Please try again.',
    storeBusy: 'The store is busy right now, and this message was not saved. Nothing changed — send it again in a couple of seconds.',
  },
  status: {
    game: '🎲 Game: ',
    none: 'No game right now.',
    open: (newgame) => `Open one: ${newgame} (admin). Rules: /rules`,
    lobby: (title) => `${title} lobby. Players:`,
    nobody: 'nobody yet',
    join: 'Join: /join · start: /startgame (admin)',
  },
});

/** The name shown for a player who asked to be forgotten (/forgetme), in place of the marker the store keeps. */
export const forgottenName: string = 'player';
