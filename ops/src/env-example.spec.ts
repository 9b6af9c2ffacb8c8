// .env.example is the one list of what can be configured: every variable that a configuration
// schema of the api, the indexer, the search engine, the geocoder or the commands reads is named
// there, so an operator reading it misses none.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { ApiConfig } from '@venue-finder/api/config/api-config';
import { readGeocoderConfig } from '../../core/src/geo/geocoder-config';
import { IndexerConfig } from '@venue-finder/indexer/indexer-config';
import { loadMeilisearchConfig } from '../../meili/src/meilisearch-config';
import { readSearchEngineChoice } from '../../meili/src/search-engine-config';
import { loadOpsConfig } from './ops-config';

const ROOT = resolve(__dirname, '../..');
const read = new Set<string>();

// Every schema passes through loadConfig: record the variables its shape names.
jest.mock('../../core/src/config/load-config', () => {
  const actual = jest.requireActual('../../core/src/config/load-config');
  return {
    ...actual,
    loadConfig: (schema: z.ZodObject, env: NodeJS.ProcessEnv) => {
      for (const name of Object.keys(schema.shape)) read.add(name);
      return actual.loadConfig(schema, env);
    },
  };
});

/** An environment that also records the variables read from it directly, beside a schema. */
const recordingEnv = (values: Record<string, string>): NodeJS.ProcessEnv =>
  new Proxy(values, {
    get: (target, name) => {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });

function namedInEnvExample(): Set<string> {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  // Set (NAME=value) or shown commented out (# NAME=value).
  return new Set([...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
}

describe('.env.example', () => {
  it('names every variable that a configuration schema reads', () => {
    const env = () => recordingEnv({ DATABASE_URL: 'postgres://localhost/venue_finder' });
    new ApiConfig(env());
    new IndexerConfig(env());
    loadOpsConfig(env());
    loadMeilisearchConfig(env());
    readSearchEngineChoice(env());
    readGeocoderConfig(env());
    // The recording saw the schemas (a sample from each), not only the variables set.
    expect([...read]).toEqual(
      expect.arrayContaining(['PORT', 'INDEXER_BATCH_SIZE', 'SEED_VENUES', 'MEILI_URL', 'GEOCODER', 'S3_BUCKET']),
    );
    const named = namedInEnvExample();
    expect([...read].filter((name) => !named.has(name)).sort()).toEqual([]);
  });
});
