-- Type-ahead: every word-start of every name ("the grand exchange", "grand exchange",
-- "exchange"), so text typed so far matches the start of any word through one index range
-- scan, whatever its length. Kept by the search engine with its documents.
CREATE TABLE search_name_prefixes (
  venue_id   uuid NOT NULL REFERENCES search_documents (venue_id) ON DELETE CASCADE,
  word_index smallint NOT NULL,
  suffix     text NOT NULL,
  PRIMARY KEY (venue_id, word_index)
);
CREATE INDEX search_name_prefixes_suffix_idx ON search_name_prefixes (suffix text_pattern_ops);

INSERT INTO search_name_prefixes (venue_id, word_index, suffix)
SELECT d.venue_id, i - 1, array_to_string(w.words[i:], ' ')
  FROM search_documents d,
       LATERAL (SELECT regexp_split_to_array(d.name_key, '\s+') AS words) w,
       LATERAL generate_subscripts(w.words, 1) AS i;
