// The lobby, the Butler's errors and the status without a game, for every language: the game's title (bold where it
// heads a line), the mentions, the /newgame list and the list of players are put in here; each language
// (messages/<lang>/common.ts) gives the sentences around them.
import type { GameId } from '../../games/types.ts';
import { mentionList } from '../mentions.ts';
import { bold, lines, mention, type Button, type PlayerRef, type Rich, type Span } from '../rich.ts';
import { newgameList, titlesWithIds } from './common.ts';
import { gameIds } from '../../core/hosted-games.ts';

export interface LobbyWords {
  title(game: GameId): string;
  /** a title as the list of games writes it ("крэпс (craps)" in Russian, "Craps (craps)" in English) */
  titleInList(title: string): string;
  lobby: {
    joinButton: string;
    /** the lobby's other buttons, so a game can be opened and started by taps alone (issue 51) */
    startButton: string;
    addBotButton: string;
    /** under the game-over reply: open the same game again */
    playAgainButton: string;
    /** an anonymous group admin opened the game: nobody is seated */
    openedWithoutSeat(title: Span): Rich;
    opened(title: Span, opener: Span): Rich;
    alreadyOpen(title: string): string;
    gameRunning(title: string): string;
    noLobby(newgame: string): string;
    noGame(newgame: string): string;
    /** the sentences that follow a player's mention */
    joined(players: number): string;
    alreadyJoined: string;
    left(players: number): string;
    notJoined: string;
    kicked: string;
    leftGame: string;
    notInGame: string;
    full(max: number): string;
    notEnough(title: string, min: number, have: number): string;
    cancelled(title: string, newgame: string): string;
    /** before the players in turn order */
    started(title: string): string;
    ended(title: string, newgame: string): string;
    nothingToEnd: string;
    playerNotFound(name: string): string;
    kickWho: string;
    joinDuringGame(title: string): string;
    gameOverHint(game: GameId): string;
  };
  errors: {
    adminOnly(command: string): string;
    cannotCheckAdmin: string;
    unknownGame: { named(raw: string): string; which: string; available(games: string): string };
    unknownCommand(name: string): string;
    diceExhausted: string;
    staleButton: string;
    corruptSession: string;
    corruptSessionReset: string;
    internal: string;
    storeBusy: string;
  };
  status: {
    /** before the bold title */
    game: string;
    none: string;
    open(newgame: string): string;
    lobby(title: string): string;
    nobody: string;
    join: string;
  };
}

export function lobbyTextIn(w: LobbyWords) {
  const { title } = w;
  const said = (sentence: string) => (): Rich => [sentence];
  const after = (sentence: string) => (player: PlayerRef): Rich => [mention(player), sentence];
  const l = w.lobby;
  const e = w.errors;

  const lobby = {
    joinButton: (): Button => ({ label: l.joinButton, text: '/join' }),
    /** open the same game again (the game-over reply's button) */
    playAgainButton: (game: GameId): Button => ({ label: l.playAgainButton, text: `/newgame ${game}` }),
    /** open a game: one button per game, when /newgame names none (or one it does not know) */
    gameButtons: (): Button[] => gameIds().map((game) => ({ label: title(game), text: `/newgame ${game}` })),
    /** join, start (admins; refused to others like the typed command), seat a computer player */
    lobbyButtons: (): Button[] => [
      { label: l.joinButton, text: '/join' },
      { label: l.startButton, text: '/startgame' },
      { label: l.addBotButton, text: '/addbot' },
    ],
    openedWithoutSeat: (game: GameId): Rich => l.openedWithoutSeat(bold(title(game))),
    opened: (game: GameId, opener: PlayerRef): Rich => l.opened(bold(title(game)), mention(opener)),
    alreadyOpen: (game: GameId): Rich => [l.alreadyOpen(title(game))],
    gameRunning: (game: GameId): Rich => [l.gameRunning(title(game))],
    noLobby: (): Rich => [l.noLobby(newgameList())],
    noGame: (): Rich => [l.noGame(newgameList())],
    joined: (user: PlayerRef, count: number): Rich => [mention(user), l.joined(count)],
    alreadyJoined: after(l.alreadyJoined),
    full: (max: number): Rich => [l.full(max)],
    left: (user: PlayerRef, players: number): Rich => [mention(user), l.left(players)],
    notJoined: after(l.notJoined),
    notEnough: (game: GameId, min: number, have: number): Rich => [l.notEnough(title(game), min, have)],
    cancelled: (game: GameId): Rich => [l.cancelled(title(game), newgameList())],
    started: (game: GameId, players: PlayerRef[]): Rich => [l.started(title(game)), ...mentionList(players), '.'],
    ended: (game: GameId): Rich => [l.ended(title(game), newgameList())],
    nothingToEnd: said(l.nothingToEnd),
    kicked: after(l.kicked),
    leftGame: after(l.leftGame),
    notInGame: after(l.notInGame),
    playerNotFound: (name: string): Rich => [l.playerNotFound(name)],
    kickWho: said(l.kickWho),
    joinDuringGame: (game: GameId): Rich => [l.joinDuringGame(title(game))],
    gameOverHint: (game: GameId): Rich => [l.gameOverHint(game)],
  };

  const errors = {
    adminOnly: (command: string): Rich => [e.adminOnly(command)],
    cannotCheckAdmin: said(e.cannotCheckAdmin),
    unknownGame: (raw: string): Rich => [
      raw ? e.unknownGame.named(raw) : e.unknownGame.which,
      e.unknownGame.available(titlesWithIds((id) => w.titleInList(title(id)))),
    ],
    unknownCommand: (name: string): Rich => [e.unknownCommand(name)],
    diceExhausted: said(e.diceExhausted),
    staleButton: said(e.staleButton),
    corruptSession: said(e.corruptSession),
    corruptSessionReset: said(e.corruptSessionReset),
    internal: said(e.internal),
    /** the store stayed locked past the bounded wait: nothing was applied, the same message may be sent again */
    storeBusy: said(e.storeBusy),
  };

  const statusHeader = (game: GameId): Rich => [w.status.game, bold(title(game))];
  const noGameStatus = (): Rich => lines([w.status.none], [w.status.open(newgameList())]);
  const lobbyStatus = (game: GameId, players: PlayerRef[]): Rich =>
    lines([w.status.lobby(title(game))], players.length ? mentionList(players) : [w.status.nobody], [w.status.join]);

  return { lobby, errors, statusHeader, noGameStatus, lobbyStatus };
}
