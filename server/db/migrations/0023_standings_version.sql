-- Two counters for what a stored league table's page shows (leagues/tablePages.ts keeps
-- the pages while neither has moved, with the season counter for the rounds' states):
-- `standings_version`, the Pro table's rows, which scoring writes; `profiles_version`, the
-- names, pictures and favourite clubs of users and the names of their teams, which the
-- rows show. Two, not one: scoring holds its counter's lock until its transaction commits,
-- and a player renaming a team meanwhile should not wait for a round to be scored. Each
-- moves in its writer's transaction, as season_version does (migration 0005).
CREATE TABLE standings_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO standings_version (version) VALUES (0);

CREATE TABLE profiles_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO profiles_version (version) VALUES (0);

CREATE FUNCTION standings_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE standings_version SET version = version + 1;
  -- The embedded database's one process counts these instead of reading the counter.
  PERFORM pg_notify('standings_version', '');
  RETURN NULL;
END $$;

CREATE FUNCTION profiles_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles_version SET version = version + 1;
  PERFORM pg_notify('profiles_version', '');
  RETURN NULL;
END $$;

CREATE TRIGGER pro_standings_standings_version
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON pro_standings
  FOR EACH STATEMENT EXECUTE FUNCTION standings_version_bump();

-- A user's row in a table: name, picture, favourite club (deleting a user deletes the rows).
CREATE TRIGGER users_profiles_version
  BEFORE UPDATE OF user_name, image_url, favorite_team_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_version_bump();

-- Every save of a team writes its name again: only a real rename counts, row by row.
CREATE TRIGGER user_teams_profiles_version
  AFTER UPDATE OF name ON user_teams
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION profiles_version_bump();
