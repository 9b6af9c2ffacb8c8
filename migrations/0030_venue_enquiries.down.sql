DROP TABLE proposal_access_tokens;
DROP TABLE venue_enquiry_messages;
DROP TABLE venue_proposals;
DROP TABLE venue_enquiries;
ALTER TABLE enquiries
  DROP COLUMN event_date, DROP COLUMN date_flexible, DROP COLUMN guests, DROP COLUMN layout, DROP COLUMN budget_pence;
ALTER TABLE briefs
  DROP COLUMN event_date, DROP COLUMN date_flexible, DROP COLUMN guests, DROP COLUMN layout, DROP COLUMN budget_pence;
