DROP INDEX users_email_trgm_idx;
DROP INDEX venues_display_name_trgm_idx;
DROP INDEX venues_slug_trgm_idx;
DROP INDEX venues_name_trgm_idx;
DROP INDEX venues_queue_idx;
DROP INDEX venues_status_queue_idx;

CREATE INDEX gamification_verifications_recent_idx ON gamification_verifications (created_at DESC);
DROP INDEX gamification_verifications_queue_idx;
DROP INDEX gamification_verifications_revoked_queue_idx;
DROP INDEX gamification_verifications_standing_queue_idx;

CREATE INDEX change_requests_status_idx ON change_requests (status, created_at);
DROP INDEX change_requests_queue_idx;
DROP INDEX change_requests_status_queue_idx;

DROP INDEX registrations_email_trgm_idx;
DROP INDEX registrations_name_trgm_idx;
CREATE INDEX registrations_status_idx ON registrations (status);
DROP INDEX registrations_queue_idx;
DROP INDEX registrations_status_queue_idx;

DROP INDEX claims_email_trgm_idx;
CREATE INDEX claims_status_idx ON claims (status);
DROP INDEX claims_queue_idx;
DROP INDEX claims_status_queue_idx;
DROP INDEX claims_pending_queue_newest_idx;
DROP INDEX claims_pending_queue_idx;
