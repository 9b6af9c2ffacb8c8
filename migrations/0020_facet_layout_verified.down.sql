-- Back to the 87-bit layout of 0011; an index with documents is rebuilt by the indexer.
UPDATE search_index_meta
   SET value = '8ff1183b4844512fb1a396c8d0947c87d109cd7af4af3960afa77618cf47c269'
 WHERE key = 'facet_layout' AND NOT EXISTS (SELECT 1 FROM search_documents);
