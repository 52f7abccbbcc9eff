// bin/top-level-const.js: a bundle's top-level `var`s that nothing assigns are written `const` again (so V8 folds them
// into the code that reads them), every other declaration stays as it was, and no column moves.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, no declarations
import { topLevelConst } from '../../bin/top-level-const.js';

describe('bin/top-level-const.js', () => {
  it('GIVEN top-level vars WHEN converted THEN those never assigned become const, with every column after them kept', () => {
    const code = [
      'var TABLE = /* @__PURE__ */ new Uint8Array(4);',
      'var { a: a2, b } = parts;',
      'var count = 0;',
      'var last;',
      'function bump() { count++; last = TABLE[0]; }',
      'export var shared = 1;',
    ].join('\n');
    const out: string = topLevelConst(code);
    expect(out.split('\n')).toEqual([
      'const TABLE=/* @__PURE__ */ new Uint8Array(4);',
      'const { a: a2, b }=parts;',
      'var count = 0;',
      'var last;',
      'function bump() { count++; last = TABLE[0]; }',
      'export const shared=1;',
    ]);
    // the source map still holds: each line keeps its length
    expect(out.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
  });

  it('GIVEN a name assigned anywhere (a pattern, a loop, an inner scope) WHEN converted THEN it stays var', () => {
    const code = [
      'var x = 1;',
      'var y = 2;',
      'var z = 3;',
      'var w = 4, v = 5;',
      '[x] = [2];',
      'for (y of [1]) ;',
      'function f() { let z; z = 1; }',
      '({ v } = { v: 1 });',
    ].join('\n');
    expect(topLevelConst(code).split('\n').slice(0, 4)).toEqual(['var x = 1;', 'var y = 2;', 'var z = 3;', 'var w = 4, v = 5;']);
  });

  it('GIVEN the converted code WHEN run THEN it runs as before', async () => {
    const code = 'var seen = [];\nvar ADD = (n) => seen.push(n * 2);\nfor (const n of [1, 2]) ADD(n);\nexport var result = seen.join(",");\n';
    const url = `data:text/javascript;base64,${Buffer.from(topLevelConst(code)).toString('base64')}`;
    expect((await import(url)).result).toBe('2,4');
  });
});
