/**
 * The panel's screens over a scripted server, as an Admin reaches them: the season (rounds,
 * jobs with their last runs, a job run after a confirmation and whose points it changed;
 * the clock moved after a confirmation, refused beyond 366 days), users (disabling after a
 * confirmation, cancelling sends nothing), the audit log's filters, and the error state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminRound, AdminSeason } from '../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../store/testing/scriptedServer';
import { renderWithProviders, setScreenWidth } from '../testing/renderWithProviders';
import { ADMIN, refusal, sent, signedInRoutes } from './panelTesting';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  signedInRoutes(server);
});

const open = (route: string) =>
  renderWithProviders({ route, user: ADMIN, services: { apiBaseUrl: server.url } });

const CLOCK = {
  Now: '2026-11-26T12:00:00Z',
  SystemNow: '2026-11-26T12:00:00Z',
  OffsetSeconds: 0,
  IsMovable: true,
};
const round = (Number: number, State: AdminRound['State']): AdminRound => ({
  Id: 100 + Number,
  Number,
  Title: `${Number}. Hafta`,
  State,
  Deadline: '2026-11-20T16:00:00Z',
  FirstKickoff: '2026-11-20T17:00:00Z',
  MatchCount: 9,
  FinishedMatchCount: State === 'scored' || State === 'finished' ? 9 : 0,
  Jobs: (['open', 'lock', 'live', 'finish', 'score'] as const).map((Job) => ({
    Job,
    IsNext: State === 'finished' ? Job === 'score' : false,
    IsDue: State === 'finished' && Job === 'score',
    LastRun:
      Job === 'finish' && State === 'finished'
        ? {
            Id: 55,
            WeeklyLeagueInformationId: 100 + Number,
            RoundNumber: Number,
            Job,
            RanAt: '2026-11-23T20:00:00Z',
            RanBy: null,
            Changed: true,
            State: 'finished',
            PointChanges: null,
          }
        : null,
  })),
});
const SEASON: AdminSeason = { Clock: CLOCK, Rounds: [round(6, 'scored'), round(7, 'finished')] };

it('runs a round job after a confirmation and lists whose points it changed', async () => {
  server.route('/engine/api/Admin/GetSeason', { body: envelope(SEASON) });
  server.route('/engine/api/Admin/GetClock', { body: envelope(CLOCK) });
  server.route('/engine/api/Admin/RunRoundJob', {
    body: envelope({
      Round: { Id: 107, Title: '7. Hafta', State: 'scored' },
      Job: 'score',
      Changed: true,
      RunId: 81,
    }),
  });
  server.route('/engine/api/Admin/GetPointChanges', {
    body: envelope(
      [
        {
          UserId: 3,
          UserName: 'demo',
          UserTeamId: 30,
          TeamName: 'Demo FC',
          Before: 41,
          After: 53,
          Difference: 12,
        },
      ],
      1,
    ),
  });
  const { user } = open('/panel');
  expect(
    await screen.findByRole('heading', { name: 'Sezon', level: 1 }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Yönetim paneli' })).toBeInTheDocument();
  // The round in play opens first, its jobs with their last runs.
  const job = await screen.findByText(/Son: .*zamanlayıcı, değişiklik yaptı/);
  expect(job).toBeVisible();
  expect(screen.getAllByText('Hiç çalışmadı.').length).toBeGreaterThan(0);

  await user.click(screen.getByRole('button', { name: 'Çalıştır Puanla · 7. Hafta' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent("7. Hafta için 'Puanla' işi şimdi çalışsın mı?");
  await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
  expect(sent(server.requests, '/engine/api/Admin/RunRoundJob')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Çalıştır Puanla · 7. Hafta' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet' }));
  const changes = await screen.findByRole('region', { name: '7. Hafta: puanı değişenler' });
  expect(within(changes).getByRole('rowheader', { name: 'demo' })).toBeInTheDocument();
  expect(within(changes).getByText('+12')).toBeInTheDocument();
  expect(sent(server.requests, '/engine/api/Admin/RunRoundJob')).toEqual([
    { WeeklyLeagueInformationId: 107, Job: 'score' },
  ]);
  expect(sent(server.requests, '/engine/api/Admin/GetPointChanges')).toEqual([
    expect.objectContaining({ RunId: 81 }),
  ]);
});

it('moves the clock by days after a confirmation, not beyond 366 days', async () => {
  server.route('/engine/api/Admin/GetSeason', { body: envelope({ ...SEASON, Rounds: [] }) });
  server.route('/engine/api/Admin/GetClock', { body: envelope(CLOCK) });
  server.route('/engine/api/Admin/SetClock', { body: envelope({ Clock: CLOCK, Jobs: [] }) });
  const { user } = open('/panel/sezon');
  const amount = await screen.findByLabelText('İleri al', {}, { timeout: 15_000 });
  expect(await screen.findByText('Sezonda hafta yok. Bir sezon dosyası içe aktar.')).toBeVisible();
  await user.clear(amount);
  await user.type(amount, '367');
  await user.click(screen.getByRole('button', { name: 'Saati ilerlet' }));
  expect(await screen.findByText('Saat en çok 366 gün ilerler.')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '2');
  await user.click(screen.getByRole('button', { name: 'Saati ilerlet' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet' }));
  expect(await screen.findByText('Oyun saati ilerledi.')).toBeInTheDocument();
  expect(sent(server.requests, '/engine/api/Admin/SetClock')).toEqual([
    { AdvanceSeconds: 2 * 86_400 },
  ]);
});

it('shows a failed season read with a retry', async () => {
  server.route('/engine/api/Admin/GetSeason', refusal(500, 9999, 'Sunucu hatası.'));
  server.route('/engine/api/Admin/GetClock', { body: envelope({ ...CLOCK, IsMovable: false }) });
  open('/panel/sezon');
  expect(await screen.findByText('Sunucu hatası.', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  expect(
    await screen.findByText('Bu sunucu sistem saatini kullanıyor; oyun saati değiştirilemez.'),
  ).toBeInTheDocument();
});

it('disables a user and changes a role, each only after a confirmation', async () => {
  const ayse = {
    Id: 12,
    UserName: 'ayse',
    Email: 'ayse@example.com',
    RoleId: 1,
    EmailVerified: true,
    CreatedAt: '2026-08-01T10:00:00Z',
    LastLoginAt: null,
    DisabledAt: null,
  };
  server.route('/auth/api/Admin/GetUsers', { body: envelope([ayse], 1) });
  server.route('/auth/api/Admin/SetUserDisabled', {
    body: envelope({ ...ayse, DisabledAt: '2026-11-26T12:00:00Z' }),
  });
  const { user } = open('/panel/kullanicilar');
  await user.click(
    await screen.findByRole('button', { name: 'Hesabı kapat ayse' }, { timeout: 15_000 }),
  );
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vazgeç' }));
  expect(sent(server.requests, '/auth/api/Admin/SetUserDisabled')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Hesabı kapat ayse' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent(
    'ayse hesabı kapatılsın mı? Giriş yapamaz ve tüm oturumları hemen kapanır.',
  );
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet' }));
  expect(await screen.findByText('ayse kapatıldı.')).toBeInTheDocument();
  expect(sent(server.requests, '/auth/api/Admin/SetUserDisabled')).toEqual([
    { UserId: 12, Disabled: true },
  ]);
  // A role is chosen, then saved after a confirmation.
  server.route('/auth/api/Admin/UpdateUserRole', { body: envelope({ ...ayse, RoleId: 2 }) });
  expect(screen.getByRole('button', { name: 'Rolü kaydet ayse' })).toBeDisabled();
  await user.selectOptions(screen.getByLabelText('ayse rolü'), '2');
  expect(sent(server.requests, '/auth/api/Admin/UpdateUserRole')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Rolü kaydet ayse' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('ayse artık Yönetici olsun mu?');
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Evet' }));
  expect(await screen.findByText('ayse artık Yönetici.')).toBeInTheDocument();
  expect(sent(server.requests, '/auth/api/Admin/UpdateUserRole')).toEqual([
    { UserId: 12, RoleId: 2 },
  ]);
  await user.type(screen.getByLabelText('Kullanıcı adı ya da e-posta ara'), 'ay');
  await waitFor(() =>
    expect(sent(server.requests, '/auth/api/Admin/GetUsers')).toContainEqual(
      expect.objectContaining({ Search: 'ay' }),
    ),
  );
});

it('filters the audit log', async () => {
  server.route('/auth/api/Admin/GetAuditLog', {
    body: envelope(
      [
        {
          Id: 1,
          At: '2026-11-26T11:00:00Z',
          Admin: { Id: 1, UserName: 'admin' },
          Operation: 'adminUpdateMatch',
          TargetType: 'match',
          TargetId: '40',
          Before: { State: 'live' },
          After: { State: 'finished' },
        },
      ],
      1,
    ),
  });
  const { user } = open('/panel/denetim');
  expect(await screen.findByText('adminUpdateMatch', {}, { timeout: 15_000 })).toBeVisible();
  await user.click(screen.getByText('Önce ve sonra'));
  expect(screen.getByText(/"State": "finished"/)).toBeVisible();
  await user.type(screen.getByLabelText('İşlem (ör. adminUpdateMatch)'), 'adminUpdateMatch');
  await user.selectOptions(screen.getByLabelText('Hedef türü'), 'match');
  await user.type(screen.getByLabelText('Başlangıç'), '2026-11-01');
  await user.click(screen.getByRole('button', { name: 'Süz' }));
  await waitFor(() =>
    expect(sent(server.requests, '/auth/api/Admin/GetAuditLog').at(-1)).toEqual({
      Operation: 'adminUpdateMatch',
      TargetType: 'match',
      From: new Date('2026-11-01T00:00:00').toISOString(),
      SortingPaging: { PageNumber: 0, NumberRecords: 25 },
    }),
  );
});
