-- The app version that recorded a support log (its x-replay header), for the admins' list:
-- only that version replays it. Logs stored before have none.
ALTER TABLE support_logs ADD COLUMN app_version text;

-- A log at the recorder's bound is MBs even gzipped. The embedded database runs inside the
-- server's process and takes a parameter of 15 MB in half a second or more while every
-- request waits, so a log is written in parts of 128 KiB, one statement each, and becomes
-- visible once all are in (complete). Older logs keep their log or log_gzip.
CREATE TABLE support_log_parts (
  log_id integer NOT NULL REFERENCES support_logs (id) ON DELETE CASCADE,
  n integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (log_id, n)
);
ALTER TABLE support_logs ADD COLUMN parts integer;
ALTER TABLE support_logs ADD COLUMN complete boolean NOT NULL DEFAULT true;
ALTER TABLE support_logs DROP CONSTRAINT support_logs_one_log;
ALTER TABLE support_logs ADD CONSTRAINT support_logs_one_log CHECK (num_nonnulls(log, log_gzip, parts) = 1);
