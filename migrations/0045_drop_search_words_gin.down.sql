CREATE INDEX search_words_words_idx ON search_words USING gin (words) WITH (fastupdate = off);
