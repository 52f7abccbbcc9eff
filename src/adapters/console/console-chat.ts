// The local console chat: several people typed as `name: text`, rooms as `#room name: text`.
// Interactive with a prompt on a terminal; with piped input it handles every line in order and exits at the end.
import { createInterface } from 'node:readline';
import type { Butler } from '../../butler.ts';
import { textFor } from '../../messages/index.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../core/language.ts';
import { drained, outputFull } from './backpressure.ts';
import { parseConsoleDie, parseConsoleLine, splitLineId } from './parse-line.ts';
import { renderConsoleReply } from './render.ts';
import type { ConsoleImages } from './images.ts';
import { CHAT_KEY_PREFIX } from '../../core/chat-key.ts';
import type { Reply } from '../../core/reply.ts';
import type { Button } from '../../core/rich.ts';
import { readTrayCode } from '../../core/tray.ts';
import { isTray, parseConsoleTap, trayButton } from './tray.ts';

export interface ConsoleChatOptions {
  butler: Butler;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  json: boolean;
  /**
   * Every line starts with an update id (`17 alice: бросаю кости`): a line sent again with the same id — after a
   * crash, say — is applied once, and the channel's latest one is answered again. JSON replies carry the id.
   */
  ids?: boolean;
  /** null = everyone is an admin */
  admins: string[] | null;
  interactive: boolean;
  /** `--images DIR`: reply pictures are written there and their paths printed */
  images?: ConsoleImages;
  /** aborted (SIGTERM, SIGINT: ops/stop-signals.ts): the chat ends as at the end of its input */
  stop?: AbortSignal;
  /** `--lang`: every room's language until its admins set one (null/absent = Russian) */
  language?: Language | null;
}

/** Runs until the input ends; how many lines it read (none: the input was empty). */
export async function runConsoleChat(options: ConsoleChatOptions): Promise<{ lines: number }> {
  const { butler, output, json, admins, interactive } = options;
  if (options.stop?.aborted) return { lines: 0 };
  const write = (text: string) => output.write(`${text}\n`);
  // The console's own lines speak --lang; each room's replies speak the room's language (it starts as --lang).
  const { consoleText } = textFor(options.language ?? DEFAULT_LANGUAGE).console;
  const platformLanguage = options.language ? { language: options.language, from: 'place' as const } : undefined;
  // On a terminal readline needs the output to show the prompt and echo what is typed.
  const rl = createInterface({
    input: options.input,
    output: interactive ? output : undefined,
    terminal: interactive,
    crlfDelay: Infinity,
  });
  // Each room's latest dice tray, pressed by `name: [tap …]` lines (tray.ts).
  const trays = new Map<string, Button[]>();
  const remember = (room: string, reply: Reply) => {
    if (isTray(reply.buttons)) trays.set(room, reply.buttons);
  };
  // Reminders and timeout notices arrive between lines typed by people.
  butler.addOutlet(CHAT_KEY_PREFIX.console, async (reply) => {
    remember(reply.chat.slice(CHAT_KEY_PREFIX.console.length), reply);
    write(renderConsoleReply(reply.chat.slice(CHAT_KEY_PREFIX.console.length), reply, json, undefined, consoleText.tray()));
    await options.images?.show(reply, write, butler.textOf(reply.chat));
    if (interactive) rl.prompt(true);
  });
  const stopClock = butler.startClock();
  // Ctrl+C ends the chat like Ctrl+D (readline would only pause); every game is already saved. So does a stop
  // signal: the line in hand is answered, no further line is read.
  rl.on('SIGINT', () => rl.close());
  options.stop?.addEventListener('abort', () => rl.close(), { once: true });
  if (interactive) {
    write(consoleText.welcome());
    rl.setPrompt('> ');
    rl.prompt();
  }
  let lines = 0;
  // A die typed as `🎲5` stands for the message Telegram would send: numbered like one, in the order typed.
  let dieMessages = 0;
  for await (const raw of rl) {
    lines++;
    const withId = options.ids ? splitLineId(raw) : null;
    const line = options.ids && !withId ? null : parseConsoleLine(withId ? withId.rest : raw);
    if (!line) {
      if (raw.trim() && !json) write(consoleText.format());
    } else {
      const die = parseConsoleDie(line.text);
      const key = parseConsoleTap(line.text);
      const pressed = key === null ? null : trayButton(trays.get(line.room) ?? [], key);
      const tap = pressed?.tap === undefined ? null : readTrayCode(pressed.tap);
      if (key !== null && !tap) {
        write(consoleText.noTray(key));
        if (interactive) rl.prompt();
        continue;
      }
      const reply = await butler.handle({
        chat: `${CHAT_KEY_PREFIX.console}${line.room}`,
        user: { id: line.user, name: line.user },
        text: line.text,
        ...(die ? { die: { ...die, messageId: ++dieMessages } } : {}),
        ...(tap ? { tap } : {}),
        updateId: withId ? `${CHAT_KEY_PREFIX.console}${withId.id}` : undefined,
        isAdmin: () => admins === null || admins.includes(line.user),
        ...(platformLanguage ? { platformLanguage } : {}),
      });
      if (reply) {
        remember(line.room, reply);
        write(renderConsoleReply(line.room, reply, json, withId?.id, consoleText.tray()));
        await options.images?.show(reply, write, butler.textOf(reply.chat));
      }
      // Computer players' moves that are due now (all of them with --bot-delay 0) follow the line that led to them.
      await butler.settle(`${CHAT_KEY_PREFIX.console}${line.room}`);
    }
    if (interactive) rl.prompt();
    // A slow reader: take no further line until the replies so far have left the process (see backpressure.ts).
    if (outputFull(output)) {
      rl.pause();
      await drained(output);
      rl.resume();
    }
  }
  await stopClock();
  await drained(output);
  return { lines };
}
