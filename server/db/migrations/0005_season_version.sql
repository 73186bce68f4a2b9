-- One counter for the season data the public reads show (rounds, matches, players, clubs,
-- competitions): every statement that writes those tables bumps it in the same
-- transaction, so the new value is seen exactly when the new data is. Read caches keep an
-- answer while the counter has not moved, whoever wrote (a job, an admin call, the
-- importer in another process, another server on the same PostgreSQL). BEFORE the
-- statement: a transaction takes the counter's row lock before any row lock of those
-- tables, so two season writers queue on it instead of deadlocking over the tables' rows.
CREATE TABLE season_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO season_version (version) VALUES (0);

CREATE FUNCTION season_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE season_version SET version = version + 1;
  -- The embedded database's one process counts these instead of reading the counter.
  PERFORM pg_notify('season_version', '');
  RETURN NULL;
END $$;

CREATE TRIGGER rounds_season_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON rounds
  FOR EACH STATEMENT EXECUTE FUNCTION season_version_bump();
CREATE TRIGGER matches_season_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON matches
  FOR EACH STATEMENT EXECUTE FUNCTION season_version_bump();
CREATE TRIGGER players_season_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON players
  FOR EACH STATEMENT EXECUTE FUNCTION season_version_bump();
CREATE TRIGGER clubs_season_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON clubs
  FOR EACH STATEMENT EXECUTE FUNCTION season_version_bump();
CREATE TRIGGER competitions_season_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON competitions
  FOR EACH STATEMENT EXECUTE FUNCTION season_version_bump();
