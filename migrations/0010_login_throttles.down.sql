DROP INDEX IF EXISTS one_time_tokens_expires_idx;
DROP TABLE IF EXISTS login_throttles;
