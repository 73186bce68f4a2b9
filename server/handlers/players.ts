/**
 * `Player/*` reads: the pool, one player's page, his points round by round and reason by
 * reason, his matches, the match statistics page and the unavailable list (public).
 */
import { pageOf } from '../http/paging';
import { PreparedAnswer } from '../http/preparedAnswer';
import type { OperationHandlers } from '../http/specRoutes';
import { SUPER_LIG } from '../season/clubs';
import { readPlayerMatches } from '../stats/matchView';
import { readBreakdownRows, readWeeklyScores } from '../stats/playerRounds';
import {
  PLAYER_PAGE,
  readPlayerDetail,
  readPlayerPage,
  readUnavailablePlayers,
  requirePlayer,
} from '../stats/players';
import { latestRoundIn, requireRound, STARTED_STATES } from '../stats/roundLookup';
import { readRoundPlayers } from '../stats/roundPlayers';
import { SeasonReadCache } from '../stats/seasonReadCache';
import type { HandlerDependencies } from './index';

export function playerHandlers({ db }: HandlerDependencies): OperationHandlers {
  // The team builder loads the whole pool page by page; prices and points change only
  // when the season data does.
  const cache = new SeasonReadCache(db);
  return {
    playerGetPlayersList: (ctx) =>
      cache.read(JSON.stringify(ctx.body), async () => {
        const body = ctx.body;
        const page = pageOf(body.SortingPaging, PLAYER_PAGE);
        const { players, total } = await readPlayerPage(
          db,
          {
            competition: body.CompetitionCode ?? SUPER_LIG,
            search: body.Search,
            position: body.Position ?? null,
            clubId: body.TeamId ?? null,
            minPrice: body.MinPrice ?? null,
            maxPrice: body.MaxPrice ?? null,
            statuses: body.Statuses ?? null,
            ids: body.Ids ?? null,
          },
          page,
        );
        return new PreparedAnswer(players, total);
      }),

    playerGetPlayerById: async (ctx) => {
      return { data: await readPlayerDetail(db, ctx.query.Id, ctx.language) };
    },

    playerGetWeeklyPlayerScore: async (ctx) => {
      const body = ctx.body;
      await requirePlayer(db, body.PlayerId);
      const roundId = body.WeeklyLeagueInformationId;
      if (roundId !== undefined) await requireRound(db, roundId);
      const rows = await readWeeklyScores(db, body.PlayerId, roundId ?? null);
      return { data: rows, count: rows.length };
    },

    playerGetWeeklyPlayerScoreBreakdown: async (ctx) => {
      const body = ctx.body;
      await requirePlayer(db, body.PlayerId);
      await requireRound(db, body.WeeklyLeagueInformationId);
      const rows = await readBreakdownRows(db, body.PlayerId, {
        roundId: body.WeeklyLeagueInformationId,
      });
      return { data: rows, count: rows.length };
    },

    playerGetPlayerMatchesBreakdown: async (ctx) => {
      const body = ctx.body;
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
      const body = ctx.body;
      const round =
        body.WeeklyLeagueInformationId !== undefined
          ? await requireRound(db, body.WeeklyLeagueInformationId)
          : await latestRoundIn(db, body.CompetitionCode ?? SUPER_LIG, STARTED_STATES);
      if (!round) return { data: [], count: 0 };
      const { rows, total } = await readRoundPlayers(db, round, body);
      return { data: rows, count: total };
    },

    playerGetUnavailablePlayersList: async (ctx) => {
      const body = ctx.body;
      const data = await readUnavailablePlayers(
        db,
        {
          competition: body.CompetitionCode ?? SUPER_LIG,
          clubId: body.TeamId ?? null,
          status: body.Status ?? null,
        },
        ctx.language,
      );
      return { data, count: data.length };
    },
  };
}
