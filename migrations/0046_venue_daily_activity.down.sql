DROP TABLE IF EXISTS venue_daily_activity;
