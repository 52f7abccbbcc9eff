// «проверить кости» (also «проверь кубики», «кости честные?», «перевірити кості», «check the dice», «are the dice
// fair?»): the same as /dice. Only a short message that is this phrase and nothing more, so that ordinary talk about
// dice stays ordinary chat.
import { fold } from './normalize.ts';

const PHRASE = new RegExp(
  String.raw`^\s*(?:` +
    [
      String.raw`(?:проверить|проверь|проверяю|проверка)\s+(?:кости|кубики)`,
      String.raw`(?:кости|кубики)\s+честные`,
      String.raw`(?:перевірити|перевір|перевіряю|перевірка)\s+(?:кості|кубики)`,
      String.raw`(?:кості|кубики)\s+чесні`,
      String.raw`check\s+(?:the\s+)?dice`,
      String.raw`(?:are\s+)?(?:the\s+)?dice\s+fair`,
    ].join('|') +
    String.raw`)\s*[!?.…]*\s*$`,
  'u',
);
export const MAX_DICE_CHECK_LENGTH = 40;

/** A word every such phrase holds at a word start (folded): the parser's quick check looks for these first. */
export const DICE_CHECK_WORDS = ['проверить', 'проверь', 'проверяю', 'проверка', 'честные', 'перевірити', 'перевір', 'перевіряю', 'перевірка', 'чесні', 'check', 'fair'];

export function isDiceCheckPhrase(text: string): boolean {
  return text.length <= MAX_DICE_CHECK_LENGTH && PHRASE.test(fold(text));
}
