-- A fuller brief (issue #44): the event's type, its daily start and end times and its number of
-- days, and who the planner is (name, phone, organisation), on the brief and on the enquiry that
-- submits it. And a confirmed address: when the planner first opened the private link to their
-- proposals, which is what a venue's response figures count.
ALTER TABLE briefs
  ADD COLUMN event_type           text,
  ADD COLUMN start_time           time,
  ADD COLUMN end_time             time,
  ADD COLUMN days                 smallint CHECK (days BETWEEN 1 AND 14),
  ADD COLUMN planner_name         text,
  ADD COLUMN planner_phone        text,
  ADD COLUMN planner_organisation text,
  ADD CONSTRAINT briefs_end_after_start CHECK (end_time > start_time);
ALTER TABLE enquiries
  ADD COLUMN event_type           text,
  ADD COLUMN start_time           time,
  ADD COLUMN end_time             time,
  ADD COLUMN days                 smallint CHECK (days BETWEEN 1 AND 14),
  ADD COLUMN planner_name         text,
  ADD COLUMN planner_phone        text,
  ADD COLUMN planner_organisation text,
  ADD COLUMN link_opened_at       timestamptz,
  ADD CONSTRAINT enquiries_end_after_start CHECK (end_time > start_time);
