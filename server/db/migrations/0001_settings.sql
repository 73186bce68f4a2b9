-- Installation-wide settings and secrets the server creates on first start
-- (for example the token signing key), so that restarts keep sessions valid.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
