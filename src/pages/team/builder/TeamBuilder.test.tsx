/**
 * The builder's screen behaviours against a scripted engine: clearing the squad asks first,
 * an unsaved squad comes back after the page is left (and can be thrown away), a save
 * shows the result from the top of the page, and on a phone the pitch and the pool are two
 * tabs that follow a tapped empty place.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserTeam, UserTeamDetail } from '../../../../store/api/engine';
import { makePlayer, validSquadSlots } from '../../../../store/team/fixtures';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../../store/testing/scriptedServer';
import {
  TEST_USER,
  renderWithProviders,
  setScreenWidth,
} from '../../../testing/renderWithProviders';
import { OPEN_ROUND, routeTeamReads, testClubs, testUserTeam } from '../teamTesting';
import { DRAFT_KEY } from './draftStorage';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const ROUND = OPEN_ROUND;
const SQUAD = validSquadSlots();
const POOL = [
  ...SQUAD.map((s) => s.Player),
  makePlayer(24, 'FWD', { DisplayName: 'Uygun', Price: 50, TeamId: 212 }),
];
const CLUBS = testClubs([200, 201, 202, 203, 204, 212]);

const userTeam = testUserTeam;

const detail = (fields: Partial<UserTeam> = {}): UserTeamDetail => ({
  UserTeam: userTeam(fields),
  User: { Id: TEST_USER.Id, UserName: 'ayse', ImageUrl: null },
  KeptPlayers: [],
  Players: SQUAD.map((slot) => ({
    ...slot,
    IsCaptain: slot.PlayerId === 13,
    IsViceCaptain: slot.PlayerId === 8,
    Points: null,
    Multiplier: slot.PlayerId === 13 ? 2 : slot.IsStarter ? 1 : 0,
    AutoSubbedIn: false,
    AutoSubbedOut: false,
  })),
});

beforeEach(() => {
  localStorage.clear();
  setScreenWidth(390);
  routeTeamReads(server, { rounds: [ROUND], clubs: CLUBS, pool: POOL });
  server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(detail()) });
});

/** The saved team 31 in the builder. */
async function openTeam() {
  const view = renderWithProviders({
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
    route: '/takim/31',
  });
  await screen.findByTestId('team-save', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.getByTestId('team-player-count')).toHaveTextContent('15/15'));
  return view;
}

const pitch = () => screen.getByRole('region', { name: 'Saha: ilk 11' });
const count = () => screen.getByTestId('team-player-count');

