-- Owner analytics (issue #36): what visitors did with each venue, counted per venue per London
-- day. Api processes count in memory and add their counts here every few seconds in one batched
-- upsert (`views = views + EXCLUDED.views`), so several processes add to a day, never overwrite
-- it; a request never writes a row. Enquiries, proposals and acceptances are not copied here:
-- they are read from venue_enquiries and venue_proposals.
CREATE TABLE venue_daily_activity (
  venue_id        uuid    NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  day             date    NOT NULL,
  views           integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  appearances     integer NOT NULL DEFAULT 0 CHECK (appearances >= 0),
  brief_additions integer NOT NULL DEFAULT 0 CHECK (brief_additions >= 0),
  comparisons     integer NOT NULL DEFAULT 0 CHECK (comparisons >= 0),
  PRIMARY KEY (venue_id, day)
);
-- The rank in a city reads every venue's views over a period: by day first.
CREATE INDEX venue_daily_activity_day_idx ON venue_daily_activity (day, venue_id) INCLUDE (views);
