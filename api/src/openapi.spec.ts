// The committed OpenAPI document (api/openapi.json) must match what the code generates, so
// clients and reviewers see every contract change, and so must the web app's types generated
// from it (contract/src/openapi-types.generated.ts). `npm run openapi` rewrites both.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateOpenApiTypes } from '../../contract/tools/openapi-types';
import { type ApiTestApp, startApiTestApp } from '../../tests/support/api-test-app';
import { buildOpenApiDocument } from './app';

const COMMITTED = join(__dirname, '..', 'openapi.json');
const OPENAPI_TYPES_FILE = join(__dirname, '..', '..', 'contract', 'src', 'openapi-types.generated.ts');

describe('OpenAPI document', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp();
  });

  afterAll(() => api?.close());

  it('is committed as api/openapi.json exactly as the code generates it', async () => {
    const generated = `${JSON.stringify(buildOpenApiDocument(api.app), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(COMMITTED, generated);
    const committed = await readFile(COMMITTED, 'utf8').catch(() => '');
    expect(committed).toBe(generated);
  });

  it('gives the web app types generated from it, committed as contract/src/openapi-types.generated.ts', async () => {
    const generated = await generateOpenApiTypes(buildOpenApiDocument(api.app));
    if (process.env.UPDATE_OPENAPI === '1') await writeFile(OPENAPI_TYPES_FILE, generated);
    const committed = await readFile(OPENAPI_TYPES_FILE, 'utf8').catch(() => '');
    expect(committed).toBe(generated);
  });

  it('gives every operation a typed success answer (a schema, or 204 No Content)', async () => {
    const document = JSON.parse(await readFile(COMMITTED, 'utf8')) as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const untyped = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const successes = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
          return !successes.some(
            ([status, answer]) =>
              status === '204' ||
              Object.values(answer.content ?? {}).some((media) => (media as { schema?: unknown }).schema),
          );
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(untyped).toEqual([]);
  });
});
