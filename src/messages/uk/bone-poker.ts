// Ukrainian replies for Bone Poker («Кістяний покер»): кубики й комбінація, перекидання в другому колі, підсумки.
import type { HandRank } from '../../games/bone-poker/index.ts';
import { bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import type * as ru from '../ru/bone-poker.ts';
import { bonePokerMessagesIn } from '../shared/bone-poker.ts';
import { rollPhrase } from './move-hints.ts';

export const HAND_NAMES: typeof ru.HAND_NAMES = {
  nothing: 'нічого',
  pair: 'пара',
  two_pairs: 'дві пари',
  three: 'трійка',
  straight: 'стріт',
  full_house: 'фул-хаус',
  four: 'каре',
  poker: 'покер',
} satisfies Record<HandRank, string>;

function rules(): Rich {
  return lines(
    [bold('🎲 Кістяний покер'), ' — від 2 гравців, 5 кубиків, 2 кола.'],
    [bold('Коло 1:'), ` кожен по черзі кидає п’ять кубиків: «${rollPhrase(5)}».`],
    [
      bold('Коло 2:'),
      ` «Пас» — залишити руку, або назвати кубики за значеннями, «перекидаю 4, 5 і 1», і кинути стільки ж: «${rollPhrase(3)}». Можна перекинути всі п’ять.`,
    ],
    ['Комбінації від слабшої до сильнішої: нічого < пара < дві пари < трійка < стріт (1–5 або 2–6) < фул-хаус < каре < покер.'],
    ['Рівні комбінації — перемагає більша сума п’яти кубиків; рівна й сума — нічия, перемогу ділять.'],
  );
}

export const bonePokerMessages: typeof ru.bonePokerMessages = {
  ...bonePokerMessagesIn({
    title: 'Кістяний покер',
    rules,
    hands: HAND_NAMES,
    sum: (sum) => `, сума ${sum}`,
    passed: (player, hand) => ['✋ ', player, ' — пас: ', ...hand],
    rerolled: (player, kept, dice) => ['🎲 ', player, `: ${kept ? `залишено ${kept}, випало ` : 'усі п’ять наново: '}${dice}`],
    declared: (player, values) => ['🔁 ', player, ` перекидає ${values}.`],
    roundTwo: ['Перше коло закінчено. ', bold('Друге коло:'), ' перекиньте будь-які кубики, назвавши їх, або «Пас».'],
    showdown: 'Підсумки:',
    gameOver: gameOverWords,
    status: {
      over: ['Гру закінчено.'],
      roundOne: ['Коло ', bold('1 з 2'), ': кожен кидає п’ять кубиків'],
      roundTwo: ['Коло ', bold('2 з 2'), ': перекидання названих кубиків або «Пас»'],
      notRolled: ': кидок попереду',
      declared: (values) => `Названо для перекидання: ${values}`,
    },
    buttons: {
      rollAll: { label: '🎲 Кинути п’ять', text: rollPhrase(5) },
      rollNamed: (n) => ({ label: `🎲 Кинути ${n}`, text: rollPhrase(n) }),
      pass: { label: 'Пас', text: 'пас' },
    },
  }),
  names: ['кістяний покер', 'кістяний'],
  // the five-dice roll is the plain phrase here: «покер» after a roll verb is a Russian form the parser knows
  rollPhrases: {},
};
