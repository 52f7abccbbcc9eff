// The slash commands as the platforms' menus describe them in English (Discord allows 100 characters).
import type { GameId } from '../../games/types.ts';

export const commandMenu = {
  commands: {
    newgame: 'Open a game lobby (admin)',
    join: 'Join the open game',
    leave: 'Leave the game',
    startgame: 'Start the game (admin)',
    endgame: 'End the game or lobby (admin)',
    status: 'Whose turn it is and the scores',
    hint: 'Best move hint (Dice Poker, 1000)',
    rules: 'Game rules',
    kick: 'Remove a player (admin)',
    settings: 'Chat settings',
    addbot: 'Seat a computer player 🤖 (admin)',
    removebot: 'Remove a computer player (admin)',
    skip: 'Skip a silent player’s turn (admin)',
    help: 'How to play with the Butler',
    seed: 'Add your own phrase to the game’s dice',
    fair: 'How to check the dice',
    history: 'Recent games in this chat',
    game: 'One game’s record',
    stats: 'Player statistics',
    top: 'Player leaderboard',
    dice: 'Are the dice fair? Face statistics',
    forgetme: 'Remove your name from the records',
  } as Record<string, string>,
  options: {
    game: 'Game',
    player: 'Player',
    key: 'Setting',
    value: 'Value',
    name: 'Name',
    text: 'Phrase',
    id: 'Game number',
  } as Record<string, string>,
  games: {
    craps: 'Craps',
    bone_poker: 'Bone Poker',
    dice_poker: 'Dice Poker',
    thousand: 'Thousand (1000)',
  } as Record<GameId, string>,
};
