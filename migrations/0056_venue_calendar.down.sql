DROP TABLE IF EXISTS venue_calendar_feeds;
DROP TABLE IF EXISTS venue_unavailable_dates;
