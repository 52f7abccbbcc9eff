// A short interjection — "eh", "ah", "oh", "uh", "hmm", "mm", «эх», «ах», «ох», «ух», «хм», «ммм», «эээ» — is no chat
// around a move and no name said to someone ("eh, full house I guess"): recognised by its form (a vowel and an
// h/х, a hum of m/м, a drawn-out vowel), not from a list, as laughter is (laughter.ts). Only words of two to four
// letters: a name of that form ("Ema", "Mia") holds another letter order than these.
const FORM = /^(?:[aeiou]{1,3}h{1,2}|h+m+|m{2,}|[ue]m+|[аеиоуэ]{1,3}х{1,2}|х+м+|м{2,}|[уэ]м+)$/;

/** Whether text[start, end) is an interjection of the form above (any case). */
export function interjectionAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  if (length < 2 || length > 4) return false;
  const word = text.slice(start, end).toLowerCase();
  // (a drawn-out vowel is the same letter: «эээ», "ooo"; two different vowels are a word: "ai", «ау»)
  if (/^[aeiouаеиоуэ]+$/.test(word)) return /^(.)\1+$/.test(word);
  return FORM.test(word);
}
