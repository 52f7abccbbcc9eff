// «проверить кости» (also «проверь кубики», «кости честные?»): the same as /dice. Only a short message that is this
// phrase and nothing more, so that ordinary talk about dice stays ordinary chat.
const PHRASE = /^\s*(?:(?:проверить|проверь|проверяю|проверка)\s+(?:кости|кубики)|(?:кости|кубики)\s+честные)\s*[!?.…]*\s*$/u;

/** A word every such phrase holds, tested on the raw text first: ordinary chat then costs no lower-casing. */
const QUICK_RE = /провер|честн/i;

export function isDiceCheckPhrase(text: string): boolean {
  return text.length <= 40 && QUICK_RE.test(text) && PHRASE.test(text.toLowerCase().replace(/ё/g, 'е'));
}
