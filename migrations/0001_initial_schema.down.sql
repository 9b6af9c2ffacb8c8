DROP TABLE IF EXISTS search_documents, enrichment_runs, outbox, media, gamification_badges,
  gamification_verifications, change_requests, registrations, claim_events, claims, enquiries,
  brief_items, briefs, venues, one_time_tokens, sessions, users;
DROP FUNCTION IF EXISTS notify_outbox();
DROP FUNCTION IF EXISTS immutable_unaccent(text);
