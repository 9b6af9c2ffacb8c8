// The api's modules, enforced by `npm run lint` (issue #46), in the manner of web-layers.js:
// - api/src/<name>/ is a feature module. api/src/kernel/ is the shared kernel: what features
//   share (the clock, the access guard and session user, the audit log, jobs, the mail queue,
//   queue paging and moderation decisions, event details, the venue selection). common/ (HTTP
//   plumbing: errors, validation) and config/ (configuration, read once) are shared code below it.
//   Shared code imports no feature and not the app (api/src/*.ts, which composes the modules).
// - A feature imports another feature only through what that feature offers: its public index
//   (<name>/index.ts) or its Nest module (<name>/*.module.ts), never the files behind them.
// - No module loop (rule 'no-module-loop'): no module imports, directly or through other modules,
//   a module that imports it back. Every static import counts here, type-only ones too: a type
//   shared both ways ties two modules as firmly as a value does (config ↔ dns was such a loop).
// Specs are left out of both rules: a spec may reach into the modules it proves, and nothing
// imports a spec, so it cannot close a loop. Proven by api/src/module-boundaries.spec.ts.
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@typescript-eslint/typescript-estree');

const API_SRC = path.join(__dirname, '..', 'api', 'src');
const SHARED = ['kernel', 'common', 'config'];

const inside = (folder, file) => file === folder || file.startsWith(folder + path.sep);
const isSpec = (file) => /\.spec\.ts$/.test(file);

/** The module a file of api/src belongs to: { layer: 'feature' | 'shared', name } | { layer: 'app' } | null. */
function moduleOf(file) {
  if (!inside(API_SRC, file)) return null;
  const parts = path.relative(API_SRC, file).split(path.sep);
  if (parts.length === 1) return { layer: 'app', name: '(app)' };
  const [name] = parts;
  return { layer: SHARED.includes(name) ? 'shared' : 'feature', name };
}

/** True when `file` is what its feature offers others: <name>/index.ts or <name>/*.module.ts. */
function isPublicEntry(file) {
  const parts = path.relative(API_SRC, file).split(path.sep);
  return parts.length === 2 && (parts[1] === 'index.ts' || parts[1].endsWith('.module.ts'));
}

/** The file a relative import names, or null (a package, or nothing on disk). */
function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), source).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) {
    if (candidate.endsWith('.ts') && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import sources of a program's top level: import/export … from (type-only included). */
function importNodes(program) {
  return program.body.filter(
    (node) =>
      (node.type === 'ImportDeclaration' ||
        ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source)) &&
      typeof node.source.value === 'string',
  );
}

/** Every non-spec .ts file of api/src. */
function apiFiles(dir = API_SRC) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiFiles(file);
    return entry.name.endsWith('.ts') && !isSpec(file) ? [file] : [];
  });
}

/** Each file's imported files, parsed once per file version. */
const parsed = new Map();
function importsOf(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = parsed.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets;
  let targets = [];
  try {
    const program = parse(fs.readFileSync(file, 'utf8'), { range: false, loc: false });
    targets = importNodes(program)
      .map((node) => resolveImport(file, node.source.value))
      .filter(Boolean);
  } catch {
    // A file that does not parse is the parser's problem to report, in its own lint.
  }
  parsed.set(file, { mtimeMs, targets });
  return targets;
}

/** The modules' graph, module name → the modules it imports, with `file` read as `fileTargets`. */
function moduleGraph(file, fileTargets) {
  const graph = new Map();
  const files = apiFiles();
  if (!files.includes(file)) files.push(file);
  for (const from of files) {
    const source = moduleOf(from);
    const targets = from === file ? fileTargets : importsOf(from);
    if (!graph.has(source.name)) graph.set(source.name, new Set());
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to.name !== source.name) graph.get(source.name).add(to.name);
    }
  }
  return graph;
}

/** A path of modules from `start` to `goal` in `graph`, or null. */
function modulePath(graph, start, goal) {
  const seen = new Set();
  const walk = (name, trail) => {
    if (name === goal) return trail;
    if (seen.has(name)) return null;
    seen.add(name);
    for (const next of graph.get(name) ?? []) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

const label = (module) => (module.layer === 'app' ? 'the app' : `the '${module.name}' module`);

const imports = {
  meta: {
    type: 'problem',
    docs: { description: "the api's shared code imports no feature; a feature imports another only through its index" },
    schema: [],
    messages: {
      sharedImportsFeature:
        "api/src/{{from}} is shared code and may not import {{to}} ('{{source}}'): shared code depends on no feature; move what both need into api/src/kernel.",
      featureInternals:
        "The '{{from}}' module may not import the '{{to}}' module's own file '{{source}}': import it from '{{entry}}' (the module's public index), or move what both need into api/src/kernel.",
      featureImportsApp:
        "The '{{from}}' module may not import the app ('{{source}}'): the app composes modules, not the reverse.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || from.layer === 'app' || isSpec(file)) return {};
    return {
      Program(program) {
        for (const node of importNodes(program)) {
          const source = node.source.value;
          const target = resolveImport(file, source);
          const to = target && moduleOf(target);
          if (!to || to.name === from.name) continue;
          if (to.layer === 'app') {
            context.report({ node: node.source, messageId: 'featureImportsApp', data: { from: from.name, source } });
          } else if (from.layer === 'shared' && to.layer === 'feature') {
            context.report({
              node: node.source,
              messageId: 'sharedImportsFeature',
              data: { from: from.name, to: label(to), source },
            });
          } else if (from.layer === 'feature' && to.layer === 'feature' && !isPublicEntry(target)) {
            const entry = path.relative(path.dirname(file), path.join(API_SRC, to.name)).split(path.sep).join('/');
            context.report({
              node: node.source,
              messageId: 'featureInternals',
              data: { from: from.name, to: to.name, source, entry },
            });
          }
        }
      },
    };
  },
};

const noModuleLoop = {
  meta: {
    type: 'problem',
    docs: { description: 'no api module imports, through other modules, a module that imports it back' },
    schema: [],
    messages: {
      loop: 'This import makes a module loop: {{loop}}. Move what both sides need into api/src/kernel, or pass it in.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || from.layer === 'app' || isSpec(file)) return {};
    return {
      Program(program) {
        const nodes = importNodes(program).map((node) => ({ node, target: resolveImport(file, node.source.value) }));
        const graph = moduleGraph(file, nodes.map(({ target }) => target).filter(Boolean));
        for (const { node, target } of nodes) {
          const to = target && moduleOf(target);
          if (!to || to.layer === 'app' || to.name === from.name) continue;
          const back = modulePath(graph, to.name, from.name);
          if (back)
            context.report({ node: node.source, messageId: 'loop', data: { loop: [from.name, ...back].join(' → ') } });
        }
      },
    };
  },
};

module.exports = {
  meta: { name: 'venue-finder-api-modules' },
  rules: { imports, 'no-module-loop': noModuleLoop },
};
