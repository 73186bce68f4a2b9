-- Scoring rewrites every team's points and rank, and the Pro table's rows, each round. Free
-- room in each page lets those updates stay HOT (same page, no index entries written: none
-- of the updated columns is indexed). Applies to pages written from now on.
ALTER TABLE user_teams SET (fillfactor = 80);
ALTER TABLE pro_standings SET (fillfactor = 80);

-- The Pro table is derived (scoring rewrites it) and written 100,000s of rows at a time:
-- its foreign keys cost a check query per row written. Their deletes are kept by
-- statement-level triggers instead (one statement per delete, whatever its size).
ALTER TABLE pro_standings DROP CONSTRAINT pro_standings_round_id_fkey;
ALTER TABLE pro_standings DROP CONSTRAINT pro_standings_user_id_fkey;
ALTER TABLE pro_standings DROP CONSTRAINT pro_standings_user_team_id_fkey;

CREATE FUNCTION pro_standings_forget_rounds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pro_standings WHERE round_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER rounds_pro_standings AFTER DELETE ON rounds
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION pro_standings_forget_rounds();

CREATE FUNCTION pro_standings_forget_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pro_standings WHERE user_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER users_pro_standings AFTER DELETE ON users
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION pro_standings_forget_users();

CREATE FUNCTION pro_standings_forget_user_teams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pro_standings SET user_team_id = NULL WHERE user_team_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER user_teams_pro_standings AFTER DELETE ON user_teams
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION pro_standings_forget_user_teams();
