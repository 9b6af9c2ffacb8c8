-- What the PostgreSQL search index was built with: the fingerprint of the facet-bit layout
-- (core/src/search/facet-bits.ts). Facet values are positional bits, so an index written with
-- another layout would answer wrong filters and counts: the api refuses to search while the
-- fingerprints differ, and the indexer rebuilds the index first. Written by every rebuild.
CREATE TABLE search_index_meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- The layout every index since migration 0008 was built with (87 bits).
INSERT INTO search_index_meta (key, value)
VALUES ('facet_layout', '8ff1183b4844512fb1a396c8d0947c87d109cd7af4af3960afa77618cf47c269');
