-- Fixed-window request counters shared by every API replica (the AI assistant allows so many
-- questions per client per window). One row per bucket, e.g. 'ai-chat:203.0.113.7'; a hit is
-- one atomic upsert, and rows whose window ended long ago are pruned by the API.
CREATE TABLE rate_limits (
  bucket   text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);
