DROP INDEX media_stored_created_idx;
DROP INDEX media_owner_idx;
