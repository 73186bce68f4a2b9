-- What a table row shows of its user and team (name, picture, favourite club, the team's
-- name) kept on the Pro table's row, so that a page of the Pro table is one range of its
-- rank index and nothing else (leagues/tables.ts). Before, each of a page's 50 rows probed
-- its user and its team: at 1,000,000 teams 0.50 ms of PostgreSQL a page against 0.09 ms
-- for the index range alone, and a page not kept by the server is what most players ask
-- for at a round's end.
--
-- Who writes them: scoring, when it inserts a round's row (the team is the round's, past
-- its deadline, so its name no longer changes); the triggers below, when a user's name,
-- picture or favourite club changes, in that change's transaction, on every round's row
-- of the user. Scoring locks the table against other writers for its transaction
-- (server/scoring/teamPoints.ts), so a change by a player in a started round, made while
-- a round is scored, waits for it and is then written on the new rows too: no row keeps
-- an old name.
ALTER TABLE pro_standings
  ADD COLUMN user_name text,
  ADD COLUMN image_url text,
  ADD COLUMN favorite_team_id integer,
  ADD COLUMN team_name text;

UPDATE pro_standings s
SET user_name = u.user_name, image_url = u.image_url, favorite_team_id = u.favorite_team_id,
  team_name = (SELECT t.name FROM user_teams t WHERE t.id = s.user_team_id)
FROM users u
WHERE u.id = s.user_id;

-- A row without its user is deleted with him (migration 0004).
ALTER TABLE pro_standings ALTER COLUMN user_name SET NOT NULL;

-- The Pro table's two rank indexes carry all a row shows; the Taraftar Ligi's (a club's
-- pages, 18 tables of a round) read their rows' heap tuples, which hold the names too.
DROP INDEX pro_standings_round_rank;
DROP INDEX pro_standings_overall_rank;
CREATE INDEX pro_standings_round_rank ON pro_standings (round_id, round_rank)
  INCLUDE (user_id, user_team_id, round_points, total_points, best_round,
    user_name, image_url, favorite_team_id, team_name);
CREATE INDEX pro_standings_overall_rank ON pro_standings (round_id, overall_rank)
  INCLUDE (user_id, user_team_id, round_points, total_points, best_round, previous_overall_rank,
    user_name, image_url, favorite_team_id, team_name);

-- Each round's row of the user (the key's first column listed, so each is one probe).
CREATE FUNCTION pro_standings_follow_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A player whose primary team is in a started round may be getting a row from a scoring
  -- in progress, not yet visible here: wait for it (scoring holds a lock that conflicts
  -- with this one), then write the rows as they are. Anyone else does not wait.
  IF EXISTS (SELECT 1 FROM user_teams t JOIN rounds r ON r.id = t.round_id
             WHERE t.user_id = NEW.id AND t.is_primary AND r.state IN ('live', 'finished', 'scored')) THEN
    LOCK TABLE pro_standings IN ROW EXCLUSIVE MODE;
  END IF;
  -- A user with no row leaves the table alone (an UPDATE of no row would still move the
  -- standings counter, and the server's kept pages with it).
  IF EXISTS (SELECT 1 FROM pro_standings
             WHERE round_id = ANY (ARRAY(SELECT id FROM rounds)) AND user_id = NEW.id) THEN
    UPDATE pro_standings
    SET user_name = NEW.user_name, image_url = NEW.image_url, favorite_team_id = NEW.favorite_team_id
    WHERE round_id = ANY (ARRAY(SELECT id FROM rounds)) AND user_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_pro_standings_names
  AFTER UPDATE OF user_name, image_url, favorite_team_id ON users
  FOR EACH ROW
  WHEN ((OLD.user_name, OLD.image_url, OLD.favorite_team_id)
    IS DISTINCT FROM (NEW.user_name, NEW.image_url, NEW.favorite_team_id))
  EXECUTE FUNCTION pro_standings_follow_users();

-- A team is saved only while its round is open, before the round has rows (so a save
-- never waits for a scoring); a rename reaching a row (an import, an admin's fix) is
-- written on it all the same.
CREATE FUNCTION pro_standings_follow_team_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pro_standings
             WHERE round_id = NEW.round_id AND user_id = NEW.user_id AND user_team_id = NEW.id) THEN
    UPDATE pro_standings SET team_name = NEW.name
    WHERE round_id = NEW.round_id AND user_id = NEW.user_id AND user_team_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER user_teams_pro_standings_names
  AFTER UPDATE OF name ON user_teams
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION pro_standings_follow_team_names();

-- A deleted team leaves its rows without a team, and without its name.
CREATE OR REPLACE FUNCTION pro_standings_forget_user_teams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pro_standings SET user_team_id = NULL, team_name = NULL
  WHERE user_team_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;

-- The kept pages now follow the standings counter alone (the names are on the rows); the
-- profiles counter stays for what is read from users (the favourite club whose Taraftar
-- Ligi a user is shown). A team's rename moves neither.
DROP TRIGGER user_teams_profiles_version ON user_teams;
