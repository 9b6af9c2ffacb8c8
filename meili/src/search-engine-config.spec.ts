import { readSearchEngineChoice } from './search-engine-config';

describe('choosing the search engine', () => {
  it('is the PostgreSQL engine without MEILI_URL, and Meilisearch with it', () => {
    expect(readSearchEngineChoice({}).kind).toBe('postgres');
    expect(readSearchEngineChoice({ MEILI_URL: 'http://127.0.0.1:7700', MEILI_API_KEY: 'k' }).kind).toBe('meilisearch');
  });

  it('refuses Meilisearch without MEILI_URL', () => {
    expect(() => readSearchEngineChoice({ SEARCH_ENGINE: 'meilisearch' })).toThrow(/MEILI_URL is not set/);
  });

  it('refuses, in production, Meilisearch without the app key, naming the command that prints it', () => {
    const production = { NODE_ENV: 'production', MEILI_URL: 'http://meilisearch:7700', MEILI_MASTER_KEY: 'master' };
    expect(() => readSearchEngineChoice(production)).toThrow(
      /MEILI_API_KEY is not set.*docker compose run --rm meili-setup/,
    );
    expect(readSearchEngineChoice({ ...production, MEILI_API_KEY: 'app' }).meilisearch?.apiKey).toBe('app');
  });

  it('lets a developer use the master key outside production', () => {
    const own = { MEILI_URL: 'http://127.0.0.1:7700', MEILI_MASTER_KEY: 'master' };
    expect(readSearchEngineChoice(own).meilisearch?.apiKey).toBe('master');
  });
});
