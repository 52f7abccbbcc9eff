// A clone is all a reader has: every link in the project's documents (Markdown, the HTML pages) names a file of the
// project itself, and that file exists. A link that climbs out of the project (`../shared/RULES.md`) or names this
// machine's folders points at nothing on anyone else's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** folders that are not the project's text: installed packages, builds, data, version control */
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'coverage']);

function documents(dir: string = ROOT): string[] {
  const found: string[] = [];
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(item.name)) continue;
    const path = join(dir, item.name);
    if (item.isDirectory()) found.push(...documents(path));
    else if (/\.(md|html)$/.test(item.name)) found.push(path);
  }
  return found;
}

/** The local targets a document links to: Markdown `[text](target)` and HTML `href`/`src`, without their #fragment. */
export function linkTargets(text: string): string[] {
  // code spans and blocks show text, they link nothing
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...prose.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g)].map((m) => m[1]!),
  ];
  return targets
    .filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target) || target.startsWith('file:'))
    .map((target) => decodeURI(target.replace(/[?#].*$/, '')))
    .filter((target) => target !== '');
}

/** What is wrong with a link of `file` to `target`, or null when it names an existing file of the project. */
export function linkProblem(file: string, target: string, root: string = ROOT): string | null {
  if (target.startsWith('file:') || target.startsWith('/')) return 'an absolute path: it names a folder of one machine';
  const path = resolve(dirname(file), target);
  const inside = relative(root, path);
  if (inside === '..' || inside.startsWith(`..${sep}`)) return 'outside the project';
  if (!existsSync(path)) return 'no such file in the project';
  return null;
}

describe('links in the documents', () => {
  it('GIVEN a link climbing out of the project, an absolute path or a missing file THEN each is a problem; a link to a file beside it is not', () => {
    const readme = join(ROOT, 'README.md');
    expect(linkTargets('see [rules](../shared/RULES.md) and [ops](docs/operations.md#metrics), `[not](../x.md)`')).toEqual([
      '../shared/RULES.md',
      'docs/operations.md',
    ]);
    expect(linkTargets('<a href="https://example.com">x</a> <a href="#top">y</a> <img src="../img.png">')).toEqual(['../img.png']);
    expect(linkProblem(readme, '../shared/RULES.md')).toBe('outside the project');
    expect(linkProblem(readme, '/work/shared/DESIGN.md')).toMatch(/absolute/);
    expect(linkProblem(readme, 'docs/nothing-here.md')).toBe('no such file in the project');
    expect(linkProblem(readme, 'docs/rules.md')).toBeNull();
  });

  it('GIVEN every Markdown and HTML file of the project THEN each of its links names a file of the project that exists', () => {
    const files = documents();
    expect(files.map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(['README.md', join('docs', 'operations.md')]));
    const problems = files.flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8')).flatMap((target) => {
        const problem = linkProblem(file, target);
        return problem ? [`${relative(ROOT, file)} → ${target}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('GIVEN the README THEN the rules and the design it points to are the project\'s own, in docs/', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(linkTargets(readme)).toEqual(expect.arrayContaining(['docs/rules.md', 'docs/design.md']));
    expect(readFileSync(join(ROOT, 'docs/rules.md'), 'utf8')).toMatch(/^## 4\. Dice Poker/m);
    expect(readFileSync(join(ROOT, 'docs/design.md'), 'utf8')).toMatch(/^## Boundaries/m);
  });
});
