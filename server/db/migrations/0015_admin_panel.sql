-- The admin panel (issue 19): the audit log, disabled accounts, doubtful players with a
-- return date, who ran a round job and what a score run changed, season imports with progress.

-- Every admin action: who, when, the operation, its target, the target before and after.
-- Written in the action's transaction where the action writes.
CREATE TABLE admin_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  admin_user_id integer NOT NULL REFERENCES users (id),
  operation text NOT NULL,
  target_type text,
  target_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX admin_audit_at ON admin_audit (at DESC, id DESC);
CREATE INDEX admin_audit_admin ON admin_audit (admin_user_id, at DESC);
CREATE INDEX admin_audit_operation ON admin_audit (operation, at DESC);
CREATE INDEX admin_audit_target ON admin_audit (target_type, target_id, at DESC);

-- A disabled account cannot sign in, and its sessions end (authentication refuses them).
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

-- Doubtful: may miss the next match; a return date beside the return round.
ALTER TABLE players DROP CONSTRAINT players_status_check;
ALTER TABLE players ADD CONSTRAINT players_status_check
  CHECK (status IN ('available', 'injured', 'suspended', 'doubtful'));
ALTER TABLE players ADD COLUMN expected_return_date date;

-- A round job run: the scheduler's runs that changed a round (as before) and every run an
-- admin asked for, changed or not, with who and the outcome.
ALTER TABLE round_job_runs ADD COLUMN run_by integer REFERENCES users (id);
ALTER TABLE round_job_runs ADD COLUMN changed boolean NOT NULL DEFAULT true;
ALTER TABLE round_job_runs ADD COLUMN state text;
ALTER TABLE round_job_runs ADD COLUMN point_changes integer;
CREATE INDEX round_job_runs_ran ON round_job_runs (ran_at DESC, id DESC);

-- The user teams whose round points an admin's score run changed, before and after.
CREATE TABLE round_point_changes (
  run_id integer NOT NULL REFERENCES round_job_runs (id) ON DELETE CASCADE,
  user_team_id integer NOT NULL REFERENCES user_teams (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  before integer,
  after integer,
  PRIMARY KEY (run_id, user_team_id)
);

-- Season imports run in the background; their progress is polled.
CREATE TABLE season_imports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_user_id integer NOT NULL REFERENCES users (id),
  dry_run boolean NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  stage text NOT NULL,
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL,
  result jsonb,
  problem text,
  started_at timestamptz NOT NULL,
  finished_at timestamptz
);
