-- Sharing an event (issue #48): the planner whose brief it is shares it with a colleague by
-- e-mail, to view or to view and decide; the colleague signs in with that address as a planner
-- and finds it in My events. One share per address and event (sharing again changes the
-- permission); the planner may stop sharing (the row goes).
CREATE TABLE event_shares (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  enquiry_id  uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  email       citext NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  permission  text NOT NULL CHECK (permission IN ('view', 'decide')),
  shared_by   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  UNIQUE (enquiry_id, email)
);
-- My events reads the events shared with an address.
CREATE INDEX event_shares_email_idx ON event_shares (email, enquiry_id);
