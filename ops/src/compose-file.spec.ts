// The production shape's first steps work as docs/operations.md tells them: compose refuses every
// command while a variable it requires (`${NAME:?…}`) is unset, so it may require only what the
// operator has before the first step — the database password and the Meilisearch master key —
// and `docker compose run --rm meili-setup` (which prints MEILI_API_KEY) can run.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const compose = readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8');
const operations = readFileSync(resolve(ROOT, 'docs/operations.md'), 'utf8');

const required = (text: string) => new Set([...text.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]));

describe('docker-compose.yml', () => {
  it('requires only what the operator has before meili-setup prints the app key', () => {
    expect([...required(compose)].sort()).toEqual(['MEILI_MASTER_KEY', 'POSTGRES_PASSWORD']);
  });

  it('gives the api and the indexer the app key and the mail server from the environment', () => {
    expect(compose).toMatch(/MEILI_API_KEY: \$\{MEILI_API_KEY:-\}/);
    expect(compose).toMatch(/SMTP_URL: \$\{SMTP_URL:-\}/);
  });

  it('is started in the order docs/operations.md gives: meili-setup first', () => {
    const first = operations.indexOf('docker compose run --rm meili-setup');
    const up = operations.indexOf('docker compose up', first);
    expect(first).toBeGreaterThan(-1);
    expect(up).toBeGreaterThan(first);
  });
});
