-- Registration drafts autosave: a version guards against two tabs overwriting each other, the
-- step says where the owner left the wizard, and an owner has at most one open draft. A review
-- records when and why (a rejection's reason is mailed to the owner).
ALTER TABLE registrations
  ADD COLUMN version          integer NOT NULL DEFAULT 1,
  ADD COLUMN step             integer NOT NULL DEFAULT 0 CHECK (step BETWEEN 0 AND 4),
  ADD COLUMN rejection_reason text NOT NULL DEFAULT '',
  ADD COLUMN submitted_at     timestamptz,
  ADD COLUMN reviewed_at      timestamptz;

CREATE UNIQUE INDEX registrations_one_draft_per_owner_idx ON registrations (user_id) WHERE status = 'draft';