it('"Kadroyu temizle" asks first: Vazgeç keeps the squad, Evet takes every player off', async () => {
  const view = await openTeam();
  await view.user.click(screen.getByRole('button', { name: 'Kadroyu temizle' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Kadroyu temizle' });
  expect(dialog).toHaveTextContent('Kadrodaki 15 oyuncunun hepsi çıkarılsın mı?');
  await view.user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(count()).toHaveTextContent('15/15');

  await view.user.click(screen.getByRole('button', { name: 'Kadroyu temizle' }));
  await view.user.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet' }),
  );
  expect(count()).toHaveTextContent('0/15');
  expect(screen.getByTestId('team-save')).toBeDisabled();
});

it('an unsaved squad comes back when the builder opens again, until it is thrown away', async () => {
  const first = await openTeam();
  await first.user.click(screen.getByRole('radio', { name: '3-5-2' }));
  await first.user.click(within(pitch()).getByRole('button', { name: /^Numara9, / }));
  await first.user.click(screen.getByRole('button', { name: 'Kaptan yap' }));
  await first.user.click(screen.getByRole('button', { name: 'Kadroyu temizle' }));
  expect(screen.queryByText('Kaydedilmemiş değişikliklerin geri getirildi.')).toBeNull();
  first.unmount();

  // As after a reload: the same team, the armband and the formation as left.
  const second = await openTeam();
  expect(screen.getByText('Kaydedilmemiş değişikliklerin geri getirildi.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '3-5-2' })).toBeChecked();
  expect(
    within(pitch()).getByRole('button', { name: /^Numara9, .*, K: Kaptan, / }),
  ).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject([
    { userId: TEST_USER.Id, roundId: 7, teamId: 31, base: '2030-01-01T10:00:00Z' },
  ]);

  // Thrown away: the team as saved, and nothing kept.
  await second.user.click(screen.getByRole('button', { name: 'Değişiklikleri at' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: '4-4-2' })).toBeChecked());
  expect(
    within(pitch()).getByRole('button', { name: /^Numara13, .*, K: Kaptan, / }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Kaydedilmemiş değişikliklerin geri getirildi.')).toBeNull();
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
});

it('a draft made from an older save of the team is not brought back', async () => {
  const first = await openTeam();
  await first.user.click(screen.getByRole('radio', { name: '3-5-2' }));
  first.unmount();
  // The team was saved again meanwhile (another device): its UpdatedAt moved on.
  server.route('/engine/api/UserTeam/GetUserTeamDetailList', {
    body: envelope(detail({ UpdatedAt: '2030-01-02T09:00:00Z' })),
  });
  await openTeam();
  expect(screen.getByRole('radio', { name: '4-4-2' })).toBeChecked();
  expect(screen.queryByText('Kaydedilmemiş değişikliklerin geri getirildi.')).toBeNull();
});

it('a save shows its result from the top of the page and forgets the draft', async () => {
  const scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  try {
    server.route('/engine/api/UserTeam/InsertCreatingUserTeam', {
      body: envelope(null, 0, 'Takımın kaydedildi.'),
    });
    const view = await openTeam();
    await view.user.click(within(pitch()).getByRole('button', { name: /^Numara9, / }));
    await view.user.click(screen.getByRole('button', { name: 'Kaptan yap' }));
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await view.user.click(screen.getByTestId('team-save'));
    expect(await screen.findByText('Takımın kaydedildi.')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/takim/takimim'));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  } finally {
    scrolled.mockRestore();
  }
});

it("the tapped player's actions take focus; Escape closes them and gives it back", async () => {
  const view = await openTeam();
  const token = within(pitch()).getByRole('button', { name: /^Numara9, / });
  await view.user.click(token);
  const sheet = screen.getByRole('region', { name: 'Numara9' });
  expect(within(sheet).getByRole('button', { name: 'Kaptan yap' })).toHaveFocus();
  await view.user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'Numara9' })).toBeNull();
  expect(token).toHaveFocus();
});

describe('on a phone', () => {
  it('the pitch and the pool are tabs; an empty place opens the pool, a pick goes back', async () => {
    const view = await openTeam();
    const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
    expect(tab('Kadro')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Kadro')).toHaveTextContent('15/15');
    expect(screen.getByRole('tabpanel', { name: /^Kadro/ })).toContainElement(pitch());

    await view.user.click(within(pitch()).getByRole('button', { name: /^Numara14, / }));
    await view.user.click(screen.getByRole('button', { name: 'Çıkar' }));
    await view.user.click(within(pitch()).getByRole('button', { name: /^Boş Forvet yeri/ }));
    expect(tab('Oyuncular')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Oyuncu ara')).toHaveFocus();
    await view.user.click(screen.getByRole('button', { name: 'Uygun ekle' }));
    expect(tab('Kadro')).toHaveAttribute('aria-selected', 'true');
    expect(count()).toHaveTextContent('15/15');
  });

  it('the pool shows 20 rows at a time (50 on a desktop)', async () => {
    const many = [...POOL, ...Array.from({ length: 30 }, (_, i) => makePlayer(100 + i, 'MID'))];
    server.route('/engine/api/Player/GetPlayersList', { body: envelope(many, many.length) });
    const view = await openTeam();
    const rows = () =>
      within(screen.getByRole('tabpanel', { name: 'Oyuncular' })).getAllByRole('listitem');
    expect(rows()).toHaveLength(20);
    await view.user.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(rows()).toHaveLength(40);
    view.unmount();
    setScreenWidth(1280);
    await openTeam();
    expect(screen.getAllByRole('button', { name: / ekle$/ })).toHaveLength(46);
  });

  it('from 1000px both show side by side, without tabs', async () => {
    setScreenWidth(1280);
    await openTeam();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });
});
