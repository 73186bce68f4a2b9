/**
 * The season import (api-spec `SeasonImport`): clubs, players, rounds, matches and their
 * sheets, matched on their codes, all or nothing. Every row is checked before anything is
 * written (codes known in the database or the file, no duplicates, each match sheet as
 * Admin/UpsertMatchEvents checks it); then everything is written set-based in one
 * transaction. `DryRun` does the same work and rolls it back, so its counts are exact.
 *
 * The rows are checked twice: first outside the write transaction, a few at a time with the
 * event loop free between them, so that the admin panel's polls see the check move (the
 * embedded database has one connection, which a transaction holds to its end); then again
 * inside it, against what the transaction sees, which is what makes the import all or nothing.
 */
import type { Database, Queryable } from '../db/database';
import { scoreRound } from '../scoring/roundScoring';
import type { ImportMatch, SeasonImport, SeasonImportResult } from '../../store/api/engine';
import { refreshRoundTimes } from './fixtures';
import {
  checkMatchSheet,
  writeMatchSheets,
  type MatchSheet,
  type StoredSheet,
} from './matchEvents';
import { searchKeyOf } from './playerView';

/** An import refused: `problem` names the list and row ("Players[12].TeamCode: no club XYZ"). */
export class SeasonImportError extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'SeasonImportError';
  }
}

/** Where an import is: each stage with the rows handled so far (the admin panel shows it). */
export type ImportStage = 'checking' | 'teams' | 'players' | 'rounds' | 'matches';
export type ImportProgress = (stage: ImportStage, done: number) => void;

class DryRunDone extends Error {
  constructor(readonly result: SeasonImportResult) {
    super('dry run');
  }
}

const STARTED = new Set(['live', 'finished']);
const matchKey = (round: number, home: string, away: string) => `${round}:${home}:${away}`;

interface Known {
  clubs: Set<string>;
  /** Player code → club code, as the import leaves them. */
  playerClub: Map<string, string>;
  rounds: Set<number>;
  /** Stored matches by key, with their state. */
  matches: Map<string, { state: string }>;
}

async function readKnown(q: Queryable, competition: string): Promise<Known> {
  const clubs = await q.query<{ code: string }>(
    'SELECT code FROM clubs WHERE competition_code = $1',
    [competition],
  );
  const players = await q.query<{ code: string; club: string }>(
    `SELECT p.code, c.code AS club FROM players p JOIN clubs c ON c.id = p.club_id
      WHERE p.competition_code = $1`,
    [competition],
  );
  const rounds = await q.query<{ number: number }>(
    'SELECT number FROM rounds WHERE competition_code = $1',
    [competition],
  );
  const matches = await q.query<{ number: number; home: string; away: string; state: string }>(
    `SELECT r.number, h.code AS home, a.code AS away, m.state
       FROM matches m JOIN rounds r ON r.id = m.round_id
       JOIN clubs h ON h.id = m.home_club_id JOIN clubs a ON a.id = m.away_club_id
      WHERE m.competition_code = $1`,
    [competition],
  );
  return {
    clubs: new Set(clubs.map((c) => c.code)),
    playerClub: new Map(players.map((p) => [p.code, p.club])),
    rounds: new Set(rounds.map((r) => r.number)),
    matches: new Map(matches.map((m) => [matchKey(m.number, m.home, m.away), { state: m.state }])),
  };
}

/** The first duplicate key of a list, as a problem. */
function duplicates<T>(list: readonly T[], name: string, field: string, key: (row: T) => string) {
  const seen = new Map<string, number>();
  for (const [i, row] of list.entries()) {
    const k = key(row);
    const first = seen.get(k);
    if (first !== undefined) {
      throw new SeasonImportError(`${name}[${i}].${field}: ${k} is already in ${name}[${first}]`);
    }
    seen.set(k, i);
  }
}

/** A match's sheet with players as numbers (their index), for the shared checks. */
function sheetOf(match: ImportMatch, playerIndex: (code: string) => number): MatchSheet {
  return {
    appearances: (match.Appearances ?? []).map((a) => ({
      playerId: playerIndex(a.PlayerCode),
      isStarter: a.IsStarter,
      minuteOn: a.MinuteOn,
      minuteOff: a.MinuteOff ?? null,
      saves: a.Saves ?? 0,
    })),
    events: (match.Events ?? []).map((e) => ({
      minute: e.Minute,
      addedMinute: e.AddedMinute ?? null,
      type: e.Type,
      playerId: playerIndex(e.PlayerCode),
      relatedPlayerId: e.RelatedPlayerCode == null ? null : playerIndex(e.RelatedPlayerCode),
    })),
    homeStats: match.HomeStats ?? null,
    awayStats: match.AwayStats ?? null,
  };
}

