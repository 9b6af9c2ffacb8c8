-- One clock (issue #46), as 0064 did for audit_log: every time a product row holds is its writer's
-- (the api's Clock, the indexer's, an ops command's), passed with the row, never the database's now().
-- The database may run on another machine with another clock; a column that still took now() by
-- default disagreed with the code that later compared it with its own clock (test:clocks, with
-- Node's clock months ahead of PostgreSQL's). A writer that forgets the time now fails loudly.
-- The migrator's own ledger (schema_migrations.applied_at) is not a product table and keeps its default.
ALTER TABLE admin_second_factors ALTER COLUMN enrolled_at DROP DEFAULT;
ALTER TABLE briefs ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE change_requests ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE claim_events ALTER COLUMN at DROP DEFAULT;
ALTER TABLE claims ALTER COLUMN created_at DROP DEFAULT, ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE enquiries ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE enrichment_runs ALTER COLUMN started_at DROP DEFAULT, ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE gamification_badges ALTER COLUMN earned_at DROP DEFAULT;
ALTER TABLE gamification_verifications ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE geocode_cache ALTER COLUMN fetched_at DROP DEFAULT;
ALTER TABLE jobs ALTER COLUMN available_at DROP DEFAULT, ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE login_throttles ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE mail_messages ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE mail_preferences ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE media ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE one_time_tokens ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE outbox ALTER COLUMN available_at DROP DEFAULT, ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE registrations ALTER COLUMN created_at DROP DEFAULT, ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE search_documents ALTER COLUMN indexed_at DROP DEFAULT;
ALTER TABLE second_factor_challenges ALTER COLUMN created_at DROP DEFAULT;
ALTER TABLE sessions ALTER COLUMN created_at DROP DEFAULT, ALTER COLUMN last_seen_at DROP DEFAULT;
ALTER TABLE users ALTER COLUMN created_at DROP DEFAULT, ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE venue_programme ALTER COLUMN updated_at DROP DEFAULT;
ALTER TABLE venues ALTER COLUMN created_at DROP DEFAULT, ALTER COLUMN updated_at DROP DEFAULT;
