-- The app version that recorded a support log (its x-replay header), for the admins' list:
-- only that version replays it. Logs stored before have none.
ALTER TABLE support_logs ADD COLUMN app_version text;
