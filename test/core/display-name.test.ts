// Names that try to steer the text's direction: an override (U+202E) would show the rest of a reply's line
// backwards. Every door a name is shown through drops the controls, and a right-to-left name is isolated (FSI…PDI)
// so that it cannot reorder the words and numbers beside it: a console reply, a Telegram and a Discord reply, a
// picture's text, a statistics line.
import { describe, expect, it } from 'vitest';
import { bidiSafeText, displayName, FSI, PDI } from '../../src/core/display-name.ts';
import { Butler } from '../../src/butler.ts';
import { scriptedDiceSource } from '../../src/dice/scripted-dice.ts';
import { silentLogger } from '../../src/log.ts';
import { MemorySessionStore } from '../../src/storage/memory-store.ts';
import { renderConsoleReply } from '../../src/adapters/console/render.ts';
import { renderHtml } from '../../src/adapters/telegram/render-html.ts';
import { richToMarkdown } from '../../src/adapters/discord/render-markdown.ts';
import { nameOf } from '../../src/images/canvas.ts';
import { shownName } from '../../src/commands/queries/shown-names.ts';
import { textFor } from '../../src/messages/index.ts';
import { parseConsoleLine } from '../../src/adapters/console/parse-line.ts';

const RLO = '\u202E';
const CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const EVIL = `${RLO}evil`;
const HEBREW = 'דוד';

describe('displayName', () => {
  it('GIVEN names with bidi controls WHEN shown THEN the controls are gone; a right-to-left name is isolated, a left-to-right one unchanged', () => {
    expect(displayName(EVIL)).toBe('evil');
    expect(displayName('\u2066a\u200Fb\u202Ac')).toBe('abc');
    expect(displayName(HEBREW)).toBe(`${FSI}${HEBREW}${PDI}`);
    expect(displayName(`${RLO}${HEBREW}${PDI}${PDI}`)).toBe(`${FSI}${HEBREW}${PDI}`);
    expect(displayName(displayName(HEBREW))).toBe(displayName(HEBREW));
    expect(displayName('alice Smith')).toBe('alice Smith');
  });

  it('GIVEN a reply text with an override and unbalanced isolates WHEN it leaves THEN only isolates closed on their line stay', () => {
    expect(bidiSafeText(`a ${RLO}b`)).toBe('a b');
    expect(bidiSafeText(`${FSI}x${PDI} \u2067y\nz${PDI}`)).toBe(`${FSI}x${PDI} y\nz`);
  });
});

describe('a name with U+202E in what the Butler shows', () => {
  const join = async (players: { id: string; name: string }[]) => {
    const butler = new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([2, 5]), logger: silentLogger });
    const say = (user: { id: string; name: string }, text: string) => butler.handle({ chat: 'console:bidi', user, text, isAdmin: () => true });
    await say(players[0]!, '/newgame craps');
    for (const p of players.slice(1)) await say(p, '/join');
    return (await say(players[0]!, '/startgame'))!;
  };

  it('GIVEN players named with an override and in Hebrew WHEN the game starts THEN the console, Telegram and Discord replies carry no override and the Hebrew name isolated', async () => {
    const reply = await join([{ id: 'u1', name: EVIL }, { id: 'u2', name: HEBREW }, { id: 'u3', name: 'carol' }]);
    const consoleText = renderConsoleReply('bidi', reply, false);
    for (const text of [consoleText, renderHtml(reply.rich), richToMarkdown(reply.rich)]) {
      expect(text).not.toContain(RLO);
      expect(text).toContain('evil');
      expect(text).toContain(`${FSI}${HEBREW}${PDI}`);
      // no control but the isolates around the Hebrew name
      expect(text.replaceAll(`${FSI}${HEBREW}${PDI}`, HEBREW)).not.toMatch(CONTROLS);
    }
  });

  it("GIVEN such names WHEN a picture draws them or a record's line shows them THEN the override is gone", () => {
    expect(nameOf({ u1: EVIL }, 'u1')).toBe('evil');
    expect(shownName(EVIL, textFor('en'))).toBe('evil');
    expect(shownName(HEBREW, textFor('en'))).toBe(`${FSI}${HEBREW}${PDI}`);
  });
});

describe('names that differ only in characters that show nothing (issue 49)', () => {
  const ZWSP = '\u200B';
  it('GIVEN zero-width spaces, joiners, a soft hyphen, a word joiner, odd spaces or a decomposed letter WHEN shown THEN the name is the one it looks like', () => {
    expect(displayName(`ali${ZWSP}ce`)).toBe('alice');
    expect(displayName('al\u00ADi\u2060c\u200Ce\uFEFF')).toBe('alice');
    expect(displayName('a\uFE0Flice')).toBe('alice');
    expect(displayName('alice\u00A0\u2003 Smith\u3164')).toBe('alice Smith');
    expect(displayName('Rene\u0301')).toBe('Ren\u00E9');
    expect(displayName(`${ZWSP}\u2800${ZWSP}`)).toBe('…'); // a name of nothing visible still shows something
    // emoji keep what they are made of
    for (const emoji of ['👨\u200D👩\u200D👧', '🧑🏽\u200D💻', '❤\uFE0F\u200D🔥', '1\uFE0F\u20E3', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}']) {
      expect(displayName(`${emoji} Ann`)).toBe(`${emoji} Ann`);
    }
  });

  it('GIVEN a player named «ali<ZWSP>ce» beside alice WHEN the game starts THEN every door shows the two names alike, with no invisible character; a picture and a record line too', async () => {
    const butler = new Butler({ store: new MemorySessionStore(), dice: scriptedDiceSource([2, 5]), logger: silentLogger });
    const say = (user: { id: string; name: string }, text: string) => butler.handle({ chat: 'console:zw', user, text, isAdmin: () => true });
    await say({ id: 'u1', name: 'alice' }, '/newgame craps');
    await say({ id: 'u2', name: `ali${ZWSP}ce` }, '/join');
    const reply = (await say({ id: 'u1', name: 'alice' }, '/startgame'))!;
    for (const text of [renderConsoleReply('zw', reply, false), renderHtml(reply.rich), richToMarkdown(reply.rich)]) {
      expect(text).not.toContain(ZWSP);
    }
    expect(nameOf({ u2: `ali${ZWSP}ce` }, 'u2')).toBe('alice');
    expect(shownName(`ali${ZWSP}ce`, textFor('en'))).toBe('alice');
  });

  it('GIVEN the console WHEN a line is typed as «ali<ZWSP>ce: …» THEN it is alice speaking (the typed name is the id), and a name of nothing visible is no speaker', () => {
    expect(parseConsoleLine(`ali${ZWSP}ce: бросаю кости`)).toMatchObject({ user: 'alice' });
    expect(parseConsoleLine(`${ZWSP}${ZWSP}: бросаю кости`)).toBeNull();
  });
});
