// The /help text and the /rules index in English.
import { bold, lines } from '../rich.ts';
import type * as ru from '../ru/help.ts';
import { titlesWithIds } from '../shared/common.ts';
import { hintGames, hostsGame, rulesIndexIn } from '../shared/help.ts';
import { gameTitle, ownRolls } from './games.ts';
import { rollPhrase } from './move-hints.ts';

export { COMMAND_DESCRIPTIONS, OPTION_DESCRIPTIONS } from '../shared/command-descriptions.ts';

export const helpText: typeof ru.helpText = () =>
  lines(
    ['🎩 ', bold('The Butler'), ' runs dice games in this chat.'],
    [bold('Rolls'), ' — type in the chat:'],
    [`“${rollPhrase(2, ownRolls('craps'))}” (2) · “${rollPhrase(3)}” · “${rollPhrase(5)}” (5) · “${rollPhrase(1)}” (1)`],
    ['“reroll 4 5 1” · “keep 6 6 6” · “pass” · “stop” · “score full house”'],
    ['Other ways to say it work too: “roll the dice” · “bank” · “score chance” — and moves in Russian or Ukrainian'],
    [bold('Commands')],
    [
      '/newgame <game> — open a game (admin)\n/join — play · /leave — leave\n/startgame — start (admin)\n' +
        '/status — whose turn and the scores\n' +
        `/hint — best move hint (or “hint?”): ${hintGames(gameTitle, { bone_poker: ' in round two' })}` +
        (hostsGame('craps') ? `; in ${gameTitle('craps')} ask “what are my odds this roll?”` : '') +
        '\n' +
        '/rules [game] — rules\n/settings — settings\n' +
        '/kick <player> · /skip · /endgame — admin\n' +
        '/addbot [name] · /removebot [name] — computer player 🤖 (admin, in the lobby)',
    ],
    ['/fair — fair dice · /seed <phrase> — add your phrase to the dice\n/history · /game <number> — game records'],
    ['/stats [player] — statistics · /top [game] — ratings\n/dice — are this chat\'s dice fair · /forgetme — forget me in every record'],
    [`Games: ${titlesWithIds(gameTitle)}.`],
  );

export const rulesIndex: typeof ru.rulesIndex = () => rulesIndexIn("The Butler's games", gameTitle);
