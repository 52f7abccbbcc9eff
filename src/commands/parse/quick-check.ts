// The cheap test that lets most chat messages through untouched: no phrase stem, no phrase.

/**
 * Stems of every phrase, checked in any letter case (ё where a stem has е) on the raw text before anything else.
 * It must accept a superset of what the matchers accept (a test checks that); false alarms only cost the full parse.
 */
const STEMS_RE = /бросаю|кидаю|п[её]р[её](?:брасываю|кидываю|кидаю)|пас|хватит|запис|запиш/i;
/** "в <box>" as the whole message: the first letter is в. */
const WHOLE_MESSAGE_IN_RE = /^\P{L}*[вВ]\s/u;

export function mayBePhrase(text: string): boolean {
  return STEMS_RE.test(text) || WHOLE_MESSAGE_IN_RE.test(text);
}
