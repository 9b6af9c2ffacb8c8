DROP INDEX media_pending_created_idx;
