/**
 * A rival's team against a scripted engine: his squad on the pitch, then compared with the
 * caller's primary team of the same round (common players, differentials with points, both
 * captains); and a special league's join, which asks CheckUser and CheckProduct first and
 * says why not (the pass to buy) before any join.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserTeam, UserTeamDetail, UserTeamPlayer } from '../../../store/api/engine';
import { validSquadSlots, makePlayer } from '../../../store/team/fixtures';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders } from '../../testing/renderWithProviders';
import { compareTeams } from './RivalPage';

const server = scriptedServerForFile();
beforeEach(() => {
  localStorage.clear();
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope([]),
  });
  server.route('/engine/api/Teams/GetTeamsList', { body: envelope([]) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
});

const team = (id: number, userId: number, points: number): UserTeam => ({
  Id: id,
  UserId: userId,
  CompetitionCode: 'TR_SL',
  WeeklyLeagueInformationId: 5,
  RoundNumber: 5,
  Name: `Takım ${id}`,
  IsPrimary: true,
  LineupOfPlayerType: '4-4-2',
  Budget: 1000,
  Cost: 900,
  BudgetCost: 900,
  Booster: null,
  CaptainPlayerId: 0,
  ViceCaptainPlayerId: 0,
  Points: points,
  IsProvisional: false,
  RoundRank: 1,
  IsCarriedOver: false,
  IsEditable: false,
  CreatedAt: '2026-08-01T10:00:00Z',
  UpdatedAt: '2026-08-01T10:00:00Z',
});

/** A squad of 15: the generator's, with player `swap` replaced by `withId`, captain `captain`. */
function squad(captain: number, swap?: { out: number; in: number }): UserTeamPlayer[] {
  return validSquadSlots().map((slot) => {
    const player =
      swap && slot.PlayerId === swap.out
        ? makePlayer(swap.in, slot.Player.Position, { DisplayName: `Yeni${swap.in}` })
        : slot.Player;
    return {
      ...slot,
      PlayerId: player.Id,
      Player: player,
      IsCaptain: player.Id === captain,
      IsViceCaptain: false,
      Points: player.Id,
      Multiplier: slot.IsStarter ? (player.Id === captain ? 2 : 1) : 0,
      AutoSubbedIn: false,
      AutoSubbedOut: false,
    };
  });
}

const theirs: UserTeamDetail = {
  UserTeam: team(50, 99, 80),
  User: { Id: 99, UserName: 'rakip' },
  Players: squad(9, { out: 10, in: 40 }),
  KeptPlayers: [],
};
const mine: UserTeamDetail = {
  UserTeam: team(60, TEST_USER.Id, 70),
  User: { Id: TEST_USER.Id, UserName: 'ayse' },
  Players: squad(3),
  KeptPlayers: [],
};

it('compares two squads: common players, each side only, captains', () => {
  const diff = compareTeams(theirs, mine);
  expect(diff.common).toHaveLength(14);
  expect(diff.theirs.map((p) => p.PlayerId)).toEqual([40]);
  expect(diff.mine.map((p) => p.PlayerId)).toEqual([10]);
  expect(diff.theirCaptain?.PlayerId).toBe(9);
  expect(diff.myCaptain?.PlayerId).toBe(3);
});

it("opens a rival's team of a past round and compares it with mine", async () => {
  server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(theirs) });
  // My team list answers late: the detail route then answers my team (the scripted
  // server answers by path, not by query).
  server.route('/engine/api/UserTeam/GetUserTeamList', {
    delayMs: 300,
    body: envelope([mine.UserTeam]),
  });
  renderWithProviders({
    route: '/lig/rakip/50',
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
  });
  expect(await screen.findByTestId('rival-owner')).toHaveTextContent('rakip · Takım 50');
  server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(mine) });
  const compare = await screen.findByTestId('compare');
  expect(
    server.requests.some((r) =>
      r.url.startsWith(
        '/engine/api/UserTeam/GetUserTeamList?competitionCode=TR_SL&weeklyLeagueInformationId=5',
      ),
    ),
  ).toBe(true);
  expect(within(compare).getByRole('region', { name: 'Yalnızca onda' })).toHaveTextContent(
    'Yeni40',
  );
  expect(within(compare).getByRole('region', { name: 'Yalnızca sende' })).toHaveTextContent(
    'Numara10',
  );
  expect(within(compare).getByText('Onun kaptanı: Numara9')).toBeInTheDocument();
  expect(within(compare).getByText('Senin kaptanın: Numara3')).toBeInTheDocument();
  expect(compare).toHaveTextContent('80 – 70');
  expect(
    server.requests.some(
      (r) => r.url === '/engine/api/UserTeam/GetUserTeamDetailList?userTeamId=60',
    ),
  ).toBe(true);
});

