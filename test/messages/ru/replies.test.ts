// Every kind of reply of every game, once, as a transcript a reviewer reads top to bottom: the player's line, then the
// Butler's answer (or silence). The transcript is committed (replies.txt beside this file) and compared here, so a
// change of wording shows up as a readable diff. Dice are scripted; nothing depends on luck.
// The same transcript is checked for wording that needs a gender (the Butler does not know a player's).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeChat, type TestChat } from '../../helpers/chat.ts';

type Line = readonly [user: string, text: string];

const chats: TestChat[] = [];
afterAll(async () => {
  for (const chat of chats) await chat.close();
});

async function transcript(title: string, dice: number[], lines: readonly Line[]): Promise<string> {
  const chat = await makeChat({ dice, admins: ['alice'] });
  chats.push(chat);
  const out = [`=== ${title}`];
  for (const [user, text] of lines) {
    const said = await chat.say(user, text);
    out.push(`> ${user}: ${text}`);
    out.push(said === null ? '  (тишина)' : said.text.split('\n').map((l) => `  ${l}`).join('\n'));
  }
  if (chat.dice.remaining() !== 0) throw new Error(`${title}: ${chat.dice.remaining()} scripted dice left unused`);
  return out.join('\n');
}

const SCENARIOS: Array<() => Promise<string>> = [
  () =>
    transcript('Без игры: свободный бросок, ошибки, обычная болтовня, настройки', [3, 5], [
      ['alice', 'Ну что, бросаю кости!'],
      ['alice', 'бросаю 6 костей'],
      ['bob', 'хватит спорить'],
      ['bob', 'бросаю курить'],
      ['bob', 'Пас'],
      ['bob', '/status'],
      ['alice', '/settings'],
      ['alice', '/settings бочка открытая'],
      ['alice', '/settings open 50 60'],
      ['alice', '/settings цвет красный'],
      ['alice', '/settings роль 800000000000000030'],
      ['bob', '/settings ямы выкл'],
    ]),
  () =>
    transcript('Лобби', [], [
      ['alice', '/newgame крэпс'],
      ['bob', '/join'],
      ['bob', '/join'],
      ['carol', '/leave'],
      ['bob', '/leave'],
      ['alice', '/startgame'],
      ['bob', '/join'],
      ['alice', '/status'],
      ['alice', '/endgame'],
    ]),
  () =>
    transcript('Крэпс: очки, выбывание, попадание', [2, 2, 1, 1, 3, 3, 4, 3, 3, 3], [
      ['alice', '/newgame craps'],
      ['bob', '/join'],
      ['carol', '/join'],
      ['alice', '/startgame'],
      ['bob', 'бросаю кости'],
      ['alice', 'бросаю 3 кости'],
      ['alice', 'бросаю кости'],
      ['bob', 'бросаю кости'],
      ['carol', 'бросаю кости'],
      ['bob', 'бросаю кости'],
      ['alice', '/kick bob'],
      ['bob', '/leave'],
      ['alice', '/status'],
      ['alice', 'бросаю кости'],
      ['carol', 'бросаю кости'],
    ]),
  () =>
    transcript('Крэпс: натурал с первого броска', [3, 4, 1, 2], [
      ['alice', '/newgame craps'],
      ['bob', '/join'],
      ['alice', '/startgame'],
      ['alice', 'бросаю кости'],
      ['bob', 'бросаю кости'],
    ]),
  () =>
    transcript('Костяной покер', [1, 1, 2, 3, 6, 5, 5, 5, 2, 4, 1, 2], [
      ['alice', '/newgame костяной покер'],
      ['bob', '/join'],
      ['alice', '/startgame'],
      ['alice', 'бросаю покер'],
      ['bob', 'бросаю пять костей'],
      ['alice', 'перебрасываю 7'],
      ['alice', 'Перебрасываю 6 и 6'],
      ['alice', 'пас, хотя нет, перебрасываю шестёрку'],
      ['alice', 'перебрасываю двойку и тройку'],
      ['alice', 'бросаю три кости'],
      ['alice', 'бросаю пару костей'],
      ['bob', '/status'],
      ['bob', 'Пас, оставляю'],
    ]),
  () =>
    transcript('Покер у кости', [1, 3, 3, 5, 6, 3, 2, 6, 6, 6, 4, 4, 2, 3, 3, 5, 6], [
      ['alice', '/newgame dice_poker'],
      ['bob', '/join'],
      ['alice', '/startgame'],
      ['alice', 'в шанс'],
      ['alice', 'бросаю пять костей'],
      ['alice', 'Перебрасываю 2 и 2'],
      ['alice', 'перебрасываю единицу и шестёрку, бросаю две кости'],
      ['alice', 'в стрит'],
      ['alice', 'в тройки, нет, в четверки'],
      ['alice', 'пишу в шанс'],
      ['bob', 'бросаю все кости'],
      ['bob', 'Записываю: фул-хаус'],
      ['alice', 'бросаю 5 костей'],
      ['alice', 'оставляю 3 и 3'],
      ['alice', 'записываю в шанс'],
      ['alice', 'записываю в банк'],
      ['alice', '/status'],
      ['bob', '/leave'],
    ]),
  () =>
    transcript('Тысяча', [1, 5, 2, 3, 4, 1, 1, 1, 2, 3, 4, 6, 6, 1, 1, 1, 5, 5, 1, 2, 3, 4, 6], [
      ['alice', '/newgame тысяча'],
      ['bob', '/join'],
      ['alice', '/startgame'],
      ['alice', 'бросаю пять костей'],
      ['alice', 'ну хватит'],
      ['alice', 'бросаю 3 кости'],
      ['alice', 'Хватит'],
      ['alice', 'бросаю 5 костей'],
      ['bob', 'бросаю покер'],
      ['bob', 'бросаю все кости'],
      ['bob', 'хватит пожалуй'],
      ['alice', '/status'],
      ['alice', '/leave'],
    ]),
];

