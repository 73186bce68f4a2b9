/**
 * The leagues area against a scripted server: a table's paging by 50 and "jump to me"
 * (the page holding the caller's row, floor((Rank - 1) / 50)), owner-only controls shown
 * to owners only, destructive actions behind the confirm dialog, and the end-of-week modal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type {
  EndWeekAllLeagueSumary,
  FriendGroup,
  StandingRow,
  StandingsPage,
} from '../../../store/api/league';
import { endOfWeekOpened } from '../../../store/contest/contestSlice';
import { makeStore } from '../../../store/makeStore';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { testServices } from '../../../store/testing/testServices';
import { TEST_USER, renderWithProviders } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  localStorage.clear();
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope([]),
  });
});

const PRO = '/engine/api/UserWeeklyScore/GetUserWeeklyScoreList';
const row = (rank: number, userId = 1000 + rank): StandingRow => ({
  Rank: rank,
  PreviousRank: rank + 1,
  User: { Id: userId, UserName: `menajer${rank}` },
  UserTeamId: 5000 + rank,
  TeamName: `Takım ${rank}`,
  RoundPoints: 60,
  TotalPoints: 1000 - rank,
  BestRound: 80,
});
const page = (from: number, count: number, me: StandingRow | null): StandingsPage => ({
  Rows: Array.from({ length: count }, (_, i) => (from + i === me?.Rank ? me : row(from + i))),
  MyRow: me,
  WeeklyLeagueInformationId: 6,
  IsProvisional: false,
});
const bodies = (path: string) =>
  server.requests.filter((r) => r.url.startsWith(path)).map((r) => JSON.parse(r.body || '{}'));

const open = (route: string) =>
  renderWithProviders({ route, services: { apiBaseUrl: server.url }, user: TEST_USER });

describe('a table', () => {
  const me = row(120, TEST_USER.Id);

  it('shows 50 rows a page with rank, movement, manager, team and points, and pages on', async () => {
    server.route(PRO, { body: envelope(page(1, 50, me), 130) });
    const { user } = open('/lig/pro-ligi');
    const table = await screen.findByRole('table', { name: /Pro Lig sıralaması, sayfa 1/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(rows[1]).toHaveTextContent('1');
    expect(within(rows[1]!).getByText('1 sıra yükseldi')).toBeInTheDocument();
    // The manager's name opens his page; his team's name his team.
    expect(within(rows[1]!).getByRole('link', { name: 'menajer1' })).toHaveAttribute(
      'href',
      '/arkadas/menajer1',
    );
    expect(
      within(rows[1]!).getByRole('link', { name: 'Takım 1, menajer1 takımını gör' }),
    ).toHaveAttribute('href', '/lig/rakip/5001');
    expect(rows[1]).toHaveTextContent('Takım 1');
    expect(rows[1]).toHaveTextContent('999');
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
    expect(bodies(PRO)[0]).toMatchObject({
      SortingPaging: { PageNumber: 0, NumberRecords: 50 },
      CompetitionCode: 'TR_SL',
      SportsCode: 'FTBL',
      WeeklyLeagueInformationId: null,
    });

    server.route(PRO, { body: envelope(page(51, 50, me), 130) });
    await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('Sayfa 2 / 3')).toBeInTheDocument();
    expect(bodies(PRO).at(-1)).toMatchObject({ SortingPaging: { PageNumber: 1 } });
    // Enabled once the page's answer is in (busy while it loads).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeEnabled());
  });

  it('pins my row when it is on another page, and "Bana git" opens the page holding it', async () => {
    server.route(PRO, { body: envelope(page(1, 50, me), 130) });
    const { user } = open('/lig/pro-ligi');
    const pinned = await screen.findByRole('region', { name: 'Senin sıran' });
    expect(pinned).toHaveTextContent('120.');
    expect(pinned).toHaveTextContent('menajer120 · Takım 120');
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();

    server.route(PRO, { body: envelope(page(101, 30, me), 130) });
    await user.click(within(pinned).getByRole('button', { name: 'Bana git' }));
    // floor((120 - 1) / 50) = 2
    await waitFor(() =>
      expect(bodies(PRO).at(-1)).toMatchObject({ SortingPaging: { PageNumber: 2 } }),
    );
    const mine = await screen.findByRole('row', { current: true });
    expect(mine).toHaveTextContent('120');
    expect(mine).toHaveTextContent('(Sen)');
    expect(mine).toHaveClass('is-me');
    await waitFor(() => expect(mine).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Senin sıran' })).not.toBeInTheDocument();
  });

  it('an empty table says so, and a failed one offers a retry', async () => {
    server.route(PRO, { body: envelope(page(1, 0, null), 0) });
    const view = open('/lig/pro-ligi');
    expect(await screen.findByText('Bu tabloda henüz kimse yok.')).toBeInTheDocument();
    view.unmount();
    server.route(PRO, { status: 500, body: '' });
    open('/lig/pro-ligi');
    expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});

describe('a friend league', () => {
  const group = (ownerId: number): FriendGroup => ({
    Id: 9,
    Name: 'Ofis Ligi',
    InviteCode: 'ABCD2345',
    OwnerUser: { Id: ownerId, UserName: ownerId === TEST_USER.Id ? 'ayse' : 'mehmet' },
    GroupUserCount: 2,
    CreatedAt: '2026-08-01T10:00:00Z',
  });
  const members = (ownerId: number) => [
    {
      Id: 1,
      GroupId: 9,
      User: { Id: ownerId, UserName: ownerId === TEST_USER.Id ? 'ayse' : 'mehmet' },
      Status: 'member',
      IsOwner: true,
      InvitedAt: '2026-08-01T10:00:00Z',
      JoinedAt: '2026-08-01T10:00:00Z',
    },
    {
      Id: 2,
      GroupId: 9,
      User: ownerId === TEST_USER.Id ? { Id: 8, UserName: 'mehmet' } : { Id: 7, UserName: 'ayse' },
      Status: 'member',
      IsOwner: false,
      InvitedAt: '2026-08-02T10:00:00Z',
      JoinedAt: '2026-08-02T10:00:00Z',
    },
  ];
  const script = (ownerId: number) => {
    const mine = members(ownerId).find((m) => m.User.Id === TEST_USER.Id)!;
    server.route('/league/api/FriendLeague/GetAllMyGroupUser', {
      body: envelope([{ ...mine, Group: group(ownerId) }]),
    });
    server.route('/league/api/FriendLeague/GetGroupUsers', { body: envelope(members(ownerId)) });
    server.route('/league/api/FriendLeague/GetFriendLeagueUserScores', {
      body: envelope(page(1, 2, row(2, TEST_USER.Id)), 2),
    });
    server.route('/league/api/FriendLeague/DeleteGroup', { body: envelope({ Done: true }) });
    server.route('/league/api/FriendLeague/DeleteGroupUser', { body: envelope({ Done: true }) });
  };

  it('shows the owner rename, invite, remove and delete, and asks before deleting', async () => {
    script(TEST_USER.Id);
    const { user, router } = open('/lig/arkadas-ligi/9');
    const owner = await screen.findByTestId('owner-controls');
    expect(within(owner).getByRole('button', { name: 'Yeniden adlandır' })).toBeInTheDocument();
    expect(within(owner).getByRole('button', { name: 'Davet et' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Çıkar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ayrıl' })).not.toBeInTheDocument();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByTestId('share-link')).toHaveValue(
      'http://localhost/lig/arkadas-ligleri?inviteCode=ABCD2345',
    );

    await user.click(within(owner).getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ofis Ligi silinsin mi?');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('DeleteGroup?'))).toBe(false);

    await user.click(within(owner).getByRole('button', { name: 'Sil' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Evet' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/lig/arkadas-ligleri'));
    const call = server.requests.find((r) =>
      r.url.startsWith('/league/api/FriendLeague/DeleteGroup?'),
    );
    expect(call).toMatchObject({
      method: 'DELETE',
      url: '/league/api/FriendLeague/DeleteGroup?Id=9',
    });
  });

  it('shows a member no owner control, only leaving (after a confirmation)', async () => {
    script(8);
    const { user } = open('/lig/arkadas-ligi/9');
    await screen.findByRole('button', { name: 'Ayrıl' });
    expect(screen.queryByTestId('owner-controls')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Çıkar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yeniden adlandır' })).not.toBeInTheDocument();
    // Any member shares the link.
    expect(screen.getByTestId('invite-code')).toHaveTextContent('ABCD2345');

    await user.click(screen.getByRole('button', { name: 'Ayrıl' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Evet' }),
    );
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.url.startsWith('/league/api/FriendLeague/DeleteGroupUser?')),
      ).toMatchObject({
        method: 'DELETE',
        url: '/league/api/FriendLeague/DeleteGroupUser?FriendLeagueGroupUserId=2',
      }),
    );
  });

  it('the owner invites by user name; the invitee accepts the invitation', async () => {
    script(TEST_USER.Id);
    server.route('/league/api/FriendLeague/InsertGroupUser', {
      body: envelope({ ...members(TEST_USER.Id)[1], Id: 3, Status: 'invited', JoinedAt: null }),
    });
    const { user } = open('/lig/arkadas-ligi/9');
    const owner = await screen.findByTestId('owner-controls');
    await user.type(within(owner).getByLabelText('Kullanıcı adıyla davet et'), 'mehmet');
    await user.click(within(owner).getByRole('button', { name: 'Davet et' }));
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.url.startsWith('/league/api/FriendLeague/InsertGroupUser')),
      ).toMatchObject({
        method: 'POST',
        url: '/league/api/FriendLeague/InsertGroupUser?GroupId=9',
        body: JSON.stringify({ UserName: 'mehmet' }),
      }),
    );
  });

  it('an invitation is accepted from the list of my friend leagues', async () => {
    const invitation = {
      ...members(8)[1],
      Id: 5,
      Status: 'invited',
      JoinedAt: null,
      Group: group(8),
    };
    server.route('/league/api/FriendLeague/GetAllMyGroupUser', { body: envelope([invitation]) });
    server.route('/league/api/FriendLeague/UpdateGroupUser', { body: envelope({ Done: true }) });
    const { user } = open('/lig/arkadas-ligleri');
    const list = await screen.findByRole('region', { name: 'Davetler' });
    expect(list).toHaveTextContent('mehmet seni Ofis Ligi ligine davet etti.');
    await user.click(within(list).getByRole('button', { name: 'Kabul et' }));
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.url.startsWith('/league/api/FriendLeague/UpdateGroupUser')),
      ).toMatchObject({ method: 'PUT', body: JSON.stringify({ Id: 5, Accepted: true }) }),
    );
  });

  it('a share link offers to join with its code', async () => {
    server.route('/league/api/FriendLeague/GetAllMyGroupUser', { body: envelope([]) });
    server.route('/league/api/FriendLeague/JoinGroupByCode', {
      body: envelope({ ...members(8)[1], GroupId: 9 }),
    });
    const { user, router } = open('/lig/arkadas-ligleri?inviteCode=abcd2345');
    const offer = await screen.findByTestId('invite-link');
    expect(offer).toHaveTextContent('ABCD2345');
    await user.click(within(offer).getByRole('button', { name: 'Katıl' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lig/arkadas-ligi/9'));
    expect(bodies('/league/api/FriendLeague/JoinGroupByCode')[0]).toEqual({
      InviteCode: 'ABCD2345',
    });
  });
});

describe('a clan', () => {
  const clan = (ownerId: number) => ({
    Id: 4,
    Name: 'Kartallar',
    OwnerUserId: ownerId,
    MemberCount: 2,
    MaxMembers: 50,
    CreatedAt: '2026-08-01T10:00:00Z',
  });
  const script = (ownerId: number) => {
    const other = ownerId === TEST_USER.Id ? 8 : 7;
    server.route('/league/api/ClansLeague/GetClanUsers', {
      body: envelope([
        {
          Id: 1,
          ClanId: 4,
          User: { Id: ownerId, UserName: `u${ownerId}` },
          Role: 'owner',
          JoinedAt: '2026-08-01T10:00:00Z',
        },
        {
          Id: 2,
          ClanId: 4,
          User: { Id: other, UserName: `u${other}` },
          Role: 'member',
          JoinedAt: '2026-08-01T10:00:00Z',
        },
      ]),
    });
    server.route('/league/api/ClansLeague/GetClans', { body: envelope([clan(ownerId)]) });
    server.route('/league/api/ClansLeague/GetClanLeagueUserScores', {
      body: envelope(page(1, 2, row(1, TEST_USER.Id)), 2),
    });
  };

  it('the owner gets rename, add, hand over, remove and delete', async () => {
    script(TEST_USER.Id);
    open('/lig/klan/4');
    const owner = await screen.findByTestId('owner-controls');
    expect(within(owner).getByRole('button', { name: 'Yeniden adlandır' })).toBeInTheDocument();
    expect(within(owner).getByRole('button', { name: 'Sil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kurucu yap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Çıkar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ayrıl' })).not.toBeInTheDocument();
  });

  it('a member gets none of them, only leaving', async () => {
    script(8);
    open('/lig/klan/4');
    expect(await screen.findByRole('button', { name: 'Ayrıl' })).toBeInTheDocument();
    expect(screen.queryByTestId('owner-controls')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kurucu yap' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Çıkar' })).not.toBeInTheDocument();
  });
});

describe('the end-of-week modal', () => {
  const summary: EndWeekAllLeagueSumary = {
    ContestId: 12,
    ContestTitle: 'Süper Lig 6. Hafta',
    Order: 40,
    ClassicLeagueSumary: { Order: 35, FanGoldQuantity: 2500 },
    FavoriteTeamLeagueSumary: { Order: 3 },
  };
  const withSummary = (shown: typeof summary, message: string) => {
    const store = makeStore({ services: testServices({ apiBaseUrl: server.url }) });
    store.dispatch(endOfWeekOpened({ summary: shown, message }));
    return renderWithProviders({
      route: '/',
      services: { apiBaseUrl: server.url },
      user: TEST_USER,
      store,
    });
  };

  it("shows 'Haftanın Özeti' with the ranks and the FanGold won, and closes", async () => {
    const { user, store } = withSummary(summary, '');
    const dialog = await screen.findByRole('dialog', { name: 'Haftanın Özeti' });
    expect(dialog).toHaveTextContent('Süper Lig 6. Hafta');
    expect(within(dialog).getByText('Pro Lig Sıralaman').nextSibling).toHaveTextContent('35');
    expect(within(dialog).getByText('Taraftar Ligi Sıralaman').nextSibling).toHaveTextContent('3');
    expect(dialog).toHaveTextContent('Tebrikler! Bu hafta 2.500 FanGold kazandın.');
    // The head's × and the footer's button both close it; the footer's is the spec's.
    const buttons = within(dialog).getAllByRole('button', { name: 'Kapat' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().contest.summary).toBeNull();
  });

  it('with no order shows only the server message and an alert image', async () => {
    withSummary(
      {
        ...summary,
        Order: null,
        ClassicLeagueSumary: { Order: null, FanGoldQuantity: 0 },
        FavoriteTeamLeagueSumary: { Order: null },
      },
      'Bu hafta takımın yoktu.',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Haftanın Özeti' });
    expect(dialog).toHaveTextContent('Bu hafta takımın yoktu.');
    expect(within(dialog).getByRole('img', { name: 'Uyarı' })).toHaveAttribute(
      'src',
      '/images/alert.svg',
    );
    expect(within(dialog).queryByText('Taraftar Ligi Sıralaman')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/FanGold/)).not.toBeInTheDocument();
  });
});
