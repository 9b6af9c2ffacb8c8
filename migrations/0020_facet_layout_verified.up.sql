-- The facet bits gained the verification programme's tiers (bits 88-91: a venue that reached a
-- tier has its bit and those below; core/src/search/facet-bits.ts). An empty index (a fresh
-- database) is built with any layout, so it takes the new fingerprint at once; an index with
-- documents keeps the old one, so the api refuses to search it and the indexer rebuilds it at
-- start-up, bringing every venue's tier into search.
UPDATE search_index_meta
   SET value = '37c0bc70f01ba57569356b2de9bc6b8caa6314d4e20c0cb36e901f0a5a109329'
 WHERE key = 'facet_layout' AND NOT EXISTS (SELECT 1 FROM search_documents);
