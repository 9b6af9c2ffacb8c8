-- The abandoned-uploads job (api/src/media/abandoned-uploads.ts) looks for pending uploads by age.
CREATE INDEX media_pending_created_idx ON media (created_at) WHERE status = 'pending';
