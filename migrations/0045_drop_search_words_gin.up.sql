-- Word search moved into each process's resident index (core/src/search/resident-index.ts,
-- migration 0028): nothing has matched search_words with @@ since, so its GIN index was only
-- written, on every change of every venue and for each of a rebuild's 100,000 rows. The resident
-- copies read search_words by venue_id (its primary key), which is all the table needs.
DROP INDEX IF EXISTS search_words_words_idx;
