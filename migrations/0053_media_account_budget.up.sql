-- Each account's uploads are budgeted (api/src/media/media.repository.ts, reservePending): the
-- bytes an owner's uploads hold are summed at every new upload address.
CREATE INDEX media_owner_idx ON media (owner_id) INCLUDE (size_bytes) WHERE owner_id IS NOT NULL;
-- Uploads nothing refers to are swept after a day (api/src/media/abandoned-uploads.ts), oldest first.
CREATE INDEX media_stored_created_idx ON media (created_at) WHERE status = 'stored';
