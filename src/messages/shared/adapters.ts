// What the Discord adapter and the computer players say, for every language: the 🎩 and the mentions, the list of
// missing permissions and of seated bots are put in here; each language (discord.ts, bots.ts) gives the sentences.
import { mention, type PlayerRef, type Rich, type Span } from '../rich.ts';

export interface DiscordWords {
  nothingToSay: string;
  guildOnly: string;
  /** the sentence around the list of missing permissions */
  cannotPost: { before: string; after: string };
  /** a permission's name as the language's Discord shows it, quoted */
  permission(name: string): string;
}

export function discordTextIn(w: DiscordWords) {
  return {
    /** A slash command or a button that the Butler had nothing to say about (e.g. the same interaction twice). */
    nothingToSay: (): Rich => [`🎩 ${w.nothingToSay}`],
    /** A command used outside a server (DMs): the Butler keeps one table per server channel. */
    guildOnly: (): Rich => [`🎩 ${w.guildOnly}`],
    /**
     * Said only to the person who typed a command where the Butler cannot post: the table could not be played there.
     * `missing` are permission flag names (ViewChannel, SendMessages, …).
     */
    cannotPost: (missing: readonly string[]): Rich => [`🎩 ${w.cannotPost.before}`, missing.map(w.permission).join(', '), w.cannotPost.after],
  };
}

export interface BotWords {
  /** after the bot's mention */
  added(players: number): string;
  removed(players: number): string;
  lobbyOnly: string;
  noLobby: string;
  nameTaken(name: string): string;
  badName: string;
  noBots: string;
  /** `bots`: the seated bots' names as a list; `example`: the first of them */
  notFound(name: string, bots: string, example: string): string;
  needsPerson: string;
  thinking(bot: Span): Rich;
  note: string;
  pace: string;
}

export function botTextIn(w: BotWords) {
  return {
    added: (bot: PlayerRef, count: number): Rich => [mention(bot), w.added(count)],
    removed: (bot: PlayerRef, count: number): Rich => [mention(bot), w.removed(count)],
    lobbyOnly: (): Rich => [w.lobbyOnly],
    noLobby: (): Rich => [w.noLobby],
    nameTaken: (name: string): Rich => [w.nameTaken(name)],
    badName: (): Rich => [w.badName],
    noBots: (): Rich => [w.noBots],
    notFound: (name: string, bots: string[]): Rich => [w.notFound(name, bots.join(', '), bots[0]!)],
    needsPerson: (): Rich => [w.needsPerson],
    /** The next-move line when a bot is to move: people need not type anything. */
    thinking: (bot: PlayerRef): Rich => w.thinking(mention(bot)),
    /** One line for the rules and the lobby's /status. */
    note: (): Rich => [w.note],
    /** /status of a game with bots: they move by themselves (after the channel's bot_delay). */
    pace: (): Rich => [w.pace],
  };
}

export interface TelegramWords {
  /** the privacy-mode warning: the bold head, then what it means, the fix, and its two ways */
  privacy: { head: string; onlyCommands: string; fix: string; makeAdmin: string; botFather(botUsername: string): string };
  /** the greeting when added to a group: the bold head, the games, how to start, how to move, and "all set" */
  greeting: { head: string; games: string; start: string; moves: string; allSet: string };
  promoted: string;
  anonymousMove: Rich;
  staleMove(minutes: number): Rich;
  unknownButton: string;
}

export function telegramTextIn(w: TelegramWords) {
  const p = w.privacy;
  const g = w.greeting;
  /**
   * Said once per group when the bot sees it cannot read ordinary messages (privacy mode on and not an admin):
   * commands reach it, roll phrases do not.
   */
  const privacyMode = (botUsername: string): Rich => [
    '⚠️ ',
    { bold: p.head },
    ` ${p.onlyCommands}\n`,
    `${p.fix}\n`,
    `• ${p.makeAdmin}\n`,
    `• ${p.botFather(botUsername)}`,
  ];
  return {
    privacyMode,
    /**
     * Said once when the Butler is added to a group: what it does, how to start, and whether it can hear the chat
     * (`canRead` false = privacy mode on and not an admin: only commands reach it, then the fix follows).
     */
    greeting: (botUsername: string, canRead: boolean): Rich => [
      '🎩 ',
      { bold: g.head },
      ` ${g.games}\n`,
      `${g.start} `,
      `${g.moves}\n`,
      ...(canRead ? [`✅ ${g.allSet}`] : privacyMode(botUsername)),
    ],
    /** Made an admin: whatever privacy mode says, every message now reaches the Butler. */
    promoted: (): Rich => [`✅ ${w.promoted}`],
    /** No longer an admin while privacy mode is on: only commands will reach it from now on. */
    demotedDeaf: (botUsername: string): Rich => privacyMode(botUsername),
    /** A move sent "as the group" (anonymous admin): the Butler cannot tell whose move it is. */
    anonymousMove: (): Rich => w.anonymousMove,
    /** A move that waited in Telegram while the Butler was offline, older than the stale-move limit. */
    staleMove: (minutes: number): Rich => w.staleMove(minutes),
    /** A callback button this process cannot read any more (sent before a restart, or not ours). */
    unknownButton: (): Rich => [w.unknownButton],
  };
}
