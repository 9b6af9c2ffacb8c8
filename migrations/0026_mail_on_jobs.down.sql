ALTER TABLE mail_messages ADD COLUMN available_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX mail_messages_due_idx ON mail_messages (available_at, id) WHERE status IN ('queued', 'failed');
UPDATE mail_messages m SET available_at = j.available_at
  FROM jobs j WHERE j.kind = 'mail.send' AND j.dedupe_key = 'mail.send:' || m.id;
DELETE FROM jobs WHERE kind = 'mail.send';
