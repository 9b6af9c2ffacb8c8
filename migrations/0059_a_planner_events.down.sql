DROP INDEX enquiries_email_queue_idx;
