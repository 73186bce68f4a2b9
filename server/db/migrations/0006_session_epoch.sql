-- A session carries the epoch of its user at sign-in; raising the epoch (password change or
-- reset, "sign out everywhere") ends every session signed before it.
ALTER TABLE users ADD COLUMN session_epoch integer NOT NULL DEFAULT 0;

-- The daily upload quota counts a user's recent support logs.
CREATE INDEX support_logs_user_created ON support_logs (user_id, created_at);

-- A new log is stored gzipped, compressed off the event loop: the embedded database, which
-- runs inside the server's process, then writes a small row instead of parsing a 1 MB
-- document while every other request waits. Older logs keep their jsonb.
ALTER TABLE support_logs ALTER COLUMN log DROP NOT NULL;
ALTER TABLE support_logs ADD COLUMN log_gzip bytea;
ALTER TABLE support_logs ADD CONSTRAINT support_logs_one_log CHECK ((log IS NULL) <> (log_gzip IS NULL));
