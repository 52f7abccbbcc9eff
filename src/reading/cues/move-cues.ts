// What the cue finder answers for a message (find-cues.ts): the verbs, the dice named for each, the boxes, and how
// much of it is no move at all. The moves legal now decide what the cues mean (reading/read-move.ts).
import type { DicePokerBox } from '../intent.ts';
import type { Verb } from './types.ts';

/** A face named: `n` dice of `value`, or 'all' for every die of that face the player holds (the plural). */
export interface DiceCue {
  value: number;
  n: number | 'all';
  /** a bare number, no face word or die emoji: in 1000 or Craps it may be the count of a roll */
  bare: boolean;
  /** the verb it was named under: a bare number under a roll verb («кидаю 2») is a count, not a face */
  by?: Verb;
  /** a number word that is never a face («пару», «две», "a couple"): beside a roll or reroll verb, a count (issue 43) */
  count?: boolean;
  /**
   * a combination named under a keep verb («оставляю пары», "keep the three of a kind"): every die of the hand whose
   * face it holds at least this many times (`value` 0); 1 for the whole hand (a full house, a poker) (issue 43)
   */
  group?: number;
}

export interface ActCue {
  verb: Verb;
  /** an imperative or second person: the writer's move only on their own turn */
  you: boolean;
  negated: boolean;
}

export interface MoveCues {
  /** the verbs that stand (not voided by chat around them), in order */
  acts: ActCue[];
  /** dice named to keep and to roll again */
  keep: DiceCue[];
  reroll: DiceCue[];
  /** dice named under no verb at all ("5 5 5") */
  loose: DiceCue[];
  /** "the rest", "остальные" */
  rest: boolean;
  /** "all" under a verb: keep all / reroll all */
  allKeep: boolean;
  allReroll: boolean;
  /** a count of dice typed with a die noun ("три кости", "5 dice", "все пять") */
  count: number | null;
  /** a die noun without a count ("бросаю кости") */
  dieNoun: boolean;
  /** boxes named, in order (an upper box may also be the plural of a face: the verb decides) */
  boxes: DicePokerBox[];
  /**
   * one box named in a clause of its own, among chat and no verb («ну фулл, и чё», "sixes please, bonus hunting"): the
   * write where writing is all that is left (read-move.ts), else talk
   */
  boxClause: boolean;
  /** "стрит" without small or large */
  straight: boolean;
  /** the words "points" («беру очки») */
  points: boolean;
  /** a correction marker stands between two cues ("бросаю, хотя нет, хватит") */
  correction: boolean;
  /** the message is clearly a move (and not chat that uses the words in another sense) */
  move: boolean;
  /** a reroll verb alone («перебрасываю»): a move only where the dice to roll are already known (1000) */
  bareReroll: boolean;
  /**
   * a write verb alone, as the last clause («всё, стоп игра, записываю»): in 1000, where there is no box, writing the
   * turn's points down is banking them; elsewhere it names nothing
   */
  bareWrite: boolean;
  /** words that are no cue at all: chat around the move */
  unknown: number;
  /** a word of time to come («потом», "then", "later"): in a lobby the move is talk about the game ahead */
  later: boolean;
  /** said to the Butler by name or handle («Дворецкий, кинь за меня», "@butler roll") */
  toButler: boolean;
  /**
   * a verb is said in the first person («кидаю», "I roll", "rolling"): from a player not on turn, an attempt to answer
   * even among chat; an English base form ("keep the sixes, dude") may be advice to the player on turn
   */
  firstPerson: boolean;
  /** the message opens with its move verb (after fillers at most): «кидаю кості, давайте вже стартуємо», "rolling, can we start" */
  opening: boolean;
  /**
   * the move is asked of the Butler for another player («Дворецкий, брось за Олега, он отошёл», "butler roll for jake"):
   * answered that each player moves for themselves, nothing changes (RULES.md §1)
   */
  forOther: boolean;
  /**
   * a question about one move («а если перебросить 6, какие шансы на стрит?», "should I keep the fives?", «стоит ли
   * останавливаться?»): answered from the solvers when it can be, never played (advice/dice-poker-question.ts, advice/thousand-question.ts)
   */
  question: boolean;
  /** the question asks the odds («какие шансы …?», "what are my odds?"): answered with a number (issue 53) */
  odds: boolean;
}