describe('every reply of every game, once', () => {
  it('GIVEN every kind of reply of every game WHEN they are rendered in order THEN they read as the committed transcript (test/messages/ru/replies.txt)', async () => {
    const parts: string[] = [];
    for (const scenario of SCENARIOS) parts.push(await scenario());
    const text = `${parts.join('\n\n')}\n`;
    await expect(text).toMatchFileSnapshot('./replies.txt');
  });
});

// ---- the Butler does not know a player's gender ----

/**
 * Masculine-only past tenses and "(а)" forms: a word ending in -ал/-ил/-ел/-ёл/-ял/-ул/-ыл (-ся) followed by a space
 * or punctuation, and the hedges "(а)", "него/неё". Words that only look like one are listed: nouns ("натурал",
 * "финал") and the Butler speaking of itself ("Я сообщил", "не нашёл" — the Butler is «Дворецкий»).
 */
const MASCULINE_PAST = /(?<![\p{L}])[а-яё]{2,}(?:ал|ил|ел|ёл|ял|ул|ыл)(?:ся)?(?![\p{L}])|\(а\)|него\/неё/giu;
const NOT_ABOUT_A_PLAYER = new Set([
  // nouns
  'натурал',
  'финал',
  'оригинал', // a word an admin types for a setting's value (settings.ts, settingAliases)
  'журнал',
  'канал',
  'самосвал',
  'номинал',
  'интервал',
  'чисел',
  // agreeing with a noun, not a person: "остался 1 бросок", "Остался один игрок"
  'остался',
  // the Butler about itself
  'сообщил',
  'нашёл',
  'нашел',
]);

function masculinePast(text: string): string[] {
  return [...text.matchAll(MASCULINE_PAST)].map((m) => m[0]).filter((w) => !NOT_ABOUT_A_PLAYER.has(w.toLowerCase()));
}

describe('wording that needs no gender', () => {
  it('GIVEN the transcript WHEN it is searched for gendered wording THEN no reply holds a masculine-only past tense or an «(а)» form', () => {
    const replies = readFileSync(new URL('./replies.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('> '))
      .join('\n');
    expect(masculinePast(replies)).toEqual([]);
  });

  it('GIVEN the Russian message modules WHEN their text is searched THEN no line holds gendered wording either (also the replies no scenario reaches)', () => {
    const dir = new URL('../../../src/messages/ru/', import.meta.url);
    const found: string[] = [];
    for (const file of readdirSync(dir)) {
      const source = readFileSync(join(dir.pathname, file), 'utf8');
      // only the text people read: string literals, not comments
      const literals = source
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
        .join('\n')
        .match(/'[^'\n]*'|`[^`]*`/g) ?? [];
      for (const word of masculinePast(literals.join('\n'))) found.push(`${file}: ${word}`);
    }
    expect(found).toEqual([]);
  });

  it('GIVEN gendered sample lines WHEN the check runs on them THEN it catches what it must', () => {
    expect(masculinePast('alice вышел из игры')).toEqual(['вышел']);
    expect(masculinePast('bob пропустил(а) ход')).toEqual(['пропустил', '(а)']);
    expect(masculinePast('alice выходит из игры. Ход за bob.')).toEqual([]);
  });
});