const hasSheet = (m: ImportMatch) => m.Appearances !== undefined || m.Events !== undefined;

/**
 * Checks every row against the database and the file; throws `SeasonImportError` at the
 * first problem. Answers each match's score as its goal events make it (sheets only).
 */
/** Rows checked between two reports of the first check. */
const CHECK_CHUNK = 10;

async function validate(
  input: SeasonImport,
  known: Known,
  checked: (rows: number) => Promise<void> = async () => {},
): Promise<Map<number, [number, number]>> {
  const teams = input.Teams ?? [];
  const players = input.Players ?? [];
  const rounds = input.Rounds ?? [];
  const matches = input.Matches ?? [];
  duplicates(teams, 'Teams', 'Code', (t) => t.Code);
  duplicates(players, 'Players', 'Code', (p) => p.Code);
  duplicates(rounds, 'Rounds', 'Number', (r) => String(r.Number));
  duplicates(matches, 'Matches', 'AwayTeamCode', (m) =>
    matchKey(m.RoundNumber, m.HomeTeamCode, m.AwayTeamCode),
  );
  const clubs = new Set([...known.clubs, ...teams.map((t) => t.Code)]);
  const playerClub = new Map(known.playerClub);
  for (const [i, p] of players.entries()) {
    if (!clubs.has(p.TeamCode))
      throw new SeasonImportError(`Players[${i}].TeamCode: no club ${p.TeamCode}`);
    if (p.Status === 'available' && p.ExpectedReturnRound !== undefined) {
      throw new SeasonImportError(
        `Players[${i}].ExpectedReturnRound: an available player has no return round`,
      );
    }
    playerClub.set(p.Code, p.TeamCode);
    if ((i + 1) % CHECK_CHUNK === 0) await checked(teams.length + i + 1);
  }
  const roundNumbers = new Set([...known.rounds, ...rounds.map((r) => r.Number)]);
  // Players and clubs as numbers for the shared sheet checks.
  const playerCodes = [...playerClub.keys()];
  const playerIndex = new Map(playerCodes.map((code, i) => [code, i + 1]));
  const clubCodes = [...clubs];
  const clubIndex = new Map(clubCodes.map((code, i) => [code, i + 1]));
  const scores = new Map<number, [number, number]>();
  const beforeMatches = teams.length + players.length + rounds.length;
  await checked(beforeMatches);
  for (const [i, m] of matches.entries()) {
    if (i > 0 && i % CHECK_CHUNK === 0) await checked(beforeMatches + i);
    const at = `Matches[${i}]`;
    if (!roundNumbers.has(m.RoundNumber)) {
      throw new SeasonImportError(`${at}.RoundNumber: no round ${m.RoundNumber}`);
    }
    if (!clubs.has(m.HomeTeamCode))
      throw new SeasonImportError(`${at}.HomeTeamCode: no club ${m.HomeTeamCode}`);
    if (!clubs.has(m.AwayTeamCode))
      throw new SeasonImportError(`${at}.AwayTeamCode: no club ${m.AwayTeamCode}`);
    if (m.HomeTeamCode === m.AwayTeamCode) {
      throw new SeasonImportError(`${at}.AwayTeamCode: a club cannot play itself`);
    }
    if (!hasSheet(m)) continue;
    const state =
      m.State ??
      known.matches.get(matchKey(m.RoundNumber, m.HomeTeamCode, m.AwayTeamCode))?.state ??
      'scheduled';
    if (!STARTED.has(state)) {
      throw new SeasonImportError(
        `${at}.State: appearances and events need a match that has kicked off (live or finished)`,
      );
    }
    // An unknown code gets a negative number no club knows, so the check names it.
    const unknown = new Map<string, number>();
    const indexOf = (code: string) => {
      const n = playerIndex.get(code) ?? unknown.get(code);
      if (n !== undefined) return n;
      unknown.set(code, -(unknown.size + 1));
      return -unknown.size;
    };
    const sheet = sheetOf(m, indexOf);
    const codeOf = (n: number) =>
      n > 0 ? playerCodes[n - 1] : [...unknown].find(([, u]) => u === n)?.[0];
    const check = checkMatchSheet(sheet, {
      homeClubId: clubIndex.get(m.HomeTeamCode)!,
      awayClubId: clubIndex.get(m.AwayTeamCode)!,
      clubOf: (n) => (n > 0 ? clubIndex.get(playerClub.get(playerCodes[n - 1]!)!) : undefined),
      nameOf: (n) => `player ${codeOf(n)}`,
    });
    if (!check.ok) {
      throw new SeasonImportError(
        `${at}.${check.problem.replace(/\.PlayerId:/, '.PlayerCode:').replace(/\.RelatedPlayerId:/, '.RelatedPlayerCode:')}`,
      );
    }
    for (const [field, given, counted] of [
      ['HomeScore', m.HomeScore, check.homeScore],
      ['AwayScore', m.AwayScore, check.awayScore],
    ] as const) {
      if (given !== undefined && given !== counted) {
        throw new SeasonImportError(
          `${at}.${field}: ${given}, but the goal events make ${counted}`,
        );
      }
    }
    scores.set(i, [check.homeScore, check.awayScore]);
  }
  return scores;
}

