-- Geocoding results are cached (a postcode's place does not move), including "not found", so a
-- mistyped postcode does not cost a lookup every time it is searched.
CREATE TABLE geocode_cache (
  postcode   text PRIMARY KEY,
  found      boolean NOT NULL,
  lat        double precision,
  lng        double precision,
  source     text NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT found OR (lat IS NOT NULL AND lng IS NOT NULL))
);

-- Which version of a venue each enrichment phase last saw: a phase is due when the venue has
-- changed since (or never ran), which makes re-running a phase idempotent and resumable.
ALTER TABLE venues
  ADD COLUMN phase1_version integer,
  ADD COLUMN phase1_at timestamptz,
  ADD COLUMN phase2_version integer,
  ADD COLUMN phase2_at timestamptz;

-- Suggestions match the start of words in names; this index serves prefix look-ups.
CREATE INDEX search_documents_name_prefix_idx ON search_documents (lower(immutable_unaccent(name)) text_pattern_ops);
