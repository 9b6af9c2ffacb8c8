-- Word search on narrow rows, with a vocabulary for typos (core/src/search/query-words.ts).
-- A common word matched thousands of details rows, each 3 kB with its card, and was checked
-- against a positional vector with a trigram test of the name beside it: 100 ms for "conference"
-- at 12,000 venues. Now search_words holds each venue's words without positions (matched
-- through a GIN index that never defers its updates, so no pending list slows reads), and the
-- name's and the place's words for ranking; it is joined only for a text query, so counting
-- every venue for the landing page still reads search_documents alone. search_vocabulary lists
-- every word the documents contain, the source of each query word's typo corrections and
-- completions. Filled here from what is stored; `npm run reindex` writes them as the indexer does.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

CREATE TABLE search_words (
  venue_id    uuid PRIMARY KEY REFERENCES search_documents (venue_id) ON DELETE CASCADE,
  words       tsvector NOT NULL,
  name_words  tsvector NOT NULL,
  place_words tsvector NOT NULL
);
INSERT INTO search_words (venue_id, words, name_words, place_words)
SELECT t.venue_id,
       strip(to_tsvector('english', t.name_key || ' ' || lower(immutable_unaccent(t.search_text)))),
       strip(to_tsvector('english', t.name_key)),
       strip(to_tsvector('english', d.city))
  FROM search_document_details t JOIN search_documents d USING (venue_id);
CREATE INDEX search_words_words_idx ON search_words USING gin (words) WITH (fastupdate = off);

DROP INDEX search_document_details_tsv_idx;
ALTER TABLE search_document_details DROP COLUMN tsv;
-- Typos are the vocabulary's now, in word search and in the type-ahead alike.
DROP INDEX search_document_details_name_key_trgm_idx;

CREATE TABLE search_vocabulary (
  word text COLLATE "C" PRIMARY KEY
);
INSERT INTO search_vocabulary (word)
SELECT DISTINCT word
  FROM search_document_details t,
       regexp_split_to_table(lower(immutable_unaccent(t.name || ' ' || t.search_text)), '[^[:alnum:]]+') AS word
 WHERE word <> ''
ON CONFLICT DO NOTHING;

-- The details' text was read only for the word vector it fed; search_words has the words now.
ALTER TABLE search_document_details DROP COLUMN search_text;
