DROP INDEX IF EXISTS search_documents_relevance_idx, search_documents_price_idx,
  search_documents_capacity_idx, search_documents_updated_idx;
ALTER TABLE search_documents DROP COLUMN IF EXISTS facet_lanes;
DROP INDEX IF EXISTS search_documents_earth_point_idx;
ALTER TABLE search_documents DROP COLUMN IF EXISTS earth_point;
CREATE INDEX search_documents_geo_idx ON search_documents USING gist (ll_to_earth(lat, lng))
  WHERE lat IS NOT NULL AND lng IS NOT NULL;
DROP INDEX IF EXISTS search_documents_name_key_trgm_idx, search_documents_name_key_prefix_idx;
ALTER TABLE search_documents DROP COLUMN IF EXISTS name_key;
CREATE INDEX search_documents_name_trgm_idx ON search_documents USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);
CREATE INDEX search_documents_name_prefix_idx ON search_documents (lower(immutable_unaccent(name)) text_pattern_ops);
