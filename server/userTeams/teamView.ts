/**
 * The api-spec `UserTeam` and `UserTeamDetail` shapes, read in one place: the save answer,
 * the team list and the pitch all come through here. Prices are the round's
 * (`player_round_prices` once the round locked, the current price before); points are
 * shown once the round is live.
 */
import type {
  Booster,
  LineupOfPlayerType,
  UserTeam,
  UserTeamCount,
  UserTeamDetail,
} from '../../store/api/engine';
import { toSummary } from '../accounts/users';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { RoundState } from '../rounds/roundView';
import { loadRuleSet } from '../ruleSets/ruleSet';
import { PLAYER_COLUMNS, toPlayer, type PlayerRow } from '../season/playerView';
import { squadCost } from '../../rules/squad';
import { multipliersOf } from './multipliers';
import { extraTeamPrice } from './teamWallet';

const STARTED: readonly RoundState[] = ['live', 'finished', 'scored'];
const MINUTES_FINAL: readonly RoundState[] = ['finished', 'scored'];

interface TeamRow {
  id: number;
  user_id: number;
  competition_code: string;
  round_id: number;
  round_number: number;
  round_state: RoundState;
  deadline: Date | null;
  name: string;
  is_primary: boolean;
  lineup: LineupOfPlayerType;
  budget: number;
  booster: Booster | null;
  captain_player_id: number;
  vice_captain_player_id: number;
  points: number | null;
  round_rank: number | null;
  is_carried_over: boolean;
  created_at: Date;
  updated_at: Date;
  cost: number;
  /** A primary team's players as [price, picked price when kept, else null]. */
  budget_prices: [number, number | null][] | null;
}

/** A round takes teams while it is open and its deadline has not come, by the server clock. */
export const isOpenAt = (state: RoundState, deadline: Date | null, now: Date) =>
  state === 'open' && deadline !== null && now.getTime() < deadline.getTime();

/** The price of `utp.player_id` in round `t.round_id` (aliases `p`, `utp`, `t`). */
const ROUND_PRICE = `COALESCE((SELECT rp.price FROM player_round_prices rp
  WHERE rp.round_id = t.round_id AND rp.player_id = utp.player_id), p.price)`;

/**
 * SQL: the CTEs ending in `kept(player_id, purchase)`, what each player of the user's
 * primary team of the round before `roundSql` was picked at (GAME_RULES "A user team": a
 * pick remembers its price). A player held by the user's primary teams in an unbroken run
 * of rounds was picked at his price in the run's first round; a round's price is its
 * snapshot once locked, the current price before. Derived from the teams themselves, so
 * carried-over and re-saved teams need no copy of it. `userSql` and `roundSql` are a
 * parameter or an outer column, never request text; inner aliases start with k.
 */
const keptCtes = (userSql: string, roundSql: string) => `WITH RECURSIVE krn AS (
    SELECT kr.id, lag(kr.id) OVER (ORDER BY kr.number) AS prev_id
    FROM rounds kr
    WHERE kr.competition_code = (SELECT ko.competition_code FROM rounds ko WHERE ko.id = ${roundSql})
  ),
  kheld AS (
    SELECT kt.round_id, ku.player_id, COALESCE(krp.price, kp.price) AS price
    FROM user_teams kt
    JOIN user_team_players ku ON ku.user_team_id = kt.id
    JOIN players kp ON kp.id = ku.player_id
    LEFT JOIN player_round_prices krp ON krp.round_id = kt.round_id AND krp.player_id = ku.player_id
    WHERE kt.user_id = ${userSql} AND kt.is_primary
  ),
  kchain AS (
    SELECT h.round_id, h.player_id, h.price AS purchase
    FROM kheld h JOIN krn ON krn.id = h.round_id
    WHERE NOT EXISTS (
      SELECT 1 FROM kheld o WHERE o.round_id = krn.prev_id AND o.player_id = h.player_id)
    UNION ALL
    SELECT h.round_id, h.player_id, c.purchase
    FROM kchain c JOIN krn ON krn.prev_id = c.round_id
    JOIN kheld h ON h.round_id = krn.id AND h.player_id = c.player_id
  ),
  kept AS (
    SELECT player_id, purchase FROM kchain
    WHERE round_id = (SELECT prev_id FROM krn WHERE krn.id = ${roundSql})
  )`;

/** What the players of the user's primary team of the round before `roundId` were picked at. */
export async function keptPrices(
  q: Queryable,
  userId: number,
  roundId: number,
): Promise<Map<number, number>> {
  const rows = await q.query<{ player_id: number; purchase: number }>(
    `${keptCtes('$1::int', '$2::int')} SELECT player_id, purchase FROM kept`,
    [userId, roundId],
  );
  return new Map(rows.map((r) => [r.player_id, r.purchase]));
}

