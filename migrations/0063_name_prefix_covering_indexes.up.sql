-- The type-ahead's word-start tiers (postgres-search-engine.ts, nameTiers) read a range of
-- suffixes, then order by quality: for the two or three letters typed first, tens of thousands of
-- rows at 100,000 venues, each fetched from the table (a bitmap heap scan: 50-160 ms for both
-- tiers of "th"). One covering index per tier (first word, later words) answers them from the
-- index alone (an index-only scan: 1-30 ms), and replaces the index on every suffix they used.
CREATE INDEX search_name_prefixes_first_word_idx
  ON search_name_prefixes (suffix text_pattern_ops) INCLUDE (quality_score, venue_id) WHERE word_index = 0;
CREATE INDEX search_name_prefixes_later_words_idx
  ON search_name_prefixes (suffix text_pattern_ops) INCLUDE (quality_score, venue_id) WHERE word_index > 0;
DROP INDEX search_name_prefixes_suffix_idx;
