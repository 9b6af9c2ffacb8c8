DROP INDEX IF EXISTS search_documents_name_prefix_idx;
ALTER TABLE venues
  DROP COLUMN IF EXISTS phase1_version,
  DROP COLUMN IF EXISTS phase1_at,
  DROP COLUMN IF EXISTS phase2_version,
  DROP COLUMN IF EXISTS phase2_at;
DROP TABLE IF EXISTS geocode_cache;
