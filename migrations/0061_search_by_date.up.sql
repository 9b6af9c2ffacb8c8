-- Search by date (issue #48): each search document carries whether the venue's owner keeps its
-- availability calendar and the days it is taken (marked unavailable, held or booked), as whole
-- days since 1970-01-01 (contract's dayNumber). The indexer writes them from the calendar like
-- any other fact of the venue; the resident copies read them with the rest of the row.
ALTER TABLE search_documents
  ADD COLUMN keeps_calendar boolean NOT NULL DEFAULT false,
  ADD COLUMN taken_days integer[] NOT NULL DEFAULT '{}';

-- Venues whose calendar already has something in it are indexed again, so their documents gain
-- these facts without a full rebuild (the outbox's trigger wakes the indexer).
INSERT INTO outbox (aggregate_type, aggregate_id, event_type, payload)
SELECT 'venue', venue_id, 'venue.upserted', '{"actor": "migration 0061_search_by_date"}'::jsonb
  FROM (SELECT venue_id FROM venue_unavailable_dates
        UNION
        SELECT venue_id FROM venue_holds WHERE state IN ('held', 'confirmed')) calendared;
