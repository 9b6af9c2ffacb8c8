CREATE INDEX claims_user_idx ON claims (user_id);
CREATE INDEX registrations_user_idx ON registrations (user_id);
DROP INDEX claims_user_created_idx;
DROP INDEX registrations_user_updated_idx;
DROP INDEX registrations_reopened_from_idx;
