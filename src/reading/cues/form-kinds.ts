// What a form of a move verb says about who moves (issue 53), told by its ending: the morphology that expands the
// lemmas (scripts/word-forms.ts) gives the forms but not their grammar, and the reader needs just this much of it.
//  - own: the writer's move said as a move is said — the present or future (first person above all), the infinitive;
//  - you: said to someone else — the imperative, the second person («кинь», «бросаете», «запиши»);
//  - past: narration, a move only as the whole message («кинула!», "rolled!");
//    The third person singular is the writer's too: a chat's role-play voice («*кидает кубики*», "*rolls the dice*").
//  - none: the third person plural («бросают»: people in general, a rule or a story), gerunds and impersonal forms
//    («бросая», «кидаючи», «кинуто»), and English nouns made of the verb ("roller", "rollings"): no move.

import type { Verb } from './types.ts';

export type FormKind = 'own' | 'you' | 'past' | 'none';

/** What scripts/word-forms.ts writes for one language (word-forms.generated.ts). */
export interface GeneratedForms {
  /** by verb: the forms said by the writer, to someone else, and in the past (the kinds above) */
  verbs: ReadonlyArray<readonly [Verb, { own: readonly string[]; you: readonly string[]; past: readonly string[] }]>;
  dieNouns: readonly string[];
  /** words of the language one letter from a form a typo is forgiven in («киваю» by «кидаю»): never a typo */
  nearWords: readonly string[];
}

const REFLEXIVE = /(?:ся|сь)$/;
const RU_INFINITIVE = /(?:ть|ти|чь)$/;
const RU_PAST = /[аеиоуыяю]л[аои]?$/;
const RU_GERUND = /(?:[аеиоуыяю]в|вши|[яа])$/;
const RU_THEY = /(?:ут|ют|ат|ят)$/;
const UK_THEY = /(?:уть|ють|ять|ать)$/;
const RU_YOU = /(?:й|йте|ь|ьте|и|ите|ешь|ишь|ете)$/;
const UK_INFINITIVE = /ти$/;
const UK_PAST = /(?:[аеиоуиіяюєї]в|ла|ло|ли)$/;
const UK_NONE = /(?:чи|вши|но|то)$/;
const UK_YOU = /(?:й|йте|ймо|ь|ьте|ьмо|и|іть|імо|еш|єш|иш|ете|єте|ите)$/;
const EN_NOUN = /(?:'s|er|ers|ings|able)$/;

/** `lemma`: the dictionary form it comes from (a reflexive ending is stripped only from a reflexive verb's forms). */
export function classifyForm(language: string, form: string, lemma = '', verb: Verb = 'roll'): FormKind {
  if (language === 'en') {
    // (the dictionary's flags also make nouns, adjectives and prefixed verbs: "roller", "bankable", "unstop")
    if (EN_NOUN.test(form) || !form.startsWith(lemma.slice(0, -1))) return 'none';
    // ("*rolls the dice*" is the role-play voice; "one die scores something" is the die's doing, not the writer's)
    if (verb !== 'roll' && form !== lemma && /[^s]s$|sses$/.test(form)) return 'none';
    return form.endsWith('ed') ? 'past' : 'own';
  }
  const word = REFLEXIVE.test(lemma) ? form.replace(REFLEXIVE, '') : form;
  if (language === 'uk') {
    if (UK_INFINITIVE.test(word)) return 'own';
    if (UK_NONE.test(word)) return 'none';
    if (UK_PAST.test(word)) return 'past';
    if (UK_THEY.test(word)) return 'none';
    return UK_YOU.test(word) ? 'you' : 'own';
  }
  if (RU_INFINITIVE.test(word)) return 'own';
  if (RU_PAST.test(word)) return 'past';
  if (RU_GERUND.test(word) || RU_THEY.test(word)) return 'none';
  return RU_YOU.test(word) ? 'you' : 'own';
}
