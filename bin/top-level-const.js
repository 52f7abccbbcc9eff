// A bundle's top-level `var`s made `const` again where nothing assigns them. Why: esbuild writes every top-level
// declaration of a bundle as `var` (no option keeps `const`; its FAQ, "top-level var"), and V8 treats a module's `var`
// as a slot that may change: each read of a table or a function the hot code uses is a load and a check, where a
// `const` is read once and folded into the optimised code. Measured on the chat path (bench/parse.ts, same hour):
// ordinary chat ran 25–40 % faster and a read in a game's p99 fell by a third once the sources' `const`s were back.
//
// Only a declaration whose every name is assigned nowhere in the file (by any scope, which only ever keeps more `var`s)
// and that has a value is changed: `var NAME = value` becomes `const NAME=value`, the two spaces dropped so that every
// column after it stays where the source map says. The sources were `const` (or `let` never changed) and run as ES
// modules in the tests, so a read before the value is set would already throw there.
import { parse } from 'acorn';

/** The code with its convertible top-level `var` declarations written as `const`. */
export function topLevelConst(code) {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
  const assigned = new Set();
  collectAssigned(program, assigned);
  // (a name declared twice at the top, which a bundle never does, stays `var`: `const` would not parse)
  const declared = new Map();
  for (const statement of program.body) for (const name of topLevelNames(statement)) declared.set(name, (declared.get(name) ?? 0) + 1);
  const edits = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'var') continue;
    const convertible = (d) => d.init !== null && namesOf(d.id).every((name) => !assigned.has(name) && declared.get(name) === 1);
    if (!declaration.declarations.every(convertible)) continue;
    const first = declaration.declarations[0];
    // "var" + " NAME = " → "const" + " NAME=": the same length, so the source map's columns still hold
    // (esbuild may put a comment between "=" and the value: `/* @__PURE__ */ new Map()`)
    if (code.slice(declaration.start, declaration.start + 3) !== 'var' || code.slice(first.id.end, first.id.end + 3) !== ' = ') continue;
    edits.push({ at: declaration.start, end: declaration.start + 3, text: 'const' }, { at: first.id.end, end: first.id.end + 3, text: '=' });
  }
  let out = '';
  let from = 0;
  for (const { at, end, text } of edits) {
    out += code.slice(from, at) + text;
    from = end;
  }
  return out + code.slice(from);
}

/** The names a top-level statement declares. */
function topLevelNames(statement) {
  const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
  if (declaration?.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => namesOf(d.id));
  if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) return [declaration.id.name];
  return [];
}

/** The names a binding pattern declares. */
function namesOf(pattern) {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => namesOf(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e === null ? [] : namesOf(e)));
    case 'AssignmentPattern':
      return namesOf(pattern.left);
    case 'RestElement':
      return namesOf(pattern.argument);
    default:
      return []; // a member expression: it assigns no name
  }
}

/** Every name the code assigns after its declaration: `x = …`, `x += …`, `x++`, `[x] = …`, `for (x of …)`. */
function collectAssigned(node, assigned) {
  const stack = [node];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current.type === 'AssignmentExpression') for (const name of namesOf(current.left)) assigned.add(name);
    else if (current.type === 'UpdateExpression') for (const name of namesOf(current.argument)) assigned.add(name);
    else if ((current.type === 'ForInStatement' || current.type === 'ForOfStatement') && current.left.type !== 'VariableDeclaration') {
      for (const name of namesOf(current.left)) assigned.add(name);
    }
    for (const key in current) {
      const value = current[key];
      if (Array.isArray(value)) {
        for (const item of value) if (item !== null && typeof item.type === 'string') stack.push(item);
      } else if (value !== null && typeof value === 'object' && typeof value.type === 'string') stack.push(value);
    }
  }
}