const count = (rows: { added: number; updated: number }[]) => ({
  Added: Number(rows[0]?.added ?? 0),
  Updated: Number(rows[0]?.updated ?? 0),
});

async function writeTeams(q: Queryable, competition: string, input: SeasonImport) {
  const teams = (input.Teams ?? []).map((t, ord) => ({ ...t, ord }));
  if (teams.length === 0) return { Added: 0, Updated: 0 };
  return count(
    await q.query(
      `WITH x AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(ord int, "Code" text, "Name" text,
                   "ShortName" text, "PrimaryColor" text, "SecondaryColor" text)),
       upd AS (UPDATE clubs c SET name = x."Name", short_name = x."ShortName",
                 primary_color = x."PrimaryColor", secondary_color = x."SecondaryColor"
                 FROM x WHERE c.competition_code = $1 AND c.code = x."Code" RETURNING c.id),
       ins AS (INSERT INTO clubs (id, competition_code, code, name, short_name, primary_color, secondary_color)
               SELECT (SELECT COALESCE(max(id), 0) FROM clubs) + row_number() OVER (ORDER BY x.ord),
                      $1, x."Code", x."Name", x."ShortName", x."PrimaryColor", x."SecondaryColor"
                 FROM x WHERE NOT EXISTS (SELECT 1 FROM clubs c WHERE c.competition_code = $1 AND c.code = x."Code")
               RETURNING id)
       SELECT (SELECT count(*) FROM ins)::int AS added, (SELECT count(*) FROM upd)::int AS updated`,
      [competition, JSON.stringify(teams)],
    ),
  );
}

async function writePlayers(q: Queryable, competition: string, input: SeasonImport, now: Date) {
  const players = (input.Players ?? []).map((p) => ({
    ...p,
    DisplayName: p.DisplayName ?? p.LastName,
    SearchKey: searchKeyOf(`${p.FirstName} ${p.LastName}`),
  }));
  if (players.length === 0) return { Added: 0, Updated: 0 };
  return count(
    await q.query(
      `WITH x AS (SELECT x.*, c.id AS club_id
                    FROM jsonb_to_recordset($2::jsonb) AS x("Code" text, "TeamCode" text,
                      "FirstName" text, "LastName" text, "DisplayName" text, "SearchKey" text,
                      "Position" text, "Price" int, "Nationality" text, "ShirtNumber" int,
                      "Status" text, "StatusReason" text, "ExpectedReturnRound" int)
                    JOIN clubs c ON c.competition_code = $1 AND c.code = x."TeamCode"),
       upd AS (UPDATE players p
                  SET club_id = x.club_id, first_name = x."FirstName", last_name = x."LastName",
                      display_name = x."DisplayName", search_key = x."SearchKey",
                      position = x."Position", price = x."Price", nationality = x."Nationality",
                      -- The change since the last round (the round job's) follows the new price.
                      price_change = p.price_change + (x."Price" - p.price),
                      shirt_number = COALESCE(x."ShirtNumber", p.shirt_number),
                      status = COALESCE(x."Status", p.status),
                      status_reason_tr = CASE WHEN x."Status" IS NULL THEN p.status_reason_tr ELSE x."StatusReason" END,
                      status_reason_en = CASE WHEN x."Status" IS NULL THEN p.status_reason_en ELSE x."StatusReason" END,
                      expected_return_round = CASE WHEN x."Status" IS NULL THEN p.expected_return_round
                                                   ELSE x."ExpectedReturnRound" END,
                      status_since = CASE WHEN x."Status" IS DISTINCT FROM p.status AND x."Status" IS NOT NULL
                                          THEN $3 ELSE p.status_since END
                 FROM x WHERE p.competition_code = $1 AND p.code = x."Code" RETURNING p.id),
       ins AS (INSERT INTO players (competition_code, code, club_id, first_name, last_name,
                 display_name, search_key, position, shirt_number, nationality, price, status,
                 status_reason_tr, status_reason_en, status_since, expected_return_round)
               SELECT $1, x."Code", x.club_id, x."FirstName", x."LastName", x."DisplayName",
                      x."SearchKey", x."Position", x."ShirtNumber", x."Nationality", x."Price",
                      COALESCE(x."Status", 'available'), x."StatusReason", x."StatusReason",
                      CASE WHEN x."Status" IS NOT NULL AND x."Status" <> 'available' THEN $3::timestamptz END,
                      x."ExpectedReturnRound"
                 FROM x WHERE NOT EXISTS (SELECT 1 FROM players p WHERE p.competition_code = $1 AND p.code = x."Code")
               RETURNING id)
       SELECT (SELECT count(*) FROM ins)::int AS added, (SELECT count(*) FROM upd)::int AS updated`,
      [competition, JSON.stringify(players), now],
    ),
  );
}

