-- The Pro table partitioned by round. Scoring a round writes every row of it (ranks move
-- for everyone when any point moves): written row by row into one big table, each row cost
-- an entry in five B-trees (two of them as wide as the row), about two thirds of the time. Now
-- scoring builds the round's rows apart in a table of their own, indexes it in one sorted
-- pass per index, and swaps it for the round's partition at the end of its transaction
-- (pro_standings_replace_round below): readers see the old rows or the new, never a mix.
ALTER TABLE pro_standings RENAME TO pro_standings_unpartitioned;
DROP TRIGGER pro_standings_standings_version ON pro_standings_unpartitioned;
ALTER TABLE pro_standings_unpartitioned DROP CONSTRAINT pro_standings_pkey;
DROP INDEX pro_standings_round_rank, pro_standings_overall_rank, pro_standings_club_round_rank,
  pro_standings_club_overall_rank;

CREATE TABLE pro_standings (LIKE pro_standings_unpartitioned INCLUDING DEFAULTS)
  PARTITION BY LIST (round_id);
ALTER TABLE pro_standings ADD PRIMARY KEY (round_id, user_id);
CREATE INDEX pro_standings_round_rank ON pro_standings (round_id, round_rank)
  INCLUDE (user_id, user_team_id, round_points, total_points, best_round,
    user_name, image_url, favorite_team_id, team_name);
CREATE INDEX pro_standings_overall_rank ON pro_standings (round_id, overall_rank)
  INCLUDE (user_id, user_team_id, round_points, total_points, best_round, previous_overall_rank,
    user_name, image_url, favorite_team_id, team_name);
CREATE INDEX pro_standings_club_round_rank ON pro_standings (round_id, club_id, club_round_rank);
CREATE INDEX pro_standings_club_overall_rank ON pro_standings (round_id, club_id, club_overall_rank);

-- Rows written by anything but scoring (a round never scored: tests, benches seeding
-- tables) land here; scoring moves a round's rows into its own partition.
CREATE TABLE pro_standings_default PARTITION OF pro_standings DEFAULT;

-- The counter's move, callable: scoring's swap changes rows without a statement on them.
CREATE FUNCTION standings_version_move() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE standings_version SET version = version + 1;
  PERFORM pg_notify('standings_version', '');
END $$;
CREATE OR REPLACE FUNCTION standings_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM standings_version_move();
  RETURN NULL;
END $$;
CREATE TRIGGER pro_standings_standings_version
  BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON pro_standings
  FOR EACH STATEMENT EXECUTE FUNCTION standings_version_bump();

/*
 * A round's new rows, built apart in `fresh` (a plain table of the parent's columns, no
 * index, no row of another round), become the round's partition: the parent's key and
 * indexes built on it (from the parent's own definitions, so they match and ATTACH adopts
 * them), the old partition detached and dropped, the round's stray rows in the default
 * partition deleted, `fresh` attached. The detach locks the table against readers until
 * the caller's transaction ends: call it last.
 */
CREATE FUNCTION pro_standings_replace_round(round integer, fresh regclass) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  part text := 'pro_standings_round_' || round;
  definition text;
BEGIN
  FOR definition IN
    SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c
    WHERE c.conrelid = 'pro_standings'::regclass AND c.contype IN ('p', 'u')
  LOOP
    EXECUTE format('ALTER TABLE %s ADD %s', fresh, definition);
  END LOOP;
  FOR definition IN
    SELECT pg_get_indexdef(i.indexrelid) FROM pg_index i
    WHERE i.indrelid = 'pro_standings'::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
  LOOP
    EXECUTE regexp_replace(definition, '^CREATE (UNIQUE )?INDEX \S+ ON (ONLY )?\S+ ',
      format('CREATE \1INDEX ON %s ', fresh));
  END LOOP;
  -- Its rows' round, declared, spares ATTACH a scan to prove it.
  EXECUTE format('ALTER TABLE %s ADD CHECK (round_id = %s)', fresh, round);
  EXECUTE format('ANALYZE %s', fresh);
  IF to_regclass(part) IS NOT NULL THEN
    EXECUTE format('ALTER TABLE pro_standings DETACH PARTITION %I', part);
    EXECUTE format('DROP TABLE %I', part);
  END IF;
  DELETE FROM pro_standings_default WHERE round_id = round;
  EXECUTE format('ALTER TABLE %s RENAME TO %I', fresh, part);
  EXECUTE format('ALTER TABLE pro_standings ATTACH PARTITION %I FOR VALUES IN (%s)', part, round);
  PERFORM standings_version_move();
END $$;

-- A deleted round's partition goes with it (its rows in the default partition too).
CREATE OR REPLACE FUNCTION pro_standings_forget_rounds() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  round integer;
BEGIN
  FOR round IN SELECT id FROM gone LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I', 'pro_standings_round_' || round);
  END LOOP;
  DELETE FROM pro_standings WHERE round_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;

-- The rows so far, each round into its partition.
DO $$
DECLARE
  round integer;
BEGIN
  FOR round IN SELECT DISTINCT round_id FROM pro_standings_unpartitioned LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF pro_standings FOR VALUES IN (%s)',
      'pro_standings_round_' || round, round);
  END LOOP;
END $$;
INSERT INTO pro_standings SELECT * FROM pro_standings_unpartitioned;
DROP TABLE pro_standings_unpartitioned;
