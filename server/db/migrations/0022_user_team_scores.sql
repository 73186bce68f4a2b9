-- A team's round result (points, rank among primary teams, auto-substitutions) in a narrow
-- table of its own, which scoring writes (server/scoring/teamPoints.ts). On the team's
-- wide row, rewriting every team's result (each live refresh, the final) found no room on
-- the page, so most updates were new row versions with an entry in each of 4 indexes.
-- Here a row is 40 bytes, no written column is indexed, and half of each page is kept
-- free: a second version of every row fits on its page (HOT updates, no index writes).
-- No row: the team has no result yet (the round has not started).
CREATE TABLE user_team_scores (
  user_team_id integer PRIMARY KEY,
  points integer NOT NULL,
  -- Among the round's primary teams; null for another team.
  round_rank integer,
  -- Bit i: the squad's i-th player (1-11 the XI, 12-15 the bench) went out or came in.
  auto_subs integer NOT NULL DEFAULT 0
) WITH (fillfactor = 50);

INSERT INTO user_team_scores (user_team_id, points, round_rank, auto_subs)
SELECT id, points, round_rank, auto_subs FROM user_teams WHERE points IS NOT NULL ORDER BY id;

ALTER TABLE user_teams DROP COLUMN points, DROP COLUMN round_rank, DROP COLUMN auto_subs;

-- Written 100,000s of rows at a time, so no foreign key (a check query per row written):
-- a team's deletion deletes its result, one statement per delete (as migration 0004).
CREATE FUNCTION user_team_scores_forget_user_teams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_team_scores WHERE user_team_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER user_teams_user_team_scores AFTER DELETE ON user_teams
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION user_team_scores_forget_user_teams();

-- The squads follow the picks as in migration 0020; a changed squad's substitutions (bits
-- by squad position) no longer apply, so they are cleared on its result.
CREATE OR REPLACE FUNCTION user_team_squads_follow_picks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH teams AS (SELECT user_team_id AS id FROM changed UNION SELECT user_team_id FROM gone),
    squads AS (
      SELECT p.user_team_id AS id,
        array_agg(p.player_id ORDER BY p.is_starter DESC, p.slot_order, p.bench_order) AS squad
      FROM user_team_players p
      WHERE p.user_team_id IN (SELECT id FROM teams)
      GROUP BY p.user_team_id
    ),
    written AS (
      UPDATE user_teams t SET squad = COALESCE(s.squad, '{}')
      FROM teams c LEFT JOIN squads s ON s.id = c.id
      WHERE t.id = c.id
      RETURNING t.id
    )
    UPDATE user_team_scores r SET auto_subs = 0
    FROM written w WHERE r.user_team_id = w.id AND r.auto_subs <> 0;
  ELSE
    WITH teams AS (SELECT DISTINCT user_team_id AS id FROM changed),
    squads AS (
      SELECT p.user_team_id AS id,
        array_agg(p.player_id ORDER BY p.is_starter DESC, p.slot_order, p.bench_order) AS squad
      FROM user_team_players p
      WHERE p.user_team_id IN (SELECT id FROM teams)
      GROUP BY p.user_team_id
    ),
    written AS (
      UPDATE user_teams t SET squad = COALESCE(s.squad, '{}')
      FROM teams c LEFT JOIN squads s ON s.id = c.id
      WHERE t.id = c.id
      RETURNING t.id
    )
    UPDATE user_team_scores r SET auto_subs = 0
    FROM written w WHERE r.user_team_id = w.id AND r.auto_subs <> 0;
  END IF;
  RETURN NULL;
END $$;
