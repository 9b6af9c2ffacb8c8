-- One queue for background work that is not a venue change or a mail: scheduled housekeeping
-- now, DNS re-checks of claims and pack rendering next. A job is claimed with FOR UPDATE SKIP
-- LOCKED under a lease (a worker that dies leaves it to be claimed again when the lease ends),
-- retried with exponential back-off and abandoned after its last attempt. A dedupe key makes
-- the same job queued once however many api processes ask (e.g. one prune per ten minutes).
CREATE TABLE jobs (
  id           bigserial PRIMARY KEY,
  kind         text NOT NULL,
  payload      jsonb NOT NULL DEFAULT '{}',
  dedupe_key   text UNIQUE,
  status       text NOT NULL DEFAULT 'queued'
               CHECK (status IN ('queued', 'running', 'failed', 'done', 'abandoned')),
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  -- When the job is next due; a claim pushes it forward by the lease.
  available_at timestamptz NOT NULL DEFAULT now(),
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz
);
CREATE INDEX jobs_due_idx ON jobs (available_at, id) WHERE status IN ('queued', 'running', 'failed');
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE finished_at IS NOT NULL;
