DELETE FROM search_index_meta WHERE key IN ('generation', 'rebuilt');
DROP TABLE search_removals;
ALTER TABLE search_vocabulary DROP COLUMN generation;
ALTER TABLE search_documents DROP COLUMN generation;
