// SQL lives in repositories (issue #46), enforced by `npm run lint`: under api/, core/, indexer/
// and ops/src, a call of `.query(…)` (a DataSource's, an EntityManager's, a pg Client's), and
// the ORM's ways in, `.getRepository(…)` and `.createQueryBuilder(…)`, are allowed only in a
// `*.repository.ts` file, where each question has a method and its result a
// type; services, commands and engines call those methods. Specs are left out: a spec may ask
// the database what it needs to prove. Proven by ops/src/sql-in-repositories.spec.ts.
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const GUARDED = ['api', 'core', 'indexer', path.join('ops', 'src')];
/** The ORM's entry points: every read or write through an entity starts at one of these. */
const ORM_WAYS_IN = new Set(['getRepository', 'createQueryBuilder']);

/** True when the rule applies to `file`: a non-spec, non-repository .ts file of a guarded folder. */
function guarded(file) {
  const relative = path.relative(ROOT, file);
  if (!GUARDED.some((folder) => relative === folder || relative.startsWith(folder + path.sep))) return false;
  if (relative.split(path.sep).includes('node_modules') || relative.split(path.sep).includes('dist')) return false;
  return relative.endsWith('.ts') && !/\.(spec|repository)\.ts$/.test(relative);
}

const onlyInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL (a `.query(` call) and the ORM only in *.repository.ts files' },
    schema: [],
    messages: {
      query:
        'SQL lives in repositories: move this `.query(` into a *.repository.ts beside {{file}} (a method per question, its result typed) and call that.',
      orm: 'The ORM is reached in repositories: move this `.{{method}}(` into a *.repository.ts beside {{file}} (a method per question) and call that.',
    },
  },
  create(context) {
    const file = context.filename;
    if (!guarded(file)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        const data = { file: path.basename(file), method };
        if (method === 'query') context.report({ node: callee.property, messageId: 'query', data });
        else if (ORM_WAYS_IN.has(method)) context.report({ node: callee.property, messageId: 'orm', data });
      },
    };
  },
};

module.exports = {
  meta: { name: 'venue-finder-sql-in-repositories' },
  rules: { 'only-in-repositories': onlyInRepositories },
};
