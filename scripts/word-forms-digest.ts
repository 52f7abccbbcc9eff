// What word-forms.generated.ts is made from, as one digest: the lexicons' lemmas and typed verbs, the rules that tell
// a form's kind, the generator itself and the dictionaries' versions. The generator writes it into the file and a
// test recomputes it, so a change to any input without a new run of scripts/word-forms.ts fails the suite (running the
// generator itself takes a minute or two: too long for every test run).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../src/reading/cues/en.ts';
import { ru } from '../src/reading/cues/ru.ts';
import { uk } from '../src/reading/cues/uk.ts';
import { boxTypoWords, lexiconTypoWords } from '../src/reading/cues/typo-targets.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

export function wordFormsDigest(): string {
  const hash = createHash('sha256');
  for (const lexicon of [ru, uk, en]) hash.update(JSON.stringify([lexicon.lemmas, lexicon.typedVerbs, lexiconTypoWords(lexicon), boxTypoWords(lexicon)]));
  for (const file of ['src/reading/cues/form-kinds.ts', 'scripts/word-forms.ts']) hash.update(readFileSync(join(ROOT, file)));
  for (const language of ['ru', 'uk', 'en']) {
    const pkg = JSON.parse(readFileSync(join(dirname(require.resolve(`dictionary-${language}`)), 'package.json'), 'utf8')) as { version: string };
    hash.update(`dictionary-${language}@${pkg.version}`);
  }
  return hash.digest('hex').slice(0, 16);
}
