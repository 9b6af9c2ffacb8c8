-- Reviews after a confirmed booking (issue #44). Once the event date of a confirmed booking has
-- passed, its planner may rate the venue (1-5) and write a few words, once per booking. A review
-- is owner-visible text, so it waits for moderation (pending -> approved | rejected, with who and
-- when) before the venue page shows it. The event type and month are kept with the review, so the
-- page can say "Conference, March 2027" without reading the enquiry again.
CREATE TABLE venue_reviews (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- One review per booking.
  venue_hold_id  uuid NOT NULL UNIQUE REFERENCES venue_holds (id) ON DELETE CASCADE,
  venue_id       uuid NOT NULL REFERENCES venues (id),
  rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body           text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  event_type     text,
  -- The first day of the event's month.
  event_month    date NOT NULL CHECK (extract(day FROM event_month) = 1),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  moderated_by   uuid REFERENCES users (id),
  moderated_at   timestamptz,
  created_at     timestamptz NOT NULL,
  CHECK ((status = 'pending') = (moderated_at IS NULL))
);
-- The venue page reads a venue's approved reviews, newest first.
CREATE INDEX venue_reviews_venue_idx ON venue_reviews (venue_id, created_at DESC) WHERE status = 'approved';
-- The moderation queue reads pending reviews, oldest first.
CREATE INDEX venue_reviews_pending_idx ON venue_reviews (created_at, id) WHERE status = 'pending';
-- The review-request sweep: which bookings were already asked for a review (one mail per booking).
ALTER TABLE venue_holds ADD COLUMN review_requested_at timestamptz;
