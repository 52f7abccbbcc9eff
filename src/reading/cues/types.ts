// What the reader knows about one language, as data: one lexicon per language (ru.ts, uk.ts, en.ts, listed in
// lexicons.ts). Mostly word stems and forms by what they cue; also the box names, the words of the refusals
// (refusals.ts) and of a hint request (hint-phrase.ts). Every word is folded (lower case, ё written е, apostrophes
// "'"). A stem matches any word that starts with it and goes on by at most a few letters (an ending), so
// inflections nobody listed still count; the `not` tails keep other words out (past tense "бросил", nouns "бросок").
import type { DicePokerBox } from '../intent.ts';

/** The families of moves a verb names. */
export type Verb = 'roll' | 'reroll' | 'keep' | 'write' | 'stop' | 'pass';

/** A verb stem; `you`: the form speaks to someone else (imperative, 2nd person: «перекинь», «оставь», «keep»). */
export interface VerbStem {
  verb: Verb;
  stems: readonly string[];
  /** the forms addressed to another person (imperatives): the writer's own move only on their turn */
  you?: readonly string[];
}

export interface Lexicon {
  /** verb and noun entries are stems (any ending of up to five letters); false: whole words only (English) */
  stems: boolean;
  verbs: readonly VerbStem[];
  /** the endings a verb stem may take (present, future, imperative, infinitive): «брос|аю», «перекид|ываю» */
  verbEndings: readonly string[];
  /**
   * past forms of the roll verbs, whole words: «кинул!», "rolled!" alone is how a chat says "I roll" (issue 24); among
   * other words they are narration
   */
  rolled: readonly string[];
  /** whole words (and two-word phrases, space-separated) that are a move by themselves: «пас», «хватит», «i'm good» */
  moveWords: ReadonlyArray<readonly [Verb, readonly string[]]>;
  /** dice nouns, every form: «кость», «кубиков», «dice» */
  dieNouns: readonly string[];
  /**
   * verbs of motion whose subject is the dice, either side of a die noun: «кости полетели», "dice go brrr" — a roll
   * said with the dice as its subject (words.ts makes the pairs)
   */
  diceGo: readonly string[];
  /** numbers as words → value (counts and die values alike) */
  numbers: ReadonlyMap<string, number>;
  /** face stems → value, with the endings that make them plural (every die of the face) or singular (one die) */
  faces: ReadonlyArray<readonly [number, readonly string[]]>;
  pluralEndings: readonly string[];
  singularEndings: readonly string[];
  /** genitive plurals after a count: «пару пятёрок», «тройку четвёрок» */
  facesAfterCount: ReadonlyMap<string, number>;
  /** "the rest", "the dice still to roll" (stems) */
  rest: readonly string[];
  /** "all", "everything" */
  all: readonly string[];
  /** "but", "except": the dice named after it go the other way */
  except: readonly string[];
  /** "not", "don't": the next verb is negated */
  negation: readonly string[];
  /** "no", "actually", "or rather": marks a message that corrects itself */
  corrections: readonly string[];
  /**
   * the corrections that take a move back by themselves, opening a clause after it with nothing named after them
   * («кидаю кубики, ой ні», "roll, nvm"): the message is asked about, never played as its first half (RULES.md §1)
   */
  takeBack: readonly string[];
  /** "points": «беру очки» is the bank */
  points: readonly string[];
  /** "into" before a box name: «в каре» */
  into: readonly string[];
  /** words that carry no move and no other meaning here: politeness, filler, pronouns, "again" */
  fillers: readonly string[];
  /**
   * words (and phrases) that open a clause about the future, a hope or an aim: «если», «может», «хочу», «иду на»,
   * "if", "maybe", "going for". After a move they end what is read of the message: the move stands and the wish is
   * no second move, its faces no dice to name (issue 43)
   */
  afterthoughts: readonly string[];
  /**
   * words that put the move off («щас кину, погодите, чай допью», "rolling, brb"): said after a move, the message is
   * talk about a move to come, not the move (issue 43)
   */
  delays: readonly string[];
  /**
   * words of intent that go with the move verb right after them («хочу кинуть», «иду кидать», «пойду брошу», "want to
   * roll", "about to roll"): the writer's own move said so, not chat around it (before anything else they are chat;
   * after a move, «хочу» opens an afterthought)
   */
  intents: readonly string[];
  /**
   * words that say what the writer holds («у меня», «в мене», "I have"): the dice named in their clause describe the
   * hand, they are no dice of the move said after it («у меня две пятёрки, поэтому перебрасываю единицу»)
   */
  holding: readonly string[];
  /** the Butler by name, said to it: «Дворецкий», «бот», "Butler" — a move addressed so is the writer's own */
  butlerNames: readonly string[];
  /**
   * a wish or advice, not a move («я бы записал в шанс», "I'd take the chance", "if …"): before any move the message is
   * none; inside a question, the question's
   */
  wishes: readonly string[];
  /** after an imperative, asked of the Butler by the writer («кинь мне два кубика», "roll me two dice"): the writer's move */
  toMe: readonly string[];
  /**
   * on whose behalf a move is asked: `words` before the person («за», "for"); `self`, the writer («за меня», "for me":
   * the writer's own move); `others`, pronouns of another person («за него», "for him"). Any other name after `words`
   * is another player too («Дворецкий, брось за Олега»): each player moves for themselves (RULES.md §1)
   */
  behalf: { words: readonly string[]; self: readonly string[]; others: readonly string[] };
  /** "you" said to someone: after a wish word or a modal it makes a polite request ("would you roll", «бы вы») */
  secondPerson: readonly string[];
  /** a number after these is a target, not a count or a face («кидаю на семёрку», "rolling for a seven") */
  targets: readonly string[];
  /** between a target word and the target, and a zero and its box: "for a seven", "zero in the chance" */
  articles: readonly string[];
  /**
   * words that open a noun phrase ("my", "the"): an English verb right after a word no lexicon knows that follows one
   * of them is the end of a compound noun («my power bank», "the bus stop", "a boarding pass"), not a verb (issue 53)
   */
  determiners: readonly string[];
  /** words that urge someone on: a verb after them is an imperative ("come on, roll!"), not "I roll" */
  urge: readonly string[];
  /** question words: right before a verb in its clause they ask, move nothing («что оставить», "what to keep") */
  questionWords: readonly string[];
  /** between a count and the face it counts: «одну из пятёрок», "one of the fives" */
  countLinks: readonly string[];
  /** after dice, staying is keeping them: «пятёрки остаются», "sixes stay" */
  stay: readonly string[];
  /** before «покер», "poker", the game's name and not the box: «костяной покер», "dice poker" */
  gameWords: readonly string[];
  /** the first word of "hold on", "hang on" said as a clause of its own: wait, not a keep */
  waitOn: readonly string[];
  /** a die noun in the singular: one die («бросаю кубик»), where «кости» names no count */
  oneDie: readonly string[];
  /** pronouns: right before a box or «в» they make it talk («я в каре» = "I am in the four of a kind") */
  pronouns: readonly string[];
  /** modals: a roll phrase with "?" and one of these is a question about the move («можно кинуть?», "can I roll?") */
  modals: readonly string[];
  /**
   * words that, inside a question, ask for advice on the move («лучше», «есть смысл», "better"): such a question is
   * answered from the game's advice; a bare question about one move («перебросить пятёрку?») stays talk (issue 43)
   */
  adviceAsked: readonly string[];
  /**
   * the words that join the choices of a question («или», «чи», "or"): a "?" after a clause opened by one asks the
   * clauses of its sentence before it too («стоит ли остановиться, или боги ещё благосклонны?»)
   */
  alternatives: readonly string[];
  /** words of time to come: in a lobby the roll they speak of is the game ahead («потом кидаем», "then we roll") */
  later: readonly string[];
  /** words that ask about the odds («какие шансы», "what are the odds"): a question, not the box «шанс» */
  odds: readonly string[];
  /**
   * what makes a question with an odds word one about this game's dice even with no move word in it (issue 53):
   * `about`, stems of the words of dice and of what a roll does — a bust, scoring, winning, coming up («какие шансы не
   * сгореть на двух кубиках?», "the chances of scoring anything?"); `asking`, the words that ask («какие», «скільки»,
   * "what"), which may stand alone with the odds word («какие у меня шансы?», "what are my odds?") and, beside a word
   * of advice («куда лучше», «шо краще», "which is better"), ask the Butler's advice
   */
  oddsOf: { about: readonly string[]; asking: readonly string[] };
  /**
   * the one word "chance" (also the box «шанс»), and the words that make it ask the odds: before it («какой шанс»,
   * "what chance", "my chance") or after it («шанс на стрит», "chance of a straight")
   */
  chance: { words: readonly string[]; askedAfter: readonly string[]; askedBefore: readonly string[] };
  /** "straight" without small or large */
  straight: readonly string[];
  /** who a verb that follows may be said by ("I roll", "let's roll"): the writer's move even when another is named */
  subjects: readonly string[];
  /** the die nouns a roll verb is glued to («бросаюкости», "rolldice"): a count glued on too is one word too many */
  glueNouns: readonly string[];
  /**
   * the verb endings people type most (first person, imperative, infinitive): the forms a verb is known by in Latin
   * letters and glued to a die noun (the full table times every spelling would be tens of thousands of words)
   */
  commonEndings: readonly string[];
  /** the verb endings a glued roll («бросаюкости») is known with: the first person, the imperative, the infinitive */
  glueEndings: readonly string[];
  /**
   * Lemmas (dictionary forms) of the move verbs and the die nouns (issue 53): every form of each comes from a
   * maintained morphology (the Hunspell dictionaries, expanded at build time by scripts/word-forms.ts into
   * word-forms.generated.ts), so «швыряем», «кинула», «кубарями» are read though nobody listed them. A lemma the
   * dictionary lacks (slang) is written `lemma~model`: it declines or conjugates as the dictionary's `model` does.
   */
  lemmas: { verbs: ReadonlyArray<readonly [Verb, readonly string[]]>; dieNouns: readonly string[] };
  /** the verbs people type most, whole, in order: a word one typo away from one of them is that verb («брсаю») */
  typedVerbs: ReadonlyArray<readonly [string, Verb]>;
  /**
   * Dice Poker boxes and their names as people write them after «в» (words separated by spaces; a hyphen or a dot
   * may stand between them when typed: «фул-хаус», «м. стрит»); box-names.ts also knows each in Latin letters
   */
  boxes: ReadonlyArray<readonly [DicePokerBox, readonly string[]]>;
  /**
   * counts of dice no game rolls that are no `numbers` («двадцать», «сто», "twenty"): known only so that a roll of
   * them is refused as that count (refusals.ts); `numbers` holds the rest
   */
  bigCounts: ReadonlyMap<string, number>;
  /**
   * a write into a name no box has (refusals.ts): after one of `verbs` (whole words) and a run of `into` words that
   * holds one of `sheet.into`, any name is a box asked for — «записываю в банк» is answered with the free boxes,
   * while «пишу в чат» (a verb of everyday writing) stays chat
   */
  sheet: { verbs: readonly string[]; into: readonly string[] };
  /**
   * a hint request (hint-phrase.ts): `asks`, words or space-separated phrases that ask the Butler for the best move
   * («подскажи», «что лучше», "best move"); `around`, what may stand around them («что перекинуть», «пожалуйста»,
   * "what to keep"). A message of these (and the Butler's name) alone asks for a hint
   */
  hint: { asks: readonly string[]; around: readonly string[] };
  /**
   * a question of whose turn it is (turn-question.ts): a word of the turn (`turn`: «ход», «черга», "turn") with a word
   * of whom (`whose`: «чей», «мой», "whose", "my"), or a word of who (`who`) with a verb of taking one's turn
   * (`moving`, never the writer's own first person — «кидаю…, мой же ход?» is the move: «ходит», «кидає», "rolling"); `around`, what else such a question may hold («сейчас», "now", "is it")
   */
  turnAsks: { turn: readonly string[]; whose: readonly string[]; who: readonly string[]; moving: readonly string[]; around: readonly string[] };
}
