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
