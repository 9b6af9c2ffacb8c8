ALTER TABLE venue_holds DROP COLUMN review_requested_at;
DROP TABLE venue_reviews;
