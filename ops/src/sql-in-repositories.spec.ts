// SQL lives in repositories, kept by the lint (lint/sql-in-repositories.js, issue #46): `npm run
// lint` runs ESLint with the repository's own config, and so does this test, on code it places
// where a file of the api, core, the indexer or ops would be.
import { join } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });
const RULE = 'sql-in-repositories/only-in-repositories';

/** The rule's messages (and any parse failure) for `code` as if it were the file at `path` (from the repository root). */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages
    .filter((message) => message.ruleId === RULE || message.fatal)
    .map((message) => message.message);
}

const PLANTED = [
  "import type { DataSource } from 'typeorm';",
  'export async function count(db: DataSource): Promise<number> {',
  "  const [row]: { n: string }[] = await db.query('SELECT count(*) AS n FROM venues');",
  '  return Number(row!.n);',
  '}',
  '',
].join('\n');

describe('SQL only in repositories (npm run lint)', () => {
  // The first lint loads the config: seconds on a loaded machine, done once here, with room.
  beforeAll(() => problems('core/src/clock.ts', 'export const warm = 1;\n'), 120_000);

  it('refuses a .query( call in a service, an engine, the indexer and an ops command', async () => {
    for (const path of [
      'api/src/claims/claims.service.ts',
      'core/src/search/postgres-search-engine.ts',
      'indexer/src/vocabulary-prune.ts',
      'ops/src/commands/bench-search.ts',
    ]) {
      const file = path.split('/').at(-1);
      expect({ path, problems: await problems(path, PLANTED) }).toEqual({
        path,
        problems: [
          `SQL lives in repositories: move this \`.query(\` into a *.repository.ts beside ${file} (a method per question, its result typed) and call that.`,
        ],
      });
    }
  });

  it('refuses it whatever the receiver and however it is called: a pg Client, a typed result, optional chaining', async () => {
    const code = [
      "import type { Client } from 'pg';",
      'export async function names(client: Client, tx?: Client): Promise<void> {',
      "  await client.query<{ name: string }>('SELECT name FROM schema_migrations');",
      "  await tx?.query('BEGIN');",
      '}',
      '',
    ].join('\n');
    expect(await problems('core/src/database/migrator.ts', code)).toHaveLength(2);
  });

  it('refuses the ORM’s ways in outside a repository: getRepository and createQueryBuilder', async () => {
    const code = [
      "import { Venue } from '@venue-finder/core';",
      "import type { DataSource, EntityManager } from 'typeorm';",
      'export async function venues(db: DataSource, tx: EntityManager): Promise<number> {',
      '  const all = await db.getRepository(Venue).find();',
      "  const some = await tx.createQueryBuilder(Venue, 'venue').getMany();",
      '  return all.length + some.length;',
      '}',
      '',
    ].join('\n');
    expect(await problems('ops/src/commands/enrich.ts', code)).toEqual([
      'The ORM is reached in repositories: move this `.getRepository(` into a *.repository.ts beside enrich.ts (a method per question) and call that.',
      'The ORM is reached in repositories: move this `.createQueryBuilder(` into a *.repository.ts beside enrich.ts (a method per question) and call that.',
    ]);
    expect(await problems('ops/src/enrichment.repository.ts', code)).toEqual([]);
  });

  it('accepts it in a repository and in a spec, and a `query` that is no call', async () => {
    expect(await problems('core/src/search/search-documents.repository.ts', PLANTED)).toEqual([]);
    expect(await problems('ops/src/bench/bench.repository.ts', PLANTED)).toEqual([]);
    expect(await problems('api/src/claims/claims.http.spec.ts', PLANTED)).toEqual([]);
    const request = 'export const limit = (request: { query: { limit?: string } }) => request.query.limit;\n';
    expect(await problems('api/src/dev-mailbox/dev-mailbox.routes.ts', request)).toEqual([]);
  });
});
