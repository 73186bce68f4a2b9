-- A session carries the epoch of its user at sign-in; raising the epoch (password change or
-- reset, "sign out everywhere") ends every session signed before it.
ALTER TABLE users ADD COLUMN session_epoch integer NOT NULL DEFAULT 0;

-- The daily upload quota counts a user's recent support logs.
CREATE INDEX support_logs_user_created ON support_logs (user_id, created_at);
