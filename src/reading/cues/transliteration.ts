// Russian and Ukrainian typed in Latin letters («brosayu kosti», «kidaju kubiki», «perekinu odinicu»): every word of
// the Cyrillic lexicons is also known in the Latin spellings a general letter map gives it (issue 43), so such a
// message is read as the same move, at no cost to a message that holds none (the words are looked up as any other).
//
// A writer keeps to one way of writing the iotated letters (я ю й є ї: "ya yu y", "ja ju j" or "ia iu i"), the
// schemes below; within one, a few letters are written either way by the same people (и: i or y, х: h, kh or x, г:
// g or h), and a form may differ from the scheme's in one of them. At most VARIANTS forms a word.

/** The ways of writing the iotated letters and the soft sign, each a consistent whole. */
const SCHEMES: ReadonlyArray<Readonly<Record<string, string>>> = [
  { я: 'ya', ю: 'yu', й: 'y', є: 'ye', ї: 'yi', ь: '', ъ: '', ы: 'y', щ: 'sch', ж: 'zh', ц: 'ts', х: 'h' },
  { я: 'ja', ю: 'ju', й: 'j', є: 'je', ї: 'ji', ь: '', ъ: '', ы: 'y', щ: 'sch', ж: 'zh', ц: 'c', х: 'h' },
  { я: 'ia', ю: 'iu', й: 'i', є: 'ie', ї: 'i', ь: '', ъ: '', ы: 'y', щ: 'shch', ж: 'zh', ц: 'ts', х: 'kh' },
];
/** The letters every scheme writes alike. */
const PLAIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', з: 'z', и: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', ч: 'ch', ш: 'sh', э: 'e', і: 'i', ґ: 'g', "'": '',
};
/** The other spellings of a letter one form may use instead of its scheme's. */
const EITHER: Readonly<Record<string, readonly string[]>> = {
  и: ['y'], ы: ['i'], х: ['x', 'kh', 'h'], г: ['h'], в: ['w'], ц: ['c', 'z'], щ: ['sh'], ж: ['j'], й: ['i'], ю: ['u'], я: ['a'],
};

/** Latin forms that are English words people say in chat («брось» is "bros"): never read as the Cyrillic word. */
const ENGLISH = new Set(['bros', 'net', 'nets', 'kin']);
/** The most spellings one word gets. */
const VARIANTS = 4;
/** Latin forms shorter than this are not added: two letters are too often a word of English chat. */
const SHORTEST = 3;

/** The Latin spellings of a folded Cyrillic word (the common one first), or none when it holds another character. */
export function latinSpellings(word: string, shortest = SHORTEST): string[] {
  const forms: string[] = [];
  const bases: string[] = [];
  /** where each letter's spelling starts in each base (the letters of a deviation are sliced around it) */
  const offsets: number[][] = [];
  for (const scheme of SCHEMES) {
    let base = '';
    const at: number[] = [];
    for (let k = 0; k < word.length; k++) {
      const spelling = scheme[word[k]!] ?? PLAIN[word[k]!];
      if (spelling === undefined) return [];
      at.push(base.length);
      base += spelling;
    }
    at.push(base.length);
    bases.push(base);
    offsets.push(at);
    add(forms, base, shortest);
  }
  for (let b = 0; b < bases.length && forms.length < VARIANTS; b++) {
    const base = bases[b]!;
    const at = offsets[b]!;
    for (let k = 0; k < word.length && forms.length < VARIANTS; k++) {
      const others = EITHER[word[k]!];
      if (others === undefined) continue;
      for (const other of others) add(forms, base.slice(0, at[k]) + other + base.slice(at[k + 1]), shortest);
    }
  }
  return forms.slice(0, VARIANTS);
}

function add(forms: string[], form: string, shortest: number): void {
  if (form.length >= shortest && !ENGLISH.has(form) && !forms.includes(form)) forms.push(form);
}
