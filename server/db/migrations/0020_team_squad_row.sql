-- A team's squad as one row, for scoring (server/scoring/teamPoints.ts): its 15 player ids
-- on the team, the starters in slot order then the bench in bench order. Scoring reads one
-- row a team instead of joining 15 picks to it. The picks (user_team_players) stay the
-- record of a team's choices; `squad` follows them in the same statement, by the triggers
-- below, whichever path writes them (a save, a carried-over team, an import).
ALTER TABLE user_teams ADD COLUMN squad integer[] NOT NULL DEFAULT '{}';

-- The auto-substitutions of the team's last final scoring, in one number: bit i is set when
-- the squad's i-th player (1-11 the XI, 12-15 the bench) went out or came in. It replaces
-- the picks' two flags: a round's substitutions are written with the team's points, on the
-- team's row, instead of 3 pick rows a team.
ALTER TABLE user_teams ADD COLUMN auto_subs integer NOT NULL DEFAULT 0;

UPDATE user_teams t SET squad = s.squad, auto_subs = s.auto_subs
FROM (
  SELECT user_team_id, array_agg(player_id ORDER BY i) AS squad,
    COALESCE(sum(1 << i) FILTER (WHERE auto_subbed_in OR auto_subbed_out), 0)::int AS auto_subs
  FROM (
    SELECT user_team_id, player_id, auto_subbed_in, auto_subbed_out,
      row_number() OVER (PARTITION BY user_team_id
        ORDER BY is_starter DESC, slot_order, bench_order)::int AS i
    FROM user_team_players
  ) p
  GROUP BY user_team_id
) s
WHERE s.user_team_id = t.id;

ALTER TABLE user_team_players DROP COLUMN auto_subbed_in, DROP COLUMN auto_subbed_out;

-- The squads of the teams whose picks a statement changed, rebuilt from their picks in one
-- set-based statement (a save changes one team; a round's carry-over every team). A new
-- squad has no substitutions yet.
CREATE FUNCTION user_team_squads_follow_picks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH teams AS (SELECT user_team_id AS id FROM changed UNION SELECT user_team_id FROM gone),
    squads AS (
      SELECT p.user_team_id AS id,
        array_agg(p.player_id ORDER BY p.is_starter DESC, p.slot_order, p.bench_order) AS squad
      FROM user_team_players p
      WHERE p.user_team_id IN (SELECT id FROM teams)
      GROUP BY p.user_team_id
    )
    UPDATE user_teams t SET auto_subs = 0, squad = COALESCE(s.squad, '{}')
    FROM teams c LEFT JOIN squads s ON s.id = c.id
    WHERE t.id = c.id;
  ELSE
    WITH teams AS (SELECT DISTINCT user_team_id AS id FROM changed),
    squads AS (
      SELECT p.user_team_id AS id,
        array_agg(p.player_id ORDER BY p.is_starter DESC, p.slot_order, p.bench_order) AS squad
      FROM user_team_players p
      WHERE p.user_team_id IN (SELECT id FROM teams)
      GROUP BY p.user_team_id
    )
    UPDATE user_teams t SET auto_subs = 0, squad = COALESCE(s.squad, '{}')
    FROM teams c LEFT JOIN squads s ON s.id = c.id
    WHERE t.id = c.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER user_team_players_squad_insert AFTER INSERT ON user_team_players
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION user_team_squads_follow_picks();
CREATE TRIGGER user_team_players_squad_update AFTER UPDATE ON user_team_players
  REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION user_team_squads_follow_picks();
CREATE TRIGGER user_team_players_squad_delete AFTER DELETE ON user_team_players
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION user_team_squads_follow_picks();
