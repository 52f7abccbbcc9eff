// What the reading of one message learns besides its words' cues: made fresh for each message by findCues and
// filled in by its steps (read-items.ts, summarise.ts), so the reading is a function of the text alone.
import type { ActCue } from './move-cues.ts';

export interface MessageState {
  /** the message holds a "?" that asks about the move (a clause asking about something else does not count) */
  asked: boolean;
  /** a pronoun right before a box or «в» («я в каре»): the box is talk */
  pronoun: boolean;
  /** a verb of the message is an infinitive or asked with a question word or modal («можно кинуть?», "to roll") */
  askingForm: boolean;
  /** the message asks about chances («какие шансы», "what are my odds") */
  oddsAsked: boolean;
  /** a wish word read whole because the message asks something («а если …?») */
  wishInQuestion: boolean;
  /** every item read is a verb or a filler («ну хватит?»; not «хватит на всех?»): a stop or pass phrase alone */
  verbsAndFillers: boolean;
  /** a word that asks for advice inside the question («лучше перебросить?», «есть смысл …?», "better to …?") */
  adviceAsked: boolean;
  /** the clause of the last word of advice asked (-1: none) */
  adviceClause: number;
  /**
   * the advice is asked in a tag of its own after the moves («кидать две кости или забирать, как думаете?», "…, what do
   * you think?"): the choice between them is asked of the others, as advice
   */
  adviceTag: boolean;
  /** a word that asks advice opens the question, before any move word («что выгоднее, …», "should I bank … or …?") */
  adviceFirst: boolean;
  /** advice asked about the dice with no move word («стоит дальше рисковать с одной костью?»): a question about the move */
  adviceOnDice: boolean;
  /** the Butler's advice is sought («что посоветуете», «шо краще», "which would you advise"): odds-words.ts seeksAdvice */
  adviceSought: boolean;
  /** a word of time to come («потом», "then") */
  later: boolean;
  /** a word of time to come before any move word («потом кидаем», "then we roll") */
  laterFirst: boolean;
  /** said to the Butler, by name or by its handle */
  toButler: boolean;
  /** a clause opened as a polite request ("could you", «бы вы»: behalf-readers.ts readRequest) */
  requested: boolean;
  /** the first clause ends in a dash: a topic defined («Яхта — сплавали на выходные»), no box said */
  topic: boolean;
  /** a sum aimed at under a roll verb («кидаю на сімку», "rolling for a seven"): the roll names what it is for */
  aimed: boolean;
  /** a past roll verb with only fillers and dice beside it («кинув кості», "rolled 2 dice"): the roll, said so */
  pastRoll: boolean;
  /** a verb said in the first person («кидаю», "I roll", "rolling"): the writer's own attempt, not advice */
  firstPerson: boolean;
  /** the move is asked for another player («Дворецкий, брось за Олега»: behalf-readers.ts) */
  forOther: boolean;
  /** said to someone else by a name before a comma («Милейший, …», "Sam, …"): that name is an address, no chat */
  toOther: boolean;
  /** the clauses of role-play actions («*бросает кости на сукно*»: words-of-message.ts) */
  actions: ReadonlySet<number>;
  /** the action clauses with no move verb («*bows to the audience*»): narration beside the move, no chat around it */
  asides: ReadonlySet<number>;
  /** the verbs that chat around them voided (summarise.ts): in a question about the move they count again */
  voided: readonly ActCue[];
}

/** No verbs voided (yet): one shared empty list, read only. */
const NO_ACTIONS: ReadonlySet<number> = new Set();
const NONE_VOIDED: readonly ActCue[] = Object.freeze([]);

export function newMessageState(): MessageState {
  return { asked: false, pronoun: false, askingForm: false, oddsAsked: false, wishInQuestion: false, adviceAsked: false, adviceClause: -1, adviceTag: false, adviceFirst: false, adviceOnDice: false, adviceSought: false, verbsAndFillers: false, later: false, laterFirst: false, toButler: false, requested: false, pastRoll: false, aimed: false, topic: false, firstPerson: false, forOther: false, toOther: false, actions: NO_ACTIONS, asides: NO_ACTIONS, voided: NONE_VOIDED };
}
