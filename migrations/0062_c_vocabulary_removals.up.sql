-- The search vocabulary is pruned of words no document holds (a venue gone or changed), so typo
-- corrections and the type-ahead's spelling never steer to a word that finds nothing
-- (PostgresSearchEngine.pruneVocabulary). Each pruned word is recorded with the generation of the
-- write that pruned it, as search_removals records documents, so the resident copies drop it too.
CREATE TABLE search_vocabulary_removals (
  word       text COLLATE "C" PRIMARY KEY,
  generation bigint NOT NULL
);
CREATE INDEX search_vocabulary_removals_generation_idx ON search_vocabulary_removals (generation);
