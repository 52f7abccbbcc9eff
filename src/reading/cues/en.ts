// English cues (RULES.md §1): the moves as English dice players type them, with their slang («let's roll», «toss
// em», «hold the fives», «I'm good», «bank it», «cash out»). English verbs barely inflect, so forms are few; the
// past ("rolled") is a move only as the whole message ("rolled!", how a chat says "I roll"), else narration.
import type { CueLexicon } from './types.ts';

export const en: CueLexicon = {
  stems: false,
  verbs: [
    { verb: 'reroll', stems: ['reroll', 'rerolling', 'rethrow', 'retoss', 'rolls again', 'change', 'changing', 'touch', 'touching'] },
    { verb: 'roll', stems: ['roll', 'rolling', 'yeet', 'yeeting', 'lemme roll', 'throw', 'throwing', 'toss', 'tossing', 'chuck', 'chucking', 'shoot', 'shooting', 'rollin', 'go again', 'going again'], you: ["let's roll", 'lets roll'] },
    { verb: 'keep', stems: ['keep', 'keeping', 'hold', 'holding', 'save', 'saving', 'stick'] },
    { verb: 'write', stems: ['cross', 'score', 'scoring', 'write', 'writing', 'put', 'mark', 'take', 'taking', 'go for', 'going for', 'use'] },
    { verb: 'stop', stems: ['stop', 'stopping', 'bank', 'banking', 'enough', 'done', 'cash', 'stay', 'staying', 'quit', "that's it"] },
    { verb: 'pass', stems: ['pass', 'passing', 'stand', 'standing', 'skip'] },
  ],
  verbEndings: [''],
  rolled: ['rolled', 'threw', 'tossed', 'chucked', 'yeeted'],
  moveWords: [
    ['pass', ["keep it as is", "i'm good", 'im good', 'i am good', 'as is', 'no change', 'no changes', 'keep it', 'keep them all', 'keep all']],
    ['stop', ['cash out', "i'm done", 'im done', 'take the points', 'bank it']],
  ],
  dieNouns: ['dice', 'die', 'dies', 'dices', 'cubes'],
  diceGo: ['go', 'goes', 'fly', 'flies', 'flying'],
  numbers: new Map([
    ['zero', 0], ['one', 1], ['single', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5],
    ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['pair', 2], ['couple', 2], ['both', 2],
  ]),
  faces: [
    [1, ['one', 'ace']],
    [2, ['two', 'deuce']],
    [3, ['three', 'trey']],
    [4, ['four']],
    [5, ['five']],
    [6, ['six', 'sixe']],
  ],
  pluralEndings: ['s', 'es'],
  /** a face named bare is one die («reroll the ace», «keep one four»); "four" alone is read as a number first */
  singularEndings: [''],
  facesAfterCount: new Map(),
  rest: ['rest', 'remaining', 'others', 'other', 'leftover', 'leftovers', 'left', 'again'],
  all: ['all', 'everything', 'every', 'whole', 'em'],
  except: ['but', 'except', 'apart', 'besides', 'other than', 'minus'],
  negation: ['nothing', 'not', "don't", 'dont', 'no', 'never', "won't", 'wont'],
  corrections: ['no', 'actually', 'wait', 'rather', 'or', 'nah', 'scratch', 'nope', 'instead', 'oops', 'sorry'],
  points: ['points', 'pts'],
  into: ['in', 'into', 'on', 'as', 'under', 'for'],
  fillers: [
    'i', "i'll", 'ill', "i'm", 'im', 'me', 'my', 'mine', 'we', "we'll", 'ok', 'okay', 'k', 'well', 'then', 'fine', 'so',
    'now', 'please', 'pls', 'plz', 'yeah', 'yes', 'yep', 'alright', 'guess', 'think', 'let', "let's", 'lets', 'go',
    'gonna', 'wanna', 'will', 'just', 'again', 'once', 'more', 'the', 'a', 'an', 'them', 'those', 'these', 'this',
    'that', 'of', 'and', 'to', 'for', 'out', 'here', 'there', 'hmm', 'uh', 'um', 'oh', 'ah', 'lol',
    'good', 'luck', 'baby', 'come', 'on', 'c', "c'mon", 'cmon', 'ya', 'yo', 'guys', 'folks', 'turn', 'time', 'sure',
    'right', 'probably', 'maybe', 'lot', 'at', 'once', 'am', 'is', 'be',
    'do', 'way', 'thing', 'things', 'too', 'also', 'as', 'well', 'yolo', 'ugh', 'lemme', 'anything', 'any', 'em',
    'what else', 'it is', "it's", "what's", 'whats', "whatever's", 'whatever', 'else', 'obviously', 'with', 'doing', 'first',
    'shake', 'n', 'one more', 'hell',
  ],
  afterthoughts: [
    'if', 'maybe', 'hopefully', 'hope', 'hoping', 'perhaps', 'going for', 'go for', 'aiming', 'want', 'wanna', 'so that',
    'so what', 'so i', 'to get', 'fingers crossed', 'praying', 'pray', 'need', 'unless', 'in case', 'trying for',
  ],
  butlerNames: ['butler', 'bot', 'botty', 'mr butler', 'dealer'],
};
