-- My events (issue #48): a signed-in planner's events are the enquiries their address sent,
-- newest first by keyset. enquiries.email is citext, so the address matches whatever its case.
CREATE INDEX enquiries_email_queue_idx ON enquiries (email, created_at DESC, id DESC);
