-- Mail is sent as jobs of the one job queue (kind 'mail.send', one per message), which owns
-- claiming, leases, back-off and abandoning; a message row keeps what was sent and the outcome
-- of its attempts. Messages still waiting are handed to the queue here, with their attempts so far.
INSERT INTO jobs (kind, payload, dedupe_key, status, attempts, max_attempts, available_at)
SELECT 'mail.send', jsonb_build_object('mailId', id::text), 'mail.send:' || id, 'queued', attempts,
       greatest(20, attempts + 1), available_at
  FROM mail_messages
 WHERE status IN ('queued', 'failed')
ON CONFLICT (dedupe_key) DO NOTHING;

DROP INDEX mail_messages_due_idx;
ALTER TABLE mail_messages DROP COLUMN available_at;
