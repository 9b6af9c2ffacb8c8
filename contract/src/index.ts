// The contract between the web app and the server, as a declared package: the vocabularies,
// the shapes the API answers with and the route table. It has no dependencies, so the
// browser bundle takes what it needs and the api, indexer and ops import the same definitions.
export * from './search-schema.js';
export * from './query-understanding.js';
export * from './text.js';
export * from './numbers-en-gb.js';
export type * from './venue-details.js';
export type * from './venue-detail-view.js';
export * from './password-policy.js';
export * from './routes.js';
export * from './venue-rules.js';
export * from './media.js';
export * from './verification-programme.js';
export * from './moderation-vocabulary.js';
export type * from './api-types.js';
export * from './enquiries.js';
export * from './venue-activity.js';
export * from './venue-calendar.js';
export * from './shortlists.js';
