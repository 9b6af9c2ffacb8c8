DROP INDEX IF EXISTS venue_proposals_first_idx;
DROP TABLE IF EXISTS venue_daily_activity;
