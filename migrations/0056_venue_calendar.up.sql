-- Venue availability calendars (issue #48). An owner marks dates or ranges of dates unavailable,
-- by hand or by importing an .ics file, with a note only they see. Ranges are London calendar
-- days, both ends included; no range covers more than 366 days (the api refuses more, with a
-- message, before this check is reached). Holds and bookings from enquiries are not copied here:
-- the calendar reads them from the enquiry loop's own tables.
CREATE TABLE venue_unavailable_dates (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_id    uuid        NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  first_day   date        NOT NULL,
  last_day    date        NOT NULL,
  note        text        NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  source      text        NOT NULL DEFAULT 'owner' CHECK (source IN ('owner', 'import')),
  -- An imported event's UID: importing the same file again updates its dates, never doubles them.
  import_uid  text,
  created_by  uuid        REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL,
  CHECK (last_day >= first_day),
  CHECK (last_day - first_day < 366),
  CHECK ((source = 'import') = (import_uid IS NOT NULL))
);
-- A month is read by the ranges starting up to 366 days before its end: by venue, then first day.
CREATE INDEX venue_unavailable_dates_venue_idx ON venue_unavailable_dates (venue_id, first_day);
CREATE UNIQUE INDEX venue_unavailable_dates_import_idx ON venue_unavailable_dates (venue_id, import_uid)
  WHERE import_uid IS NOT NULL;

-- Each venue's private iCalendar feed: only the SHA-256 of its secret address is kept, so a copy
-- of the database opens no feed. Making a new address replaces the row (the old one stops working);
-- turning the feed off deletes it.
CREATE TABLE venue_calendar_feeds (
  venue_id    uuid        PRIMARY KEY REFERENCES venues (id) ON DELETE CASCADE,
  secret_hash bytea       NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL
);
