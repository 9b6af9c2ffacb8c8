-- Ranking by attribute (core/src/search/query-words.ts, rule 5): a word found in a venue's
-- categories and facilities ranks above one found only in its description, so the index keeps
-- those words apart from the rest. Empty until the documents are written again: `npm run
-- reindex` fills it (until then such matches rank as the description's do).
ALTER TABLE search_words ADD COLUMN feature_words tsvector NOT NULL DEFAULT ''::tsvector;
