-- Planner accounts (issue #48): an event planner signs in with a magic link, as owners do, and
-- becomes a user of type 'planner' (contract/'s USER_TYPES lists the same three values).
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('owner', 'planner', 'admin'));
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_user_type_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_user_type_check
  CHECK (user_type IN ('owner', 'planner', 'admin'));
