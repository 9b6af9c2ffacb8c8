-- Failed administrator sign-ins, per account and per client: each failure past a threshold
-- locks the key for longer (growing delays), and a correct password is refused while locked.
-- A successful sign-in clears the account's row; rows whose lock ended long ago are pruned.
CREATE TABLE login_throttles (
  key          text PRIMARY KEY,
  failures     integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_throttles_updated_idx ON login_throttles (updated_at);

-- Used and expired sign-in links are pruned by their expiry.
CREATE INDEX one_time_tokens_expires_idx ON one_time_tokens (expires_at);
