export const consoleText = {
  welcome: () =>
    [
      '🎩 The Butler is listening. Write as the players: “alice: roll dice”.',
      '   Another room: “#table2 bob: /status”. Commands: /help. Quit: Ctrl+D.',
    ].join('\n'),
  format: () => 'A line reads “name: text” or “#room name: text”, e.g. “alice: /newgame craps”.',
  image: (path: string) => `   🖼  ${path}`,
  imageFailed: () => '   🖼  The picture could not be drawn; everything it shows is in the text above.',
};
