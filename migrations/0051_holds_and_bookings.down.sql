DROP TABLE venue_holds;
ALTER TABLE venue_enquiries
  DROP COLUMN outcome_mailed_at,
  DROP COLUMN not_chosen_text,
  DROP COLUMN not_chosen_reason;
UPDATE venue_enquiries SET proposal_outcome = 'declined' WHERE proposal_outcome = 'withdrawn';
ALTER TABLE venue_enquiries DROP CONSTRAINT venue_enquiries_proposal_outcome_check;
ALTER TABLE venue_enquiries
  ADD CONSTRAINT venue_enquiries_proposal_outcome_check
    CHECK (proposal_outcome IN ('open', 'accepted', 'not_chosen', 'declined'));
ALTER TABLE venue_proposals DROP COLUMN hold_days;
