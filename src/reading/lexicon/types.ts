// What the phrase grammar needs to know about one language: its words, as data. The patterns (../grammar/*) are the
// same for every language; a new language is a new lexicon file added to ./index.ts.
import type { DicePokerBox } from '../intent.ts';

/** Every word is folded (lower case, ё written е) and apostrophes are written "'" (see tokens.ts lexiconKey). */
export interface Lexicon {
  /** "бросаю" — a roll phrase starts with one of these */
  rollVerbs: readonly string[];
  /** "перебрасываю" — names the dice to roll again */
  rerollVerbs: readonly string[];
  /** "оставляю" — names the dice to keep (the rest are rolled again) */
  keepVerbs: readonly string[];
  /** "записываю", "пишу", "ставлю" — writes the hand into a Dice Poker box */
  scoreVerbs: readonly string[];
  /**
   * The score verbs after which "в" + an unknown name is still a (refused) score: "записываю в банк" gets the list
   * of free boxes, while "пишу в чат" is ordinary chat.
   */
  scoreVerbsAnyName: readonly string[];
  /** words that may stand between a score verb and the box: "в", "у", "графу", "клетку" */
  scoreLinks: readonly string[];
  /** the preposition that alone, as the whole message, means "write into": "в каре" */
  wholeMessageLinks: readonly string[];
  /** words that may stand between two box names offered at once: "в тройки, нет, в четверки" */
  boxAlternatives: readonly string[];
  /** "пас", "пасую": keep the hand */
  passWords: readonly string[];
  /** "хватит": bank the turn (1000) or stop rolling */
  bankWords: readonly string[];
  /** words that may stand around "пас"/"хватит" in a short move message: "ну", "пожалуй", "я" */
  fillers: readonly string[];
  /** dice nouns → the count they imply without a number ("кость" = 1, "кости" = 2), or null ("костей") */
  dieNouns: ReadonlyMap<string, number | null>;
  /** counts of dice in a roll phrase, also outside 1..5 so that they are refused clearly; "пару" = 2 */
  rollCounts: ReadonlyMap<string, number>;
  /** "все", "остальные": all the dice the move may roll / all the dice not kept */
  allWords: readonly string[];
  /** a word that stands for five dice right after a roll verb: "бросаю покер" (RULES §1) */
  fiveDiceWords: readonly string[];
  /** "всё" after a keep verb: keep every die ("оставляю всё" = pass); "оставляю остальные" is no phrase */
  everything: readonly string[];
  /** words that may stand between a roll or reroll verb and what it names: "roll the dice", "reroll the rest" */
  articles: readonly string[];
  /** die values as numerals ("пять", "одну"), also outside 1..6 so that they are refused clearly */
  valueNumerals: ReadonlyMap<string, number>;
  /** die values as the names of faces ("единицу", "шестёрки"): "две шестёрки" = two sixes */
  faceNouns: ReadonlyMap<string, number>;
  /** "и", "й": joins the items of a list */
  conjunctions: readonly string[];
  /**
   * Dice Poker boxes and their names as people write them after "в" (words separated by spaces; a hyphen or a dot
   * may stand between them when typed: "фул-хаус", "м. стрит").
   */
  boxes: ReadonlyArray<readonly [DicePokerBox, readonly string[]]>;
  /** a box name that needs a qualifier ("стрит": small or large?) */
  straightWords: readonly string[];
  /**
   * Advice asked for (issue 43): words or space-separated phrases that ask the Butler for the best move — «подскажи»,
   * «посоветуй», «что лучше», "best move". A message of these and `adviceAround` alone is a hint request.
   */
  adviceAsks: readonly string[];
  /** what may stand around an advice request: «что перекинуть», «пожалуйста», «тут», "what to keep", "please" */
  adviceAround: readonly string[];
}
