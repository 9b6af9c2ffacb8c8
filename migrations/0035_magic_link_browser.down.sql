ALTER TABLE one_time_tokens DROP COLUMN browser_hash;
