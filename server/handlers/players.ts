/**
 * `Player/*` reads: the pool, one player's page, his points round by round and reason by
 * reason, his matches, the match statistics page and the unavailable list (public).
 */
import type {
  PlayerDetail,
  PlayerListRequest,
  PlayerRoundRequest,
  PlayerScoreRequest,
  RoundPlayersRequest,
  UnavailablePlayer,
  UnavailablePlayersRequest,
} from '../../store/api/generated/engine';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import { pageOf } from '../http/paging';
import { PreparedAnswer } from '../http/preparedAnswer';
import type { OperationHandlers } from '../http/specRoutes';
import { SUPER_LIG } from '../season/clubs';
import { PLAYER_COLUMNS, toPlayer, type PlayerRow } from '../season/playerView';
import { readPlayerMatches } from '../stats/matchView';
import { readBreakdownRows, readWeeklyScores } from '../stats/playerRounds';
import { latestRoundIn, requireRound, STARTED_STATES } from '../stats/roundLookup';
import { readRoundPlayers, searchPatternOf } from '../stats/roundPlayers';
import { SeasonReadCache } from '../stats/seasonReadCache';
import { turkishSortKey } from '../stats/textOrder';
import type { HandlerDependencies } from './index';

const PLAYER_PAGE = {
  columns: {
    TotalPoints: 'p.total_points',
    Price: 'p.price',
    Form: 'p.form',
    SelectedByPercent: 'p.selected_by_percent',
    RoundPoints: 'p.round_points',
    LastName: turkishSortKey('p.last_name'),
    DisplayName: turkishSortKey('p.display_name'),
  },
  fallback: { column: 'TotalPoints', order: 'desc' as const },
};

interface AvailabilityRow {
  status_reason_tr: string | null;
  status_reason_en: string | null;
  status_since: Date | null;
  expected_return_round: number | null;
}

const AVAILABILITY_COLUMNS =
  'p.status_reason_tr, p.status_reason_en, p.status_since, p.expected_return_round';

const reasonOf = (row: AvailabilityRow, language: Language) =>
  language === 'en-US' ? row.status_reason_en : row.status_reason_tr;

async function requirePlayer(q: Queryable, playerId: number) {
  const [row] = await q.query<PlayerRow & AvailabilityRow>(
    `SELECT ${PLAYER_COLUMNS}, ${AVAILABILITY_COLUMNS} FROM players p WHERE p.id = $1`,
    [playerId],
  );
  if (!row) throw new Failure(FAILURES.readPlayerNotFound);
  return row;
}