/** The teams read by one of these conditions over the alias `t`, each a statement of its own. */
const TEAMS_WHERE = {
  'user-team-by-id': 't.id = $1',
  'user-teams-of-round': 't.user_id = $1 AND t.round_id = $2',
} as const;

/**
 * User teams as the API shows them to `viewerId` at `now`, those `which` names, with its
 * `params`. A named statement: my teams of a round are polled while it plays, and
 * PostgreSQL took longer to parse this long text than to run it.
 */
async function readTeams(
  q: Queryable,
  which: keyof typeof TEAMS_WHERE,
  params: unknown[],
  viewerId: number,
  now: Date,
): Promise<UserTeam[]> {
  const rows = await q.query<TeamRow>(
    `SELECT t.id, t.user_id, t.competition_code, t.round_id, r.number AS round_number,
       r.state AS round_state, r.deadline, t.name, t.is_primary, t.lineup, t.budget, t.booster,
       t.captain_player_id, t.vice_captain_player_id, sc.points, ps.round_rank, t.is_carried_over,
       t.created_at, t.updated_at,
       (SELECT COALESCE(sum(${ROUND_PRICE}), 0)::int FROM user_team_players utp
          JOIN players p ON p.id = utp.player_id WHERE utp.user_team_id = t.id) AS cost,
       -- A primary team's [price, picked price of a kept player] pairs: the budget rule
       -- itself is rules/squad.ts's, applied below. One statement for the list.
       CASE WHEN t.is_primary THEN (
         ${keptCtes('t.user_id', 't.round_id')}
         SELECT json_agg(json_build_array(${ROUND_PRICE}, k.purchase))
         FROM user_team_players utp JOIN players p ON p.id = utp.player_id
         LEFT JOIN kept k ON k.player_id = utp.player_id
         WHERE utp.user_team_id = t.id
       ) END AS budget_prices
     FROM user_teams t JOIN rounds r ON r.id = t.round_id
     LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
     -- A primary team's rank is on its Pro row (migration 0027).
     LEFT JOIN pro_standings ps
       ON ps.round_id = t.round_id AND ps.user_id = t.user_id AND ps.user_team_id = t.id
     WHERE ${TEAMS_WHERE[which]}
     ORDER BY t.is_primary DESC, t.created_at, t.id`,
    params,
    { prepareAs: which },
  );
  return rows.map((t) => toUserTeam(t, viewerId, now));
}

function toUserTeam(t: TeamRow, viewerId: number, now: Date): UserTeam {
  const started = STARTED.includes(t.round_state);
  return {
    Id: t.id,
    UserId: t.user_id,
    CompetitionCode: t.competition_code,
    WeeklyLeagueInformationId: t.round_id,
    RoundNumber: t.round_number,
    Name: t.name,
    IsPrimary: t.is_primary,
    LineupOfPlayerType: t.lineup,
    Budget: t.budget,
    Cost: t.cost,
    BudgetCost: t.budget_prices
      ? squadCost(t.budget_prices.map(([price, keptPrice]) => ({ price, keptPrice })))
      : t.cost,
    Booster: t.booster,
    CaptainPlayerId: t.captain_player_id,
    ViceCaptainPlayerId: t.vice_captain_player_id,
    Points: started ? t.points : null,
    IsProvisional: t.round_state === 'live' || t.round_state === 'finished',
    RoundRank: started ? t.round_rank : null,
    IsCarriedOver: t.is_carried_over,
    IsEditable: t.user_id === viewerId && isOpenAt(t.round_state, t.deadline, now),
    CreatedAt: t.created_at.toISOString(),
    UpdatedAt: t.updated_at.toISOString(),
  };
}

interface SlotRow extends PlayerRow {
  slot_order: number;
  is_starter: boolean;
  bench_order: number | null;
  auto_subbed_in: boolean;
  auto_subbed_out: boolean;
  round_price: number;
  score_points: number | null;
  score_minutes: number | null;
}

/**
 * One team with its owner and 15 players. The owner sees it at any time; anyone else only
 * once the round is locked or its deadline has passed (403 before), so nobody copies a
 * squad before the deadline.
 */
