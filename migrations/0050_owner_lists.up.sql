-- The owner's portal reads its lists a page at a time (#36). 'Open' registrations leave out a
-- rejected one that another registration corrects, found by reopened_from in any status (the
-- existing unique index covers drafts only).
CREATE INDEX registrations_reopened_from_idx ON registrations (reopened_from) WHERE reopened_from IS NOT NULL;
-- An owner's registrations, most recently saved first, and their claims, newest first, by keyset.
CREATE INDEX registrations_user_updated_idx ON registrations (user_id, updated_at, id);
CREATE INDEX claims_user_created_idx ON claims (user_id, created_at, id);
-- They lead with user_id, so the single-column indexes on it are redundant.
DROP INDEX registrations_user_idx;
DROP INDEX claims_user_idx;
