export const consoleText = {
  welcome: () =>
    [
      '🎩 The Butler is listening. Write as the players: “alice: roll dice”.',
      '   Another room: “#table2 bob: /status”. Commands: /help. Quit: Ctrl+D.',
    ].join('\n'),
  format: () => 'A line reads “name: text” or “#room name: text”, e.g. “alice: /newgame craps”.',
  image: (path: string) => `   🖼  ${path}`,
  imageFailed: () => '   🖼  The picture could not be drawn; everything it shows is in the text above.',
  tray: () => '   🎲 tray:',
  noTray: (key: string) => `No dice tray here with a button “${key}”: [tap 1]…[tap 5] the dice, [tap roll] roll, [tap best] best keep, [tap a] a move beside.`,
};
