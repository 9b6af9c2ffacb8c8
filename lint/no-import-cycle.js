// No module loops (issue #46): a file may not import, directly or through other files, something
// that imports it back. Only imports that run when a module loads are followed: relative static
// imports and re-exports. Type-only imports (erased by the compiler) and dynamic import() (run
// later, e.g. a lazily loaded page) cannot make a loop at load time and are left out.
// Applied to api/, core/ and web/ in eslint.config.js (api/'s modules, folder by folder, also by
// api-modules.js); proven by web/src/import-cycles.spec.ts.
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@typescript-eslint/typescript-estree');

/** The file a relative import names: the contract's ESM '.js' names stand for the '.ts' sources. */
function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), source).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** True when the declaration brings in only types. */
function typeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type') &&
    node.type === 'ImportDeclaration'
  );
}

/** The load-time imports of a program: [{ node, target }]. */
function loadTimeImports(file, program) {
  const found = [];
  for (const node of program.body) {
    const isImport =
      node.type === 'ImportDeclaration' ||
      ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source);
    if (!isImport || typeOnly(node)) continue;
    const target = resolveImport(file, node.source.value);
    if (target) found.push({ node, target });
  }
  return found;
}

/** Each file's load-time imports, parsed once per file version. */
const graph = new Map();
function importsOf(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = graph.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets;
  let targets = [];
  try {
    const program = parse(fs.readFileSync(file, 'utf8'), { jsx: file.endsWith('.tsx'), range: false, loc: false });
    targets = loadTimeImports(file, program).map((entry) => entry.target);
  } catch {
    // A file that does not parse is the parser's problem to report, in its own lint.
  }
  graph.set(file, { mtimeMs, targets });
  return targets;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const walk = (file, trail) => {
    if (file === goal) return trail;
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of importsOf(file)) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no module imports itself through other modules' },
    schema: [],
    messages: {
      cycle:
        'This import makes a loop: {{loop}}. Move what both sides need into a module that imports neither, or pass it in.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    return {
      Program(program) {
        for (const { node, target } of loadTimeImports(file, program)) {
          const back = pathBack(target, file);
          if (!back) continue;
          const loop = [file, ...back].map((f) => path.relative(root, f)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { loop } });
        }
      },
    };
  },
};

module.exports = { meta: { name: 'venue-finder-no-import-cycle' }, rules: { 'no-import-cycle': noImportCycle } };
