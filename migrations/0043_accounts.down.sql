DROP INDEX audit_log_action_queue_idx;
DROP INDEX audit_log_actor_queue_idx;
DROP INDEX audit_log_queue_idx;
DROP INDEX users_name_trgm_idx;
DROP INDEX users_owners_queue_idx;
ALTER TABLE users DROP COLUMN suspended_reason, DROP COLUMN suspended_at;
