ALTER TABLE search_name_prefixes DROP COLUMN IF EXISTS quality_score;
