ALTER TABLE search_words DROP COLUMN feature_words;
