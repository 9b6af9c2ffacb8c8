DROP INDEX change_requests_owner_idx;
ALTER TABLE change_requests DROP COLUMN applied_version, DROP COLUMN applied_over_conflict;
