DROP TABLE mail_link_keys;
DROP TABLE mail_preferences;

DROP INDEX registrations_one_reopen_idx;
ALTER TABLE registrations DROP COLUMN reopened_from;
DROP INDEX registrations_drafts_idx;
-- Keeps each owner's newest draft: the one-draft rule cannot come back over several.
DELETE FROM registrations r
 WHERE status = 'draft'
   AND EXISTS (SELECT 1 FROM registrations n
                WHERE n.user_id = r.user_id AND n.status = 'draft'
                  AND (n.updated_at, n.id) > (r.updated_at, r.id));
CREATE UNIQUE INDEX registrations_one_draft_per_owner_idx ON registrations (user_id) WHERE status = 'draft';

CREATE INDEX change_requests_owner_idx ON change_requests (owner_id, created_at);
DROP INDEX change_requests_owner_page_idx;

ALTER TABLE claims DROP COLUMN withdrawn_at;
ALTER TABLE change_requests DROP COLUMN withdrawn_at;
-- The older schema cannot say withdrawn: a withdrawn item is kept as rejected, with why.
UPDATE change_requests SET status = 'rejected', admin_note = 'Withdrawn by the owner' WHERE status = 'withdrawn';
UPDATE claims SET status = 'rejected', notes = 'Withdrawn by the claimant' WHERE status = 'withdrawn';
ALTER TABLE change_requests DROP CONSTRAINT change_requests_status_check;
ALTER TABLE change_requests ADD CONSTRAINT change_requests_status_check
  CHECK (status IN ('submitted', 'partially_approved', 'approved', 'rejected'));
ALTER TABLE claims DROP CONSTRAINT claims_status_check;
ALTER TABLE claims ADD CONSTRAINT claims_status_check
  CHECK (status IN ('submitted', 'under-review', 'approved', 'rejected'));
