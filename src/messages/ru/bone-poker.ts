// Russian replies for Bone Poker: the dice and the hand they make, round 2 rerolls, the showdown.
// The layout is shared/bone-poker.ts; here are the words.
import type { BonePokerEvent, BonePokerState, HandRank } from '../../games/bone-poker/index.ts';
import { type Button, bold, lines, type Rich } from '../rich.ts';
import { gameOverWords } from './game-over.ts';
import { bonePokerMessagesIn } from '../shared/bone-poker.ts';
import type { GameMessages, RollPhrases } from '../types.ts';
import { rollPhrase } from './move-hints.ts';

/** The roll this game words its own way. */
const OWN_ROLLS: RollPhrases = { 5: 'бросаю покер' };

export const HAND_NAMES: Record<HandRank, string> = {
  nothing: 'ничего',
  pair: 'пара',
  two_pairs: 'две пары',
  three: 'тройка',
  straight: 'стрит',
  full_house: 'фул-хаус',
  four: 'каре',
  poker: 'покер',
};

function rules(): Rich {
  return lines(
    [bold('🎲 Костяной покер'), ' — от 2 игроков, 5 костей, 2 круга.'],
    [bold('Круг 1:'), ' каждый по очереди бросает пять костей: «бросаю покер».'],
    [
      bold('Круг 2:'),
      ' «Пас» — оставить руку, или назвать кости по значениям и бросить столько же: «Перебрасываю 4, 5 и 1, бросаю 3 кости». Можно перебросить все пять.',
    ],
    ['Комбинации от слабой к сильной: ничего < пара < две пары < тройка < стрит (1–5 или 2–6) < фул-хаус < каре < покер.'],
    ['Равные комбинации — побеждает большая сумма пяти костей; равна и сумма — ничья, победу делят.'],
  );
}

const PASS: Button = { label: 'Пас', text: 'Пас' };

export const bonePokerMessages: GameMessages<BonePokerState, BonePokerEvent> = {
  ...bonePokerMessagesIn({
    title: 'Костяной покер',
    rules,
    hands: HAND_NAMES,
    sum: (sum) => `, сумма ${sum}`,
    passed: (player, hand) => ['✋ ', player, ' — пас: ', ...hand],
    rerolled: (player, kept, dice) => ['🎲 ', player, `: ${kept ? `оставлены ${kept}, выпало ` : 'все пять заново: '}${dice}`],
    declared: (player, values) => ['🔁 ', player, ` перебрасывает ${values}.`],
    roundTwo: ['Первый круг окончен. ', bold('Второй круг:'), ' перебросьте любые кости, назвав их, или «Пас».'],
    showdown: 'Итоги:',
    gameOver: gameOverWords,
    status: {
      over: ['Игра окончена.'],
      roundOne: ['Круг ', bold('1 из 2'), ': каждый бросает пять костей'],
      roundTwo: ['Круг ', bold('2 из 2'), ': переброс названных костей или «Пас»'],
      notRolled: ': бросок впереди',
      declared: (values) => `Названы для переброса: ${values}`,
    },
    buttons: {
      rollAll: { label: '🎲 Бросить покер', text: rollPhrase(5, OWN_ROLLS) },
      rollNamed: (n) => ({ label: `🎲 Бросить ${n}`, text: rollPhrase(n, OWN_ROLLS) }),
      pass: PASS,
    },
  }),
  names: ['bone_poker', 'костяной покер', 'костяной', 'кп'],
  rollPhrases: OWN_ROLLS,
};
