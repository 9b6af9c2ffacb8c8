-- Back to word-starts of the name as lower case without accents, punctuation kept.
DELETE FROM search_name_prefixes;

INSERT INTO search_name_prefixes (venue_id, word_index, suffix, quality_score)
SELECT d.venue_id, i - 1, array_to_string(w.words[i:], ' '), d.quality_score
  FROM search_document_details t
  JOIN search_documents d USING (venue_id),
       LATERAL (SELECT regexp_split_to_array(t.name_key, '\s+') AS words) w,
       LATERAL generate_subscripts(w.words, 1) AS i;
