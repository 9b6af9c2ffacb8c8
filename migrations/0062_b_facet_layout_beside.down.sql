DELETE FROM search_index_meta WHERE key IN ('facet_layout_keys', 'facet_layout_next');
ALTER TABLE search_documents DROP COLUMN facet_bits_next;
