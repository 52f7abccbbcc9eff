// Pig's words in each language: a test game brings its own, as a shipped game's module does (messages/<lang>/<game>.ts).
import type { Language } from '../../../src/core/language.ts';
import { faces } from '../../../src/messages/dice-faces.ts';
import { bold, lines, mention, type Rich } from '../../../src/messages/rich.ts';
import type { GameMessages, RenderContext } from '../../../src/messages/types.ts';
import { PIG_GOAL, type PigEvent, type PigState } from './engine.ts';

interface Words {
  title: string;
  rules: string;
  rolled: string;
  turn: string;
  bust: (lost: number) => string;
  bank: (banked: number, score: number) => string;
  won: string;
  scores: string;
  hint: (bank: boolean) => string;
}

const WORDS: Record<Language, Words> = {
  ru: {
    title: 'Свинья',
    rules: `одна кость; единица сжигает очки хода, «хватит» их записывает. Кто первым наберёт ${PIG_GOAL}, тот и выиграл.`,
    rolled: 'бросает',
    turn: 'за ход',
    bust: (lost) => `единица! Сгорело ${lost}.`,
    bank: (banked, score) => `записано ${banked}, всего ${score}.`,
    won: 'побеждает!',
    scores: 'Очки',
    hint: (bank) => (bank ? 'Пора сказать «хватит».' : 'Бросайте ещё.'),
  },
  uk: {
    title: 'Свиня',
    rules: `один кубик; одиниця спалює очки ходу, «досить» їх записує. Хто першим набере ${PIG_GOAL}, той і виграв.`,
    rolled: 'кидає',
    turn: 'за хід',
    bust: (lost) => `одиниця! Згоріло ${lost}.`,
    bank: (banked, score) => `записано ${banked}, усього ${score}.`,
    won: 'перемагає!',
    scores: 'Очки',
    hint: (bank) => (bank ? 'Час сказати «досить».' : 'Кидайте ще.'),
  },
  en: {
    title: 'Pig',
    rules: `one die; a 1 burns the turn's points, “enough” banks them. First to ${PIG_GOAL} wins.`,
    rolled: 'rolls',
    turn: 'this turn',
    bust: (lost) => `a one! ${lost} lost.`,
    bank: (banked, score) => `banked ${banked}, ${score} in all.`,
    won: 'wins!',
    scores: 'Scores',
    hint: (bank) => (bank ? 'Time to bank.' : 'Roll again.'),
  },
};

/** The advice /hint gives: bank once the turn is worth 10 or reaches the goal. */
export function pigShouldBank(state: PigState, player: string): boolean {
  return state.turn >= 10 || (state.scores[player] ?? 0) + state.turn >= PIG_GOAL;
}

export function pigHintText(language: Language, bank: boolean): Rich {
  return [WORDS[language].hint(bank)];
}

function scoresLine(w: Words, state: PigState, ctx: RenderContext): Rich {
  const parts = Object.entries(state.scores).flatMap(([p, s], i): Rich => [...(i ? [', '] : []), mention(ctx.player(p)), ` ${s}`]);
  return [`${w.scores}: `, ...parts];
}

function wordsIn(language: Language): GameMessages<PigState, PigEvent> {
  const w = WORDS[language];
  return {
    title: w.title,
    names: ['pig', 'свинья', 'свиня'],
    rules: () => lines([bold(`🐷 ${w.title}`), ` — ${w.rules}`]),
    events(events, after, ctx) {
      return lines(
        ...events.map((event): Rich | null => {
          switch (event.type) {
            case 'roll':
              return [mention(ctx.player(event.player)), ` ${w.rolled} ${faces(event.dice)}`, ...(after.turn > 0 ? [` · ${after.turn} ${w.turn}`] : [])];
            case 'pig_bust':
              return [w.bust(event.lost)];
            case 'pig_bank':
              return [w.bank(event.banked, event.score)];
            case 'game_over':
              return lines([bold('🏆 '), ...event.winners.map((p) => mention(ctx.player(p))), ` ${w.won}`], scoresLine(w, after, ctx));
            default:
              return null;
          }
        }),
      );
    },
    status: (state, ctx) => lines(scoresLine(w, state, ctx), state.turn > 0 ? [`${state.turn} ${w.turn}`] : null),
  };
}

export const PIG_WORDS: Record<Language, GameMessages<PigState, PigEvent>> = { ru: wordsIn('ru'), uk: wordsIn('uk'), en: wordsIn('en') };
