export * from './meilisearch-config';
export * from './meilisearch-document';
export * from './meilisearch-filter';
export * from './meilisearch-index';
export * from './meilisearch-search-engine';
export * from './meilisearch-sort';
export * from './venues-index.settings';
export * from './search-engine-config';