it('a 403 (round not past its deadline) shows the server message', async () => {
  server.route('/engine/api/UserTeam/GetUserTeamDetailList', {
    status: 403,
    body: {
      Result: { ResultCode: 2403, ResultMessage: 'Bu takım henüz görülemez.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  renderWithProviders({
    route: '/lig/rakip/50',
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
  });
  expect(await screen.findByText('Bu takım henüz görülemez.')).toBeInTheDocument();
});

describe('a special league', () => {
  const league = {
    Id: 3,
    CompetitionCode: 'TR_SL',
    Name: 'Sponsor Ligi',
    SponsorName: 'Kadro',
    Description: 'Ödüller',
    ImageUrl: null,
    StartRoundNumber: 1,
    EndRoundNumber: 34,
    RequiresProduct: true,
    ProductId: 12,
    AcceptsExtraTeams: false,
    MaxMembers: null,
    MemberCount: 4,
    IsMember: false,
  };
  const check = (allowed: boolean, reason: string | null, productId: number | null = null) =>
    envelope({
      SpecialLeagueId: 3,
      Allowed: allowed,
      IsMember: false,
      Reason: reason,
      ProductId: productId,
    });

  it('without the pass: says so, links the pass in the market, and does not join', async () => {
    server.route('/engine/api/SpecialLeague/GetSpecialLeagueList', { body: envelope([league]) });
    server.route('/engine/api/SpecialLeague/CheckUser', { body: check(true, null) });
    server.route('/engine/api/SpecialLeague/CheckProduct', {
      body: check(false, 'productMissing', 12),
    });
    const { user } = renderWithProviders({
      route: '/lig/ozel-ligler',
      services: { apiBaseUrl: server.url },
      user: TEST_USER,
    });
    await user.click(await screen.findByRole('button', { name: 'Katıl' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Katılmak için geçiş gerekir.');
    expect(within(alert).getByRole('link', { name: 'Geçişi marketten al' })).toHaveAttribute(
      'href',
      '/market?productId=12',
    );
    expect(server.requests.some((r) => r.url.includes('JoinSpecialLeague'))).toBe(false);
  });

  it('a user the first gate refuses is told why; both gates open: joins', async () => {
    server.route('/engine/api/SpecialLeague/GetSpecialLeagueList', { body: envelope([league]) });
    server.route('/engine/api/SpecialLeague/CheckUser', { body: check(false, 'emailNotVerified') });
    server.route('/engine/api/SpecialLeague/CheckProduct', { body: check(true, null) });
    server.route('/engine/api/SpecialLeague/JoinSpecialLeague', {
      body: envelope({ ...league, IsMember: true }),
    });
    const { user } = renderWithProviders({
      route: '/lig/ozel-ligler',
      services: { apiBaseUrl: server.url },
      user: TEST_USER,
    });
    await user.click(await screen.findByRole('button', { name: 'Katıl' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Katılmak için e-posta adresini doğrula.',
    );
    expect(server.requests.some((r) => r.url.includes('CheckProduct'))).toBe(false);

    server.route('/engine/api/SpecialLeague/CheckUser', { body: check(true, null) });
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.url.includes('JoinSpecialLeague'))?.body).toBe(
        JSON.stringify({ SpecialLeagueId: 3 }),
      ),
    );
  });
});
