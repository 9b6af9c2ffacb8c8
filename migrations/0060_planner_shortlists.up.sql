-- Saved shortlists of signed-in planners (issue #48): several named shortlists per planner (one
-- per event), each an ordered set of venues. The browser's brief merges into one on sign-in, so
-- the same venue never appears twice in a shortlist (the primary key) and a merge repeated is
-- harmless. The caps (venues per shortlist, shortlists per planner) are the api's, checked there
-- with a message; the database keeps the name's length.
CREATE TABLE planner_shortlists (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  planner_id  uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name        text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
-- A planner's shortlists, most recently changed first, paged by keyset.
CREATE INDEX planner_shortlists_planner_idx ON planner_shortlists (planner_id, updated_at, id);

CREATE TABLE planner_shortlist_venues (
  shortlist_id uuid        NOT NULL REFERENCES planner_shortlists (id) ON DELETE CASCADE,
  venue_id     uuid        NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  -- The order venues were added in; gaps after a removal are fine.
  position     integer     NOT NULL,
  added_at     timestamptz NOT NULL,
  PRIMARY KEY (shortlist_id, venue_id)
);
CREATE INDEX planner_shortlist_venues_venue_idx ON planner_shortlist_venues (venue_id);
