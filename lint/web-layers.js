// The web app's layers, enforced by `npm run lint` (issue #37):
// - web/ talks to the rest of the project only through the contract: of the project's packages it
//   imports only @venue-finder/contract, and no relative path leaves web/;
// - a feature (web/src/features/<name>/) imports no other feature and not the app: what two
//   features share lives in web/src/components or web/src/lib, and app/ composes features into
//   pages (the app depends on features, never the reverse);
// - shared code (web/src/components, lib, config) imports no feature and not the app;
// - (its tests may also run the contract's build tools, contract/tools: the types generator);
// - a query key is spelled once, in its resource's factory in web/src/lib/query-keys.ts, never as
//   a literal array where a query is read, written or invalidated.
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const WEB = path.join(ROOT, 'web');
const WEB_SRC = path.join(WEB, 'src');
const QUERY_KEYS_FILE = path.join(WEB_SRC, 'lib', 'query-keys.ts');
/** The contract's build tools (the types generator), which the web app's tests may run. */
const CONTRACT_TOOLS = path.join(ROOT, 'contract', 'tools');
const SHARED_FOLDERS = ['components', 'lib', 'config'];

const inside = (folder, file) => file === folder || file.startsWith(folder + path.sep);

/** The web layer a file belongs to: { layer: 'feature', name } | { layer: 'shared' | 'app' | 'other' }. */
function layerOf(file) {
  if (!inside(WEB_SRC, file)) return { layer: 'other' };
  const [top, name] = path.relative(WEB_SRC, file).split(path.sep);
  if (top === 'features' && name) return { layer: 'feature', name };
  if (SHARED_FOLDERS.includes(top)) return { layer: 'shared', name: top };
  if (top === 'app') return { layer: 'app' };
  return { layer: 'other' };
}

/** Calls each import-like node's source literal: import/export … from, import(), require(). */
function eachImportSource(visit) {
  const fromSource = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') visit(node.source);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    CallExpression(node) {
      const [first] = node.arguments;
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal') {
        if (typeof first.value === 'string') visit(first);
      }
    },
  };
}

const imports = {
  meta: {
    type: 'problem',
    docs: { description: 'web/ imports only the contract, and a web feature imports no other feature' },
    schema: [],
    messages: {
      projectPackage:
        "web/ imports only @venue-finder/contract of the project's packages, not '{{source}}': what the web app and the server share belongs in contract/.",
      leavesWeb:
        "web/ imports only the contract, not '{{source}}' outside web/: import what is shared from '@venue-finder/contract'.",
      crossFeature:
        "The '{{from}}' feature may not import the '{{to}}' feature ('{{source}}'): move what both use to web/src/components or web/src/lib, or compose them in web/src/app.",
      featureImportsApp:
        "The '{{from}}' feature may not import the app ('{{source}}'): the app composes features, not the reverse; move what the feature needs to web/src/lib or web/src/components.",
      sharedImportsFeature:
        "web/src/{{from}} is shared code and may not import '{{source}}' (a feature or the app): shared code depends on nothing above it.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!inside(WEB, file)) return {};
    const from = layerOf(file);
    return eachImportSource((node) => {
      const source = node.value;
      if (!source.startsWith('.') && !source.startsWith('/')) {
        if (/^@venue-finder\//.test(source) && source !== '@venue-finder/contract') {
          context.report({ node, messageId: 'projectPackage', data: { source } });
        }
        return;
      }
      const target = path.resolve(path.dirname(file), source);
      if (file.endsWith('.spec.ts') && inside(CONTRACT_TOOLS, target)) return;
      if (!inside(WEB, target)) {
        context.report({ node, messageId: 'leavesWeb', data: { source } });
        return;
      }
      const to = layerOf(target);
      if (from.layer === 'feature' && to.layer === 'feature' && from.name !== to.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name, source } });
      } else if (from.layer === 'feature' && to.layer === 'app') {
        context.report({ node, messageId: 'featureImportsApp', data: { from: from.name, source } });
      } else if (from.layer === 'shared' && (to.layer === 'feature' || to.layer === 'app')) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { from: from.name, source } });
      }
    });
  },
};

/** The TanStack Query calls whose first argument is a query key. */
const KEYED_CALLS = new Set(['getQueryData', 'setQueryData', 'getQueryState', 'removeQueries']);

const queryKeys = {
  meta: {
    type: 'problem',
    docs: { description: "query keys come from their resource's factory in web/src/lib/query-keys.ts" },
    schema: [],
    messages: {
      literalKey:
        "Spell no query key here: take it from the resource's factory in web/src/lib/query-keys.ts (one owner per key, so invalidation cannot miss).",
    },
  },
  create(context) {
    const file = context.filename;
    if (!inside(WEB, file) || file === QUERY_KEYS_FILE) return {};
    return {
      Property(node) {
        const named = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if ((named === 'queryKey' || named === 'mutationKey') && node.value.type === 'ArrayExpression') {
          context.report({ node: node.value, messageId: 'literalKey' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name;
        if (name && KEYED_CALLS.has(name) && node.arguments[0]?.type === 'ArrayExpression') {
          context.report({ node: node.arguments[0], messageId: 'literalKey' });
        }
      },
    };
  },
};

module.exports = { meta: { name: 'venue-finder-web-layers' }, rules: { imports, 'query-keys': queryKeys } };