export async function readTeamDetail(
  q: Queryable,
  teamId: number,
  viewerId: number,
  now: Date,
): Promise<UserTeamDetail> {
  const [team] = await readTeams(q, 'user-team-by-id', [teamId], viewerId, now);
  if (!team) throw new Failure(FAILURES.userTeamNotFound);
  const [round] = await q.query<{ state: RoundState; deadline: Date | null }>(
    'SELECT state, deadline FROM rounds WHERE id = $1',
    [team.WeeklyLeagueInformationId],
  );
  const beforeDeadline =
    round!.state === 'upcoming' ||
    (round!.state === 'open' && (round!.deadline === null || now < round!.deadline));
  if (team.UserId !== viewerId && beforeDeadline) throw new Failure(FAILURES.otherUserTeamHidden);

  const [owner] = await q.query<{
    id: number;
    user_name: string;
    image_url: string | null;
    favorite_team_id: number | null;
  }>('SELECT id, user_name, image_url, favorite_team_id FROM users WHERE id = $1', [team.UserId]);
  const slots = await q.query<SlotRow>(
    // The team's substitutions: bit i of auto_subs for the squad's i-th player (1-11 the
    // XI: out; 12-15 the bench: in).
    `SELECT utp.slot_order, utp.is_starter, utp.bench_order,
       COALESCE(NOT utp.is_starter
         AND (sc.auto_subs >> array_position(t.squad, utp.player_id)) & 1 = 1, false) AS auto_subbed_in,
       COALESCE(utp.is_starter
         AND (sc.auto_subs >> array_position(t.squad, utp.player_id)) & 1 = 1, false) AS auto_subbed_out,
       ${ROUND_PRICE} AS round_price, s.points AS score_points,
       s.minutes AS score_minutes, ${PLAYER_COLUMNS}
     FROM user_team_players utp
     JOIN user_teams t ON t.id = utp.user_team_id
     LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
     JOIN players p ON p.id = utp.player_id
     LEFT JOIN player_round_scores s ON s.round_id = t.round_id AND s.player_id = utp.player_id
     WHERE utp.user_team_id = $1
     ORDER BY utp.slot_order`,
    [teamId],
  );
  const rules = await loadRuleSet(q, team.CompetitionCode);
  const started = STARTED.includes(round!.state);
  const multipliers = multipliersOf(
    {
      booster: team.Booster,
      captainId: team.CaptainPlayerId,
      viceCaptainId: team.ViceCaptainPlayerId,
    },
    slots.map((s) => ({
      playerId: s.player_id,
      isStarter: s.is_starter,
      autoSubbedIn: s.auto_subbed_in,
      autoSubbedOut: s.auto_subbed_out,
      minutes: s.score_minutes,
    })),
    rules,
    MINUTES_FINAL.includes(round!.state),
  );
  const kept = team.IsPrimary
    ? await keptPrices(q, team.UserId, team.WeeklyLeagueInformationId)
    : new Map<number, number>();
  return {
    UserTeam: team,
    User: toSummary(owner!),
    KeptPlayers: [...kept].map(([PlayerId, PurchasePrice]) => ({ PlayerId, PurchasePrice })),
    Players: slots.map((s) => ({
      SlotOrder: s.slot_order,
      PlayerId: s.player_id,
      Player: toPlayer(s),
      IsStarter: s.is_starter,
      BenchOrder: s.bench_order,
      Price: s.round_price,
      IsCaptain: s.player_id === team.CaptainPlayerId,
      IsViceCaptain: s.player_id === team.ViceCaptainPlayerId,
      // Once live, a player without a score row has not played yet: 0 so far.
      Points: started ? (s.score_points ?? 0) : null,
      Multiplier: multipliers.get(s.player_id)!,
      AutoSubbedIn: s.auto_subbed_in,
      AutoSubbedOut: s.auto_subbed_out,
    })),
  };
}

/** The user's own teams of a round. */
export function readOwnTeams(q: Queryable, userId: number, roundId: number, now: Date) {
  return readTeams(q, 'user-teams-of-round', [userId, roundId], userId, now);
}

/** How many teams the user has in a round, and what one more would cost. */
export async function readTeamCount(
  q: Queryable,
  userId: number,
  roundId: number,
  competitionCode: string,
  now: Date,
): Promise<UserTeamCount> {
  const [counts] = await q.query<{ count: number; primaries: number }>(
    `SELECT count(*)::int AS count, count(*) FILTER (WHERE is_primary)::int AS primaries
     FROM user_teams WHERE user_id = $1 AND round_id = $2`,
    [userId, roundId],
  );
  const rules = await loadRuleSet(q, competitionCode);
  const extra = counts!.count - counts!.primaries;
  return {
    WeeklyLeagueInformationId: roundId,
    Count: counts!.count,
    HasPrimary: counts!.primaries > 0,
    ExtraCount: extra,
    MaxExtraTeams: rules.Squad.MaxExtraTeams,
    ExtraTeamPriceCoins:
      extra >= rules.Squad.MaxExtraTeams
        ? null
        : await extraTeamPrice(q, userId, rules.ExtraTeamPriceCoins, now),
  };
}
