DROP INDEX IF EXISTS outbox_abandoned_idx, mail_messages_unsent_idx;
