DROP INDEX registrations_one_draft_per_owner_idx;
ALTER TABLE registrations
  DROP COLUMN version,
  DROP COLUMN step,
  DROP COLUMN rejection_reason,
  DROP COLUMN submitted_at,
  DROP COLUMN reviewed_at;
