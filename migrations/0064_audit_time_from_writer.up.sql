-- One clock (issue #46): an audit row's time is the writer's (the api's Clock, the ops command's),
-- passed with the row, never the database's now(); a writer that forgets it fails loudly.
ALTER TABLE audit_log ALTER COLUMN at DROP DEFAULT;