async function seasonOf(q: Queryable, playerId: number): Promise<PlayerDetail['Season']> {
  const [s] = await q.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE s.minutes > 0)::int AS "Appearances",
       count(*) FILTER (WHERE a.is_starter)::int AS "Starts",
       COALESCE(sum(s.minutes), 0)::int AS "Minutes",
       COALESCE(sum(s.goals), 0)::int AS "Goals",
       COALESCE(sum(s.assists), 0)::int AS "Assists",
       count(*) FILTER (WHERE s.clean_sheet)::int AS "CleanSheets",
       COALESCE(sum(s.goals_conceded), 0)::int AS "GoalsConceded",
       COALESCE(sum(s.saves), 0)::int AS "Saves",
       COALESCE(sum(s.penalties_saved), 0)::int AS "PenaltiesSaved",
       COALESCE(sum(s.penalties_missed), 0)::int AS "PenaltiesMissed",
       COALESCE(sum(s.yellow_cards), 0)::int AS "YellowCards",
       COALESCE(sum(s.red_cards), 0)::int AS "RedCards",
       COALESCE(sum(s.own_goals), 0)::int AS "OwnGoals",
       COALESCE(sum(s.bonus_points), 0)::int AS "BonusPoints"
     FROM player_match_stats s
     LEFT JOIN match_appearances a ON a.match_id = s.match_id AND a.player_id = s.player_id
     WHERE s.player_id = $1`,
    [playerId],
  );
  return s as unknown as PlayerDetail['Season'];
}

export function playerHandlers({ db }: HandlerDependencies): OperationHandlers {
  // The team builder loads the whole pool page by page; prices and points change only
  // when the season data does.
  const cache = new SeasonReadCache(db);
  return {
    playerGetPlayersList: (ctx) =>
      cache.read(JSON.stringify(ctx.body), async () => {
        const body = ctx.body as PlayerListRequest;
        const page = pageOf(body.SortingPaging, PLAYER_PAGE);
        const where = `p.competition_code = $1
        AND ($2::text IS NULL OR p.search_key LIKE $2)
        AND ($3::text IS NULL OR p.position = $3)
        AND ($4::int IS NULL OR p.club_id = $4)
        AND ($5::int IS NULL OR p.price >= $5)
        AND ($6::int IS NULL OR p.price <= $6)
        AND ($7::text[] IS NULL OR p.status = ANY($7::text[]))
        AND ($8::int[] IS NULL OR p.id = ANY($8::int[]))`;
        const params = [
          body.CompetitionCode ?? SUPER_LIG,
          searchPatternOf(body.Search),
          body.Position ?? null,
          body.TeamId ?? null,
          body.MinPrice ?? null,
          body.MaxPrice ?? null,
          body.Statuses ?? null,
          body.Ids ?? null,
        ];
        const rows = await db.query<PlayerRow>(
          `SELECT ${PLAYER_COLUMNS} FROM players p WHERE ${where}
         ORDER BY ${page.orderBy} NULLS LAST, p.id LIMIT $9 OFFSET $10`,
          [...params, page.limit, page.offset],
        );
        const [total] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM players p WHERE ${where}`,
          params,
        );
        return new PreparedAnswer(rows.map(toPlayer), total!.n);
      }),

    playerGetPlayerById: async (ctx) => {
      const row = await requirePlayer(db, Number(ctx.query.Id));
      const available = row.player_status === 'available';
      const detail: PlayerDetail = {
        ...toPlayer(row),
        Season: await seasonOf(db, row.player_id),
        StatusReason: available ? null : reasonOf(row, ctx.language),
        ExpectedReturnRound: available ? null : row.expected_return_round,
      };
      return { data: detail };
    },

    playerGetWeeklyPlayerScore: async (ctx) => {
      const body = ctx.body as PlayerScoreRequest;
      await requirePlayer(db, body.PlayerId);
      const roundId = body.WeeklyLeagueInformationId;
      if (roundId !== undefined) await requireRound(db, roundId);
      const rows = await readWeeklyScores(db, body.PlayerId, roundId ?? null);
      return { data: rows, count: rows.length };
    },

    playerGetWeeklyPlayerScoreBreakdown: async (ctx) => {
      const body = ctx.body as PlayerRoundRequest;
      await requirePlayer(db, body.PlayerId);
      await requireRound(db, body.WeeklyLeagueInformationId);
      const rows = await readBreakdownRows(db, body.PlayerId, {
        roundId: body.WeeklyLeagueInformationId,
      });
      return { data: rows, count: rows.length };
    },

    playerGetPlayerMatchesBreakdown: async (ctx) => {
      const body = ctx.body as PlayerScoreRequest;
      await requirePlayer(db, body.PlayerId);
      const roundId = body.WeeklyLeagueInformationId ?? null;
      if (roundId !== null) await requireRound(db, roundId);
      const matches =
        (
          await readPlayerMatches(db, [body.PlayerId], { roundId, states: ['live', 'finished'] })
        ).get(body.PlayerId) ?? [];
      const rows = await readBreakdownRows(db, body.PlayerId, {
        matchIds: matches.map((m) => m.MatchId),
      });
      const data = matches.map((m) => ({
        ...m,
        Rows: rows.filter((r) => r.MatchId === m.MatchId),
      }));
      return { data, count: data.length };
    },

    playerGetPlayerWithWeeklyMatchDetailList: async (ctx) => {
      const body = ctx.body as RoundPlayersRequest;
      const round =
        body.WeeklyLeagueInformationId !== undefined
          ? await requireRound(db, body.WeeklyLeagueInformationId)
          : await latestRoundIn(db, body.CompetitionCode ?? SUPER_LIG, STARTED_STATES);
      if (!round) return { data: [], count: 0 };
      const { rows, total } = await readRoundPlayers(db, round, body);
      return { data: rows, count: total };
    },

    playerGetUnavailablePlayersList: async (ctx) => {
      const body = ctx.body as UnavailablePlayersRequest;
      const rows = await db.query<PlayerRow & AvailabilityRow>(
        `SELECT ${PLAYER_COLUMNS}, ${AVAILABILITY_COLUMNS}
         FROM players p JOIN clubs c ON c.id = p.club_id
         WHERE p.competition_code = $1 AND p.status <> 'available'
           AND ($2::int IS NULL OR p.club_id = $2) AND ($3::text IS NULL OR p.status = $3)
         ORDER BY ${turkishSortKey('c.name')}, ${turkishSortKey('p.last_name')},
           ${turkishSortKey('p.first_name')}, p.id`,
        [body.CompetitionCode ?? SUPER_LIG, body.TeamId ?? null, body.Status ?? null],
      );
      const data = rows.map((r): UnavailablePlayer => ({
        Player: toPlayer(r),
        Status: r.player_status as UnavailablePlayer['Status'],
        Reason: reasonOf(r, ctx.language),
        Since: r.status_since?.toISOString() ?? null,
        ExpectedReturnRound: r.expected_return_round,
      }));
      return { data, count: data.length };
    },
  };
}
