DROP INDEX IF EXISTS enquiries_one_per_brief_idx;
DROP TABLE IF EXISTS mail_messages;
