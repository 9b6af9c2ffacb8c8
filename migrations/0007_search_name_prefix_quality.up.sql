-- Suggestions list the best venues first among names starting with what was typed; keeping
-- the quality score beside each word-start lets that order come from this table alone.
ALTER TABLE search_name_prefixes ADD COLUMN quality_score integer NOT NULL DEFAULT 0;
UPDATE search_name_prefixes p SET quality_score = d.quality_score
  FROM search_documents d WHERE d.venue_id = p.venue_id;
