/**
 * Test data of the team pages: the open round, clubs, a saved user team, and the reads every
 * team screen makes (user, wallet, rounds, rule set, clubs, pool, the round's teams) routed
 * on a scripted server. Tests route what they are about on top.
 */
import type { Player, Team, UserTeam, WeeklyLeagueInformation } from '../../../store/api/engine';
import { TEST_SQUAD_RULES } from '../../../rules/testRules';
import { envelope, type ScriptedServer } from '../../../store/testing/scriptedServer';
import { TEST_USER } from '../../testing/renderWithProviders';

/** Round 7, open for teams. */
export const OPEN_ROUND: WeeklyLeagueInformation = {
  Id: 7,
  CompetitionCode: 'TR_SL',
  SportsCode: 'FTBL',
  Number: 7,
  Title: '7. Hafta',
  FirstKickoff: '2030-01-05T17:00:00Z',
  Deadline: '2030-01-05T16:00:00Z',
  State: 'open',
  IsCurrent: true,
  MatchCount: 9,
  FinishedMatchCount: 0,
};

/** Clubs named by their ids: "Kulüp 200", "K200". */
export const testClubs = (ids: number[]): Team[] =>
  ids.map((Id) => ({
    Id,
    CompetitionCode: 'TR_SL',
    Code: `C${Id}`,
    Name: `Kulüp ${Id}`,
    ShortName: `K${Id}`,
    PrimaryColor: '#aa0000',
    SecondaryColor: '#ffffff',
  }));

/** The test user's primary team of round 7, "Kartallar", captain 13 and vice 8. */
export const testUserTeam = (fields: Partial<UserTeam> = {}): UserTeam => ({
  Id: 31,
  UserId: TEST_USER.Id,
  CompetitionCode: 'TR_SL',
  WeeklyLeagueInformationId: 7,
  RoundNumber: 7,
  Name: 'Kartallar',
  IsPrimary: true,
  LineupOfPlayerType: '4-4-2',
  Budget: 1000,
  Cost: 900,
  BudgetCost: 900,
  Booster: null,
  CaptainPlayerId: 13,
  ViceCaptainPlayerId: 8,
  Points: null,
  IsProvisional: false,
  RoundRank: null,
  IsCarriedOver: false,
  IsEditable: true,
  CreatedAt: '2030-01-01T10:00:00Z',
  UpdatedAt: '2030-01-01T10:00:00Z',
  ...fields,
});

/** A fresh scripted server answering the team screens' reads; nothing saved yet. */
export function routeTeamReads(
  server: ScriptedServer,
  { rounds, clubs, pool }: { rounds: WeeklyLeagueInformation[]; clubs: Team[]; pool: Player[] },
) {
  server.requests.length = 0;
  server.clearRoutes();
  server.answer({ body: envelope(null) });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope(rounds, rounds.length),
  });
  server.route('/engine/api/PlayerScoreRuleSet/GetRuleSets', {
    body: envelope([
      {
        Id: 1,
        CompetitionCode: 'TR_SL',
        Name: 'Süper Lig',
        CaptainMultiplier: 2,
        TripleCaptainMultiplier: 3,
        Rules: [],
        Squad: TEST_SQUAD_RULES,
      },
    ]),
  });
  server.route('/engine/api/Teams/GetTeamsList', { body: envelope(clubs, clubs.length) });
  server.route('/engine/api/Player/GetPlayersList', { body: envelope(pool, pool.length) });
  server.route('/engine/api/UserTeam/GetUserTeamList', { body: envelope([]) });
  server.route('/engine/api/UserTeam/GetUserTeamCount', {
    body: envelope({
      WeeklyLeagueInformationId: 7,
      Count: 0,
      HasPrimary: false,
      ExtraCount: 0,
      MaxExtraTeams: 2,
      ExtraTeamPriceCoins: 0,
    }),
  });
}
