-- From accepted to booked (issue #44). An acceptance names the proposal revision and one of its
-- dates, and places a provisional hold ("first option") on that date for the venue's room, which
-- the planner confirms into a booking with a reference, or which is released (by the planner, by
-- the venue with a reason, or by itself when it expires). A venue may withdraw a proposal that was
-- not accepted; the planner may tell the venues not chosen why; whether each was told is kept.

-- How many days the venue holds the date once the planner accepts (the owner sets it, 1-14).
ALTER TABLE venue_proposals
  ADD COLUMN hold_days integer NOT NULL DEFAULT 7 CHECK (hold_days BETWEEN 1 AND 14);

ALTER TABLE venue_enquiries DROP CONSTRAINT venue_enquiries_proposal_outcome_check;
ALTER TABLE venue_enquiries
  ADD CONSTRAINT venue_enquiries_proposal_outcome_check
    CHECK (proposal_outcome IN ('open', 'accepted', 'not_chosen', 'declined', 'withdrawn')),
  -- The planner's optional reason to the venues not chosen.
  ADD COLUMN not_chosen_reason text
    CHECK (not_chosen_reason IN ('price', 'capacity', 'location', 'availability', 'other')),
  ADD COLUMN not_chosen_text text NOT NULL DEFAULT '',
  -- When the venue was mailed the planner's choice (null: it could not be reached by mail).
  ADD COLUMN outcome_mailed_at timestamptz;

CREATE TABLE venue_holds (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_enquiry_id  uuid NOT NULL UNIQUE REFERENCES venue_enquiries (id) ON DELETE CASCADE,
  venue_id          uuid NOT NULL REFERENCES venues (id),
  -- The revision the planner accepted: what they saw is what is held.
  proposal_id       uuid NOT NULL REFERENCES venue_proposals (id),
  room              text NOT NULL,
  event_date        date NOT NULL,
  -- 1 = first option; a second hold of the same room on the same date is the second option.
  option_rank       integer NOT NULL CHECK (option_rank >= 1),
  state             text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'confirmed', 'released', 'expired')),
  -- The reference both sides quote, from acceptance on: VF- and six letters or digits.
  reference         text NOT NULL UNIQUE CHECK (reference ~ '^VF-[2-9A-HJ-NP-Z]{6}$'),
  expires_at        timestamptz NOT NULL,
  released_by       text CHECK (released_by IN ('planner', 'venue')),
  release_reason    text NOT NULL DEFAULT '',
  created_at        timestamptz NOT NULL,
  confirmed_at      timestamptz,
  ended_at          timestamptz,
  CHECK ((state = 'released') = (released_by IS NOT NULL))
);
-- No two live holds of one room on one date share an option.
CREATE UNIQUE INDEX venue_holds_option_idx ON venue_holds (venue_id, lower(room), event_date, option_rank)
  WHERE state IN ('held', 'confirmed');
-- The expiry sweep reads only live holds by expiry.
CREATE INDEX venue_holds_expiry_idx ON venue_holds (expires_at) WHERE state = 'held';
CREATE INDEX venue_holds_venue_date_idx ON venue_holds (venue_id, event_date);
