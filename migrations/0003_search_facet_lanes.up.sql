-- Facet counts in one aggregate (core/src/search/facet-lanes.ts): each document carries a
-- number with one 20-bit lane per facet value; summing it counts every value at once.
ALTER TABLE search_documents ADD COLUMN facet_lanes numeric;

-- Names lower-cased and unaccented once, when written, rather than for every row of every
-- query: what suggestions and typo-tolerant matching compare against.
ALTER TABLE search_documents ADD COLUMN name_key text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;
DROP INDEX search_documents_name_trgm_idx, search_documents_name_prefix_idx;
CREATE INDEX search_documents_name_key_trgm_idx ON search_documents USING gin (name_key gin_trgm_ops);
CREATE INDEX search_documents_name_key_prefix_idx ON search_documents (name_key text_pattern_ops);

-- The point on the earth's surface, computed once when written: radius searches compare
-- thousands of them per query in central London.
ALTER TABLE search_documents ADD COLUMN earth_point earth
  GENERATED ALWAYS AS (CASE WHEN lat IS NULL OR lng IS NULL THEN NULL ELSE ll_to_earth(lat, lng) END) STORED;
DROP INDEX search_documents_geo_idx;
CREATE INDEX search_documents_earth_point_idx ON search_documents USING gist (earth_point);

-- The sorts of the results page, so a page is read in order instead of sorting every match.
CREATE INDEX search_documents_relevance_idx ON search_documents (quality_score DESC, rating DESC NULLS LAST, venue_id);
CREATE INDEX search_documents_price_idx ON search_documents (day_rate_pence ASC NULLS LAST, venue_id);
CREATE INDEX search_documents_capacity_idx ON search_documents (capacity_max DESC, venue_id);
CREATE INDEX search_documents_updated_idx ON search_documents (venue_updated_at DESC, venue_id);

-- Existing documents have no lanes yet: have the indexer rewrite every published venue's.
INSERT INTO outbox (aggregate_type, aggregate_id, event_type)
SELECT 'venue', id, 'venue.upserted' FROM venues WHERE status = 'published';
