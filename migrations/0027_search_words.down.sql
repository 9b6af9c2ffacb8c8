DROP TABLE search_vocabulary;
DROP TABLE search_words;
-- The details' text comes back empty, so the vectors hold the names only until `npm run reindex`.
ALTER TABLE search_document_details ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE search_document_details ADD COLUMN tsv tsvector NOT NULL DEFAULT ''::tsvector;
UPDATE search_document_details
   SET tsv = setweight(to_tsvector('english', immutable_unaccent(name)), 'A') ||
             setweight(to_tsvector('english', immutable_unaccent(search_text)), 'B');
CREATE INDEX search_document_details_tsv_idx ON search_document_details USING gin (tsv);
CREATE INDEX search_document_details_name_key_trgm_idx ON search_document_details USING gin (name_key gin_trgm_ops);
