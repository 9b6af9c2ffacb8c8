-- Accounts an administrator runs: an owner may be suspended (with the reason, shown to admins)
-- and restored; owners are listed newest first by keyset and found by e-mail or name; the audit
-- log is read newest first by keyset, whole or by actor or action.
ALTER TABLE users
  ADD COLUMN suspended_at     timestamptz,
  ADD COLUMN suspended_reason text NOT NULL DEFAULT '';

CREATE INDEX users_owners_queue_idx ON users (created_at, id) WHERE user_type = 'owner';
CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);

CREATE INDEX audit_log_queue_idx ON audit_log (at, id);
CREATE INDEX audit_log_actor_queue_idx ON audit_log (actor_id, at, id);
CREATE INDEX audit_log_action_queue_idx ON audit_log (action, at, id);
