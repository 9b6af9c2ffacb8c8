-- Owner self-service (issue #36): an owner may withdraw a claim or a change request still waiting
-- for review; may keep several registration drafts (the one-draft rule goes); a rejected
-- registration reopens as a new draft that remembers which one it corrects. Owners (and admins)
-- may turn non-essential mail off; the one-click unsubscribe link in such mail is signed with a
-- key that lives here, so every api process signs and checks alike with nothing to configure.
ALTER TABLE claims DROP CONSTRAINT claims_status_check;
ALTER TABLE claims ADD CONSTRAINT claims_status_check
  CHECK (status IN ('submitted', 'under-review', 'approved', 'rejected', 'withdrawn'));

ALTER TABLE change_requests DROP CONSTRAINT change_requests_status_check;
ALTER TABLE change_requests ADD CONSTRAINT change_requests_status_check
  CHECK (status IN ('submitted', 'partially_approved', 'approved', 'rejected', 'withdrawn'));
ALTER TABLE change_requests ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE claims ADD COLUMN withdrawn_at timestamptz;

-- "My requests": an owner's change requests, newest first, by keyset.
CREATE INDEX change_requests_owner_page_idx ON change_requests (owner_id, created_at, id);
DROP INDEX change_requests_owner_idx;

DROP INDEX registrations_one_draft_per_owner_idx;
CREATE INDEX registrations_drafts_idx ON registrations (user_id, updated_at) WHERE status = 'draft';
ALTER TABLE registrations ADD COLUMN reopened_from uuid REFERENCES registrations (id) ON DELETE SET NULL;
-- A rejected registration reopens once at a time: asking again finds the open draft.
CREATE UNIQUE INDEX registrations_one_reopen_idx ON registrations (reopened_from) WHERE status = 'draft';

CREATE TABLE mail_preferences (
  user_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  non_essential boolean NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_link_keys (
  id     integer PRIMARY KEY CHECK (id = 1),
  secret bytea NOT NULL
);
-- 2 × 122 random bits from gen_random_uuid() (pg_strong_random), hashed into one 256-bit key.
INSERT INTO mail_link_keys (id, secret)
VALUES (1, sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')));
