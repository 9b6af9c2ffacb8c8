-- Outgoing e-mail as a PostgreSQL-backed queue: a message is written in the same transaction as
-- what it tells about (an enquiry), so a mail outage delays mail but never loses it. The API's
-- mail dispatcher claims due messages with FOR UPDATE SKIP LOCKED (so replicas share the work),
-- retries failures with exponential back-off and abandons a message after its last attempt.
-- Without SMTP the row itself is the stored copy the dev mailbox page shows.
CREATE TABLE mail_messages (
  id           bigserial PRIMARY KEY,
  -- What the message is, e.g. 'enquiry.confirmation'; for logs and the dev mailbox.
  kind         text NOT NULL,
  -- A message with the same key is queued once (e.g. 'enquiry:<id>:confirmation').
  dedupe_key   text UNIQUE,
  recipient    text NOT NULL,
  reply_to     text,
  subject      text NOT NULL,
  text_body    text NOT NULL,
  html_body    text NOT NULL,
  -- queued: not tried yet; failed: the last attempt failed and another is due at available_at;
  -- sent: handed to the transport; abandoned: every attempt failed.
  status       text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'abandoned')),
  attempts     integer NOT NULL DEFAULT 0,
  -- When the message is next due; a claim pushes it forward by a lease, so a dispatcher that
  -- dies mid-send leaves the message to be retried rather than lost.
  available_at timestamptz NOT NULL DEFAULT now(),
  last_error   text,
  -- The transport that delivered it ('smtp' or 'dev-mailbox') and its message id.
  transport    text,
  provider_id  text,
  sent_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_messages_due_idx ON mail_messages (available_at, id) WHERE status IN ('queued', 'failed');

-- One enquiry per brief: submitting the same brief twice (two tabs, a retry without the
-- idempotency key) finds the first enquiry instead of creating, and mailing, a second one.
CREATE UNIQUE INDEX enquiries_one_per_brief_idx ON enquiries (brief_id) WHERE brief_id IS NOT NULL;