async function writeRounds(q: Queryable, competition: string, input: SeasonImport) {
  const numbers = (input.Rounds ?? []).map((r) => r.Number);
  if (numbers.length === 0) return { Added: 0, Updated: 0 };
  const added = await q.query(
    `INSERT INTO rounds (competition_code, number) SELECT $1, n FROM unnest($2::int[]) AS n
     ON CONFLICT (competition_code, number) DO NOTHING RETURNING id`,
    [competition, numbers],
  );
  return { Added: added.length, Updated: numbers.length - added.length };
}

interface WrittenMatch {
  ord: number;
  id: number;
  round_id: number;
  round_state: string;
  home_club_id: number;
  state: StoredSheet['state'];
  minute: number | null;
}

async function writeMatches(q: Queryable, competition: string, input: SeasonImport) {
  const matches = (input.Matches ?? []).map((m, ord) => ({
    ord,
    RoundNumber: m.RoundNumber,
    HomeTeamCode: m.HomeTeamCode,
    AwayTeamCode: m.AwayTeamCode,
    Kickoff: m.Kickoff,
    State: m.State ?? null,
    HomeScore: m.HomeScore ?? null,
    AwayScore: m.AwayScore ?? null,
  }));
  if (matches.length === 0) return { counts: { Added: 0, Updated: 0 }, written: [] };
  const keyed = `jsonb_to_recordset($2::jsonb) AS x(ord int, "RoundNumber" int, "HomeTeamCode" text,
      "AwayTeamCode" text, "Kickoff" timestamptz, "State" text, "HomeScore" int, "AwayScore" int)
    JOIN rounds r ON r.competition_code = $1 AND r.number = x."RoundNumber"
    JOIN clubs h ON h.competition_code = $1 AND h.code = x."HomeTeamCode"
    JOIN clubs a ON a.competition_code = $1 AND a.code = x."AwayTeamCode"`;
  const counts = count(
    await q.query(
      `WITH x AS (SELECT x.*, r.id AS round_id, h.id AS home_id, a.id AS away_id FROM ${keyed}),
       upd AS (UPDATE matches m
                  SET kickoff = x."Kickoff", state = COALESCE(x."State", m.state),
                      home_score = COALESCE(x."HomeScore", m.home_score),
                      away_score = COALESCE(x."AwayScore", m.away_score)
                 FROM x WHERE m.round_id = x.round_id AND m.home_club_id = x.home_id AND m.away_club_id = x.away_id
               RETURNING m.id),
       ins AS (INSERT INTO matches (competition_code, round_id, home_club_id, away_club_id, kickoff,
                 state, home_score, away_score)
               SELECT $1, x.round_id, x.home_id, x.away_id, x."Kickoff", COALESCE(x."State", 'scheduled'),
                      x."HomeScore", x."AwayScore"
                 FROM x WHERE NOT EXISTS (SELECT 1 FROM matches m WHERE m.round_id = x.round_id
                   AND m.home_club_id = x.home_id AND m.away_club_id = x.away_id)
               RETURNING id)
       SELECT (SELECT count(*) FROM ins)::int AS added, (SELECT count(*) FROM upd)::int AS updated`,
      [competition, JSON.stringify(matches)],
    ),
  );
  const written = await q.query<WrittenMatch>(
    `SELECT x.ord, m.id, m.round_id, r.state AS round_state, m.home_club_id, m.state, m.minute
       FROM ${keyed}
       JOIN matches m ON m.round_id = r.id AND m.home_club_id = h.id AND m.away_club_id = a.id
      ORDER BY x.ord`,
    [competition, JSON.stringify(matches)],
  );
  return { counts, written };
}

