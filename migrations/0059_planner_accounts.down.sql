-- Planners' accounts and their links go with the role (their sessions go with the users).
DELETE FROM one_time_tokens WHERE user_type = 'planner';
DELETE FROM users WHERE user_type = 'planner';
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_user_type_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_user_type_check CHECK (user_type IN ('owner', 'admin'));
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('owner', 'admin'));
