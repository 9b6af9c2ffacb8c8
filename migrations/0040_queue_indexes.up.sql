-- The admin queues read a page by keyset (the sort keys of the last row seen) in the order of
-- one of these indexes, so page 500 reads as few rows as page 1; each count reads the same
-- index. Searches by venue name or e-mail (any part, any case) use the trigram indexes.

-- Claims: pending ones fast-tracked first, then by age (either way round); one status; all.
CREATE INDEX claims_pending_queue_idx ON claims ((NOT auto_fast_tracked), created_at, id)
  WHERE status IN ('submitted', 'under-review');
CREATE INDEX claims_pending_queue_newest_idx ON claims (auto_fast_tracked, created_at, id)
  WHERE status IN ('submitted', 'under-review');
CREATE INDEX claims_status_queue_idx ON claims (status, created_at, id);
CREATE INDEX claims_queue_idx ON claims (created_at, id);
DROP INDEX claims_status_idx;
CREATE INDEX claims_email_trgm_idx ON claims USING gin ((email::text) gin_trgm_ops);

-- Registrations: by when submitted (a draft by when last saved).
CREATE INDEX registrations_status_queue_idx ON registrations (status, (coalesce(submitted_at, updated_at)), id);
CREATE INDEX registrations_queue_idx ON registrations ((coalesce(submitted_at, updated_at)), id);
DROP INDEX registrations_status_idx;
CREATE INDEX registrations_name_trgm_idx ON registrations USING gin ((venue_data->>'name') gin_trgm_ops);
CREATE INDEX registrations_email_trgm_idx ON registrations USING gin ((email::text) gin_trgm_ops);

-- Change requests: by when made.
CREATE INDEX change_requests_status_queue_idx ON change_requests (status, created_at, id);
CREATE INDEX change_requests_queue_idx ON change_requests (created_at, id);
DROP INDEX change_requests_status_idx;

-- Verification evidence: standing or withdrawn, by when sent.
CREATE INDEX gamification_verifications_standing_queue_idx ON gamification_verifications (created_at, id)
  WHERE revoked_at IS NULL;
CREATE INDEX gamification_verifications_revoked_queue_idx ON gamification_verifications (created_at, id)
  WHERE revoked_at IS NOT NULL;
CREATE INDEX gamification_verifications_queue_idx ON gamification_verifications (created_at, id);
DROP INDEX gamification_verifications_recent_idx;

-- Venues: by when last changed, of one status or all; found by name or owner e-mail.
CREATE INDEX venues_status_queue_idx ON venues (status, updated_at, id);
CREATE INDEX venues_queue_idx ON venues (updated_at, id);
CREATE INDEX venues_name_trgm_idx ON venues USING gin (name gin_trgm_ops);
CREATE INDEX venues_slug_trgm_idx ON venues USING gin (slug gin_trgm_ops);
CREATE INDEX venues_display_name_trgm_idx ON venues USING gin (display_name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin ((email::text) gin_trgm_ops);
