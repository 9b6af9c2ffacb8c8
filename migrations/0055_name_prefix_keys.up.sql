-- The type-ahead compares names as nameKey spells them (core's query-words.ts): accents off,
-- apostrophes joined ("lincolns inn"), "&" and "and" left out ("smith wollensky"), anything else
-- but letters and digits a space. Rewrites the stored word-starts that way; a venue's next write
-- adds the word-starts after its apostrophes ("etoile rooms"), and `npm run reindex` the joined
-- words of names with apostrophes to the search words.
DELETE FROM search_name_prefixes;

INSERT INTO search_name_prefixes (venue_id, word_index, suffix, quality_score)
SELECT d.venue_id, i - 1, array_to_string(w.words[i:], ' '), d.quality_score
  FROM search_document_details t
  JOIN search_documents d USING (venue_id),
       LATERAL (SELECT array_remove(array_remove(regexp_split_to_array(trim(regexp_replace(
                  regexp_replace(lower(immutable_unaccent(t.name)), '[''’ʼ]', '', 'g'),
                  '[^[:alnum:]]+', ' ', 'g')), ' '), 'and'), '') AS words) w,
       LATERAL generate_subscripts(w.words, 1) AS i;
