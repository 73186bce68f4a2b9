/**
 * `/arkadas/:name` against a scripted server: the profile and its counts, follow and
 * unfollow (asked first, in the 440px confirm dialog), the friend request and its states,
 * the server's refusals as error toasts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { FollowStatus, FriendStatus, UserProfile } from '../../../store/api/auth';
import type { Language } from '../../../store/constants';
import { makeStore } from '../../../store/makeStore';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { testServices } from '../../../store/testing/testServices';
import { toastShown } from '../../../store/ui/uiSlice';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const MEHMET: UserProfile = {
  Id: 9,
  UserName: 'mehmet',
  ImageUrl: 'https://resim.example/mehmet.png',
  FavoriteTeamId: 5,
  CreatedAt: '2026-08-02T10:00:00Z',
  FriendCount: 4,
  FollowerCount: 1234,
  FollowingCount: 7,
};

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  profileIs(MEHMET);
  followIs({ IsFollowing: false, IsFollowedBy: false });
  friendIs('none');
});

function profileIs(profile: UserProfile) {
  server.route('/auth/api/User/GetUserProfile', { body: envelope(profile) });
}
function followIs(status: Omit<FollowStatus, 'UserId'>) {
  server.route('/auth/api/Follow/FollowStatus', { body: envelope({ UserId: 9, ...status }) });
}
function friendIs(Status: FriendStatus['Status']) {
  server.route('/auth/api/Friend/IsFriend', { body: envelope({ UserId: 9, Status }) });
}
const failure = (ResultCode: number, ResultMessage: string) => ({
  status: 400,
  body: { Result: { ResultCode, ResultMessage }, ReturnObject: null, TotalCount: 0 },
});
const callsTo = (path: string) => server.requests.filter((r) => r.url.startsWith(path));

async function open(language: Language = 'tr-TR', name = 'mehmet') {
  const toasts: { kind: string; message: string }[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (toastShown.match(action as UnknownAction)) {
      const { kind, message } = (action as ReturnType<typeof toastShown>).payload;
      toasts.push({ kind, message });
    }
    return next(action);
  };
  const me = { ...TEST_USER, LanguageCode: language };
  server.route('/auth/api/User/GetUser', { body: envelope(me) });
  const store = makeStore({ services: testServices({ apiBaseUrl: server.url }), recorder });
  const view = renderWithProviders({ store, route: `/arkadas/${name}`, user: me, language });
  return { ...view, toasts };
}

it('asks for the profile by name and shows it with its counts', async () => {
  await open();
  expect(await screen.findByRole('heading', { level: 1, name: 'mehmet' })).toBeInTheDocument();
  expect(callsTo('/auth/api/User/GetUserProfile')[0]!.url).toBe(
    '/auth/api/User/GetUserProfile?userName=mehmet',
  );
  const counts = screen.getByRole('main').querySelector('dl.counts') as HTMLElement;
  const value = (label: string) => within(counts).getByText(label).nextElementSibling;
  expect(value('Arkadaş')).toHaveTextContent('4');
  expect(value('Takipçi')).toHaveTextContent('1.234');
  expect(value('Takip')).toHaveTextContent('7');
  expect(screen.getByRole('main').querySelector('img')).toHaveAttribute('src', MEHMET.ImageUrl);
  expect(await screen.findByRole('button', { name: 'Takip et' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Arkadaş ekle' })).toBeInTheDocument();
});

it('in English, labels the counts and actions', async () => {
  await open('en-US');
  await screen.findByRole('heading', { level: 1, name: 'mehmet' });
  for (const label of ['Friends', 'Followers', 'Following'])
    expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.getByRole('main').querySelector('dl.counts')).toHaveTextContent('1,234');
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add friend' })).toBeInTheDocument();
});

it("an unknown name shows the server's message and a retry", async () => {
  server.route('/auth/api/User/GetUserProfile', failure(2009, 'Kullanıcı bulunamadı.'));
  const { user } = await open('tr-TR', 'kimse');
  expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();
  profileIs(MEHMET);
  await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'mehmet' })).toBeInTheDocument();
});

it('follow: sends Follow for the user, then shows Unfollow and the new count', async () => {
  const { user } = await open();
  const follow = await screen.findByRole('button', { name: 'Takip et' });
  server.route('/auth/api/Follow/Follow', { body: envelope(null, 0, 'Takip ediliyor.') });
  followIs({ IsFollowing: true, IsFollowedBy: false });
  profileIs({ ...MEHMET, FollowerCount: 1235 });
  await user.click(follow);
  expect(await screen.findByRole('button', { name: 'Takibi bırak' })).toBeInTheDocument();
  expect(callsTo('/auth/api/Follow/Follow?')[0]).toMatchObject({
    method: 'POST',
    url: '/auth/api/Follow/Follow?userId=9',
  });
  await waitFor(() =>
    expect(screen.getByRole('main').querySelector('dl.counts')).toHaveTextContent('1.235'),
  );
});

it('unfollow asks first: Vazgeç keeps following, Evet sends UnFollow', async () => {
  followIs({ IsFollowing: true, IsFollowedBy: true });
  const { user } = await open();
  expect(await screen.findByText('Seni takip ediyor')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Takibi bırak' }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Emin misiniz?' });
  expect(dialog).toHaveStyle({ maxWidth: '440px' });
  expect(
    within(dialog).getByText('mehmet adlı kullanıcıyı takip etmeyi bırakmak istiyor musunuz?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(callsTo('/auth/api/Follow/UnFollow')).toHaveLength(0);

  server.route('/auth/api/Follow/UnFollow', { body: envelope(null) });
  followIs({ IsFollowing: false, IsFollowedBy: true });
  await user.click(screen.getByRole('button', { name: 'Takibi bırak' }));
  dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
  expect(await screen.findByRole('button', { name: 'Takip et' })).toBeInTheDocument();
  expect(callsTo('/auth/api/Follow/UnFollow')[0]).toMatchObject({
    method: 'DELETE',
    url: '/auth/api/Follow/UnFollow?userId=9',
  });
});

it('a friend request is sent once and then shown as sent', async () => {
  const { user } = await open();
  const add = await screen.findByRole('button', { name: 'Arkadaş ekle' });
  server.route('/auth/api/Friend/AddFriend', { body: envelope(null) });
  friendIs('requested');
  await user.click(add);
  expect(await screen.findByText('İstek gönderildi')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Arkadaş ekle' })).not.toBeInTheDocument();
  expect(callsTo('/auth/api/Friend/AddFriend')).toEqual([
    expect.objectContaining({ method: 'POST', url: '/auth/api/Friend/AddFriend?userId=9' }),
  ]);
});

it('an incoming request can be accepted, and then they are friends', async () => {
  friendIs('incoming');
  const { user } = await open();
  const accept = await screen.findByRole('button', { name: 'İsteği kabul et' });
  server.route('/auth/api/Friend/AcceptFriend', { body: envelope(null) });
  friendIs('friends');
  profileIs({ ...MEHMET, FriendCount: 5 });
  await user.click(accept);
  expect(await screen.findByText('Arkadaşsınız')).toBeInTheDocument();
  const counts = screen.getByRole('main').querySelector('dl.counts') as HTMLElement;
  await waitFor(() =>
    expect(within(counts).getByText('Arkadaş').nextElementSibling).toHaveTextContent('5'),
  );
  expect(callsTo('/auth/api/Friend/AcceptFriend')[0]!.url).toBe(
    '/auth/api/Friend/AcceptFriend?userId=9',
  );
});

it("a refused request is the server's error toast", async () => {
  server.route(
    '/auth/api/Friend/AddFriend',
    failure(2011, 'Bu kullanıcıya zaten istek gönderdiniz.'),
  );
  const { user, toasts } = await open();
  await user.click(await screen.findByRole('button', { name: 'Arkadaş ekle' }));
  expect(await screen.findByText('Bu kullanıcıya zaten istek gönderdiniz.')).toBeInTheDocument();
  expect(toasts).toEqual([{ kind: 'error', message: 'Bu kullanıcıya zaten istek gönderdiniz.' }]);
});

it('when the follow state cannot be read, says so with a retry', async () => {
  server.route('/auth/api/Follow/FollowStatus', failure(-1, 'Ops.. something went wrong..'));
  const { user } = await open();
  expect(await screen.findByText('Ops.. something went wrong..')).toBeInTheDocument();
  followIs({ IsFollowing: false, IsFollowedBy: false });
  await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByRole('button', { name: 'Takip et' })).toBeInTheDocument();
});

it('on your own page, links to your profile instead of following yourself', async () => {
  profileIs({ ...MEHMET, Id: TEST_USER.Id, UserName: 'ayse' });
  await open('tr-TR', 'ayse');
  expect(await screen.findByText('Bu senin profilin.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Profilini düzenle' })).toHaveAttribute(
    'href',
    '/kullanici/profil',
  );
  expect(screen.queryByRole('button', { name: 'Takip et' })).not.toBeInTheDocument();
  expect(callsTo('/auth/api/Follow/FollowStatus')).toHaveLength(0);
});

it('shows his season round by round, asked for him by id', async () => {
  server.route('/engine/api/UserWeeklyScore/GetUserSeason', {
    body: envelope([
      {
        WeeklyLeagueInformationId: 101,
        RoundNumber: 1,
        Points: 64,
        IsProvisional: false,
        RoundRank: 5,
        OverallRank: 5,
        TotalPoints: 64,
        RankedTeams: 90,
      },
    ]),
  });
  open();
  const season = await screen.findByRole('region', { name: 'Sezonu' });
  expect(await within(season).findByRole('img', { name: /^mehmet · Sezon grafiği/ })).toBeVisible();
  expect(within(season).getByRole('table')).toHaveTextContent('1645564');
  const asked = callsTo('/engine/api/UserWeeklyScore/GetUserSeason');
  // (A request of the previous test's page may still arrive: his is the last.)
  expect(JSON.parse(String(asked.at(-1)!.body))).toEqual({ CompetitionCode: 'TR_SL', UserId: 9 });
});
