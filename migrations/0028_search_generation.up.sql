-- Each process that searches keeps the index resident (core/src/search/resident-index.ts) and
-- catches up with what was written since it last looked. Every write of the index takes the
-- next generation, in its own transaction (the counter's row lock orders the writers, so a
-- generation is committed only after every smaller one), and stamps the rows it writes with it;
-- removals leave a row in search_removals. A reader seeing generation G reads the rows stamped
-- after the G it had; a rebuild records its generation in 'rebuilt' and readers reload whole.
ALTER TABLE search_documents ADD COLUMN generation bigint NOT NULL DEFAULT 0;
CREATE INDEX search_documents_generation_idx ON search_documents (generation);

ALTER TABLE search_vocabulary ADD COLUMN generation bigint NOT NULL DEFAULT 0;
CREATE INDEX search_vocabulary_generation_idx ON search_vocabulary (generation);

CREATE TABLE search_removals (
  venue_id   uuid PRIMARY KEY,
  generation bigint NOT NULL
);
CREATE INDEX search_removals_generation_idx ON search_removals (generation);

INSERT INTO search_index_meta (key, value) VALUES ('generation', '0'), ('rebuilt', '0')
ON CONFLICT (key) DO NOTHING;
