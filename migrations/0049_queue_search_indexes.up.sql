-- The admin queues at 100,000 venues and 20,000 pending items (issue #36), read from their plans.
--
-- Searches: each search condition is asked on its own (queue-page.ts), so evidence found by venue
-- name or owner e-mail is reached through the matching venues' or owners' ids. 0019 left only a
-- partial index on standing evidence by venue, and none by owner.
CREATE INDEX gamification_verifications_venue_idx ON gamification_verifications (venue_id);
CREATE INDEX gamification_verifications_user_idx ON gamification_verifications (user_id);

-- First pages: the pending queue, oldest first, begins after every older decided item. With only
-- the all-statuses order (0040) filtered by status, the planner walked all of those (5,000 in the
-- bench, years of history in a live database) before the first pending one; these hold only the
-- pending items, in the queue's order.
CREATE INDEX registrations_submitted_queue_idx ON registrations ((coalesce(submitted_at, updated_at)), id)
  WHERE status = 'submitted';
CREATE INDEX change_requests_submitted_queue_idx ON change_requests (created_at, id) WHERE status = 'submitted';

-- Totals: every answer carries the queue's exact count. A B-tree of the status alone keeps each
-- status once with the list of its rows (deduplication), so counting 20,000 pending items reads
-- about 20 pages by an index-only scan, where the whole table (600–700 pages) was read before.
CREATE INDEX registrations_status_idx ON registrations (status);
CREATE INDEX change_requests_status_idx ON change_requests (status);
CREATE INDEX claims_status_idx ON claims (status);
CREATE INDEX gamification_verifications_revoked_idx ON gamification_verifications (revoked_at);
