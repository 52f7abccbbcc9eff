// The key of a head-to-head row: two person ids in one string that no other pair can spell. Ids are any text (a
// console name may hold a "|"), so the separator is escaped inside each id ("\" as "\\", "|" as "\|"): "a|b" + "c"
// and "a" + "b|c" are two keys, and a key splits back into exactly its two ids. An id with neither character — every
// Telegram and Discord id — is written as it is, so the rows stored before (plain "a|b") read the same.

const escape = (id: string) => id.replace(/[\\|]/g, (c) => `\\${c}`);

/** The row key of ids `a` and `b`, in the order given (callers sort them). */
export function pairKey(a: string, b: string): string {
  return `${escape(a)}|${escape(b)}`;
}

/** The two ids of a row key; null for a key no pairKey wrote. */
export function pairIds(key: string): [string, string] | null {
  const ids: string[] = [];
  let current = '';
  for (let i = 0; i < key.length; i++) {
    const c = key[i]!;
    if (c === '\\' && i + 1 < key.length) current += key[++i];
    else if (c === '|') {
      ids.push(current);
      current = '';
    } else current += c;
  }
  ids.push(current);
  return ids.length === 2 ? [ids[0]!, ids[1]!] : null;
}