/** Checks the whole file against the database; answers each sheet's score by match row. */
async function checkFile(
  q: Queryable,
  input: SeasonImport,
  checked?: (rows: number) => Promise<void>,
): Promise<Map<number, [number, number]>> {
  const competition = input.CompetitionCode;
  const [comp] = await q.query<{ sports_code: string }>(
    'SELECT sports_code FROM competitions WHERE code = $1',
    [competition],
  );
  if (!comp) throw new SeasonImportError(`CompetitionCode: no competition ${competition}`);
  if (input.SportsCode !== undefined && input.SportsCode !== comp.sports_code) {
    throw new SeasonImportError(
      `SportsCode: ${competition} is ${comp.sports_code}, not ${input.SportsCode}`,
    );
  }
  return validate(input, await readKnown(q, competition), checked);
}

/** Matches whose sheets are written by one statement each, so that the writing shows progress. */
const SHEET_CHUNK = 50;

async function importInto(
  tx: Queryable,
  input: SeasonImport,
  now: Date,
  progress: ImportProgress,
): Promise<SeasonImportResult> {
  const competition = input.CompetitionCode;
  const scores = await checkFile(tx, input);

  let done = 0;
  const step = (stage: ImportStage, rows: unknown[] | undefined) => {
    progress(stage, done);
    done += rows?.length ?? 0;
  };
  step('teams', input.Teams);
  const teams = await writeTeams(tx, competition, input);
  step('players', input.Players);
  const players = await writePlayers(tx, competition, input, now);
  step('rounds', input.Rounds);
  const rounds = await writeRounds(tx, competition, input);
  const matchesFrom = done;
  step('matches', input.Matches);
  const { counts: matches, written } = await writeMatches(tx, competition, input);

  const importMatches = input.Matches ?? [];
  const codes = [
    ...new Set(importMatches.flatMap((m) => [...(m.Appearances ?? []).map((a) => a.PlayerCode)])),
  ];
  const ids = await tx.query<{ id: number; code: string; club_id: number }>(
    'SELECT id, code, club_id FROM players WHERE competition_code = $1 AND code = ANY($2::text[])',
    [competition, codes],
  );
  const idOf = new Map(ids.map((p) => [p.code, p.id]));
  const clubOfId = new Map(ids.map((p) => [p.id, p.club_id]));
  const sheets: StoredSheet[] = [];
  for (const [i, w] of written.entries()) {
    const m = importMatches[w.ord]!;
    if (hasSheet(m)) {
      const [homeScore, awayScore] = scores.get(w.ord)!;
      sheets.push({
        ...sheetOf(m, (code) => idOf.get(code)!),
        matchId: w.id,
        state: w.state,
        minute: w.minute,
        homeScore,
        awayScore,
        clubOf: (id) => clubOfId.get(id)!,
      });
    }
    if ((i + 1) % SHEET_CHUNK === 0 || i === written.length - 1) {
      await writeMatchSheets(tx, sheets.splice(0));
      progress('matches', matchesFrom + i + 1);
    }
  }
  const sheeted = written.map((w) => importMatches[w.ord]!).filter(hasSheet);
  const touchedRounds = [...new Set(written.map((w) => w.round_id))];
  await refreshRoundTimes(tx, touchedRounds);
  // Provisional points follow the new sheets of rounds being played.
  const rescore = new Set(
    written
      .filter((w) => hasSheet(importMatches[w.ord]!) && STARTED.has(w.round_state))
      .map((w) => w.round_id),
  );
  for (const roundId of rescore) await scoreRound(tx, roundId, { final: false });

  return {
    DryRun: input.DryRun ?? false,
    Teams: teams,
    Players: players,
    Rounds: rounds,
    Matches: matches,
    Appearances: sheeted.reduce((s, m) => s + (m.Appearances?.length ?? 0), 0),
    Events: sheeted.reduce((s, m) => s + (m.Events?.length ?? 0), 0),
  };
}

/**
 * Imports a season (or part of one), all or nothing. Throws `SeasonImportError` naming the
 * first bad row; with `DryRun` everything is checked and counted, then rolled back.
 */
export async function importSeason(
  db: Database,
  input: SeasonImport,
  now: Date,
  progress: ImportProgress = () => {},
): Promise<SeasonImportResult> {
  progress('checking', 0);
  await checkFile(db, input, async (rows) => {
    progress('checking', rows);
    await new Promise((resolve) => setImmediate(resolve));
  });
  try {
    return await db.transaction(async (tx) => {
      const result = await importInto(tx, input, now, progress);
      if (input.DryRun) throw new DryRunDone(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}
