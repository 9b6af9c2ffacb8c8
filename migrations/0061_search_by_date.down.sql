ALTER TABLE search_documents
  DROP COLUMN taken_days,
  DROP COLUMN keeps_calendar;
