// Player-controlled text (names, what someone typed after /kick) must not ping anyone. allowed_mentions already stops
// the notification, but the text would still show a live @everyone or a highlighted role; a zero-width space after
// the @ leaves the words readable and makes Discord see no mention at all.
const ZERO_WIDTH_SPACE = '\u200b';

/** @everyone, @here, <@user>, <@!user> and <@&role> in text, defused (the Butler's own mentions are not text). */
export function neutralizeMentions(text: string): string {
  return text
    .replace(/@(everyone|here)/g, `@${ZERO_WIDTH_SPACE}$1`)
    .replace(/<@([!&]?\d)/g, `<@${ZERO_WIDTH_SPACE}$1`);
}
