/**
 * The match sheet editor: the importer's checks a form can see, each on its row, before
 * anything is sent (a missing player or minute, a player without an appearance, an assist
 * from the other side, a starter off the pitch's minutes, a player sent off who stays on:
 * the server's own sheet rules); the whole sheet sent; the
 * server's refusal shown with every typed row kept, and a success toast.
 */
import { screen, within } from '@testing-library/react';
import type { MatchDetail, Player } from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN, refusal, sent, signedInRoutes } from '../panelTesting';
import { SheetEditor, draftKey } from './SheetEditor';
import type { Squad } from './PlayerSelect';

const player = (Id: number, TeamId: number, DisplayName: string, Position: Player['Position']) =>
  ({ Id, TeamId, DisplayName, Position, ShirtNumber: Id }) as Player;
const SQUADS: Squad[] = [
  { clubName: 'GS', players: [player(11, 1, 'Yıldız', 'FWD'), player(12, 1, 'Kaya', 'MID')] },
  { clubName: 'FB', players: [player(21, 2, 'Demir', 'GK'), player(22, 2, 'Çelik', 'DEF')] },
];
const clubOf = (id: number) => (id < 20 ? 1 : 2);
const stats = (Saves = 0) => ({
  Minutes: 90,
  Goals: 0,
  Assists: 0,
  CleanSheet: false,
  GoalsConceded: 0,
  Saves,
  PenaltiesSaved: 0,
  PenaltiesMissed: 0,
  YellowCards: 0,
  RedCards: 0,
  OwnGoals: 0,
  BonusPoints: 0,
});
const lineup = (PlayerId: number, Saves = 0) => ({
  PlayerId,
  DisplayName: '',
  Position: 'FWD' as const,
  ShirtNumber: null,
  IsStarter: true,
  MinuteOn: 0,
  MinuteOff: null,
  Stats: stats(Saves),
  Points: 2,
});
const DETAIL: MatchDetail = {
  Match: {
    Id: 40,
    CompetitionCode: 'TR_SL',
    WeeklyLeagueInformationId: 7,
    RoundNumber: 7,
    HomeTeamId: 1,
    AwayTeamId: 2,
    Kickoff: '2026-11-22T17:00:00Z',
    State: 'finished',
    HomeScore: 1,
    AwayScore: 0,
    Minute: null,
  },
  Events: [
    {
      Id: 1,
      Minute: 30,
      AddedMinute: null,
      Type: 'goal',
      TeamId: 1,
      PlayerId: 11,
      RelatedPlayerId: null,
    },
  ],
  HomeLineup: [lineup(11)],
  AwayLineup: [lineup(21, 4)],
  HomeStats: null,
  AwayStats: null,
  IsProvisional: false,
};
const PATH = '/engine/api/Admin/UpsertMatchEvents';

const server = scriptedServerForFile();
beforeEach(() => {
  signedInRoutes(server);
  sessionStorage.clear();
});

const renderEditor = () =>
  renderWithProviders({
    ui: <SheetEditor detail={DETAIL} squads={SQUADS} clubOf={clubOf} />,
    user: ADMIN,
    services: { apiBaseUrl: server.url },
  });

it('checks each row before sending and names what is wrong where it is', async () => {
  const { user } = renderEditor();
  const save = screen.getByRole('button', { name: 'Kadroları ve olayları kaydet' });
  await user.click(screen.getByRole('button', { name: 'Olay ekle' }));
  const row = screen.getByRole('group', { name: 'Olay 2' });
  await user.click(save);
  expect(await within(row).findByText('Bir sayı gir.')).toBeInTheDocument();
  expect(within(row).getByText('Bu alan zorunlu.')).toBeInTheDocument();
  expect(screen.getByText('Kaydetmeden önce işaretli alanları düzelt.')).toBeInTheDocument();

  // A scorer without an appearance.
  await user.type(within(row).getByLabelText('Dakika'), '50');
  await user.selectOptions(within(row).getByLabelText('Golü atan'), '12');
  await user.click(save);
  expect(
    await within(row).findByText('Bu oyuncu oynayanlar listesinde yok; önce onu ekle.'),
  ).toBeInTheDocument();

  // An assist from the other side.
  await user.selectOptions(within(row).getByLabelText('Golü atan'), '11');
  await user.selectOptions(within(row).getByLabelText('Asist (isteğe bağlı)'), '21');
  await user.click(save);
  expect(
    await within(row).findByText('Asisti golü atanın takımından biri yapar.'),
  ).toBeInTheDocument();

  // A substitute coming on at 0, and going off before he came on.
  // The line-ups open on demand.
  expect(screen.queryByRole('group', { name: 'Oyuncu 1' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Oynayanları göster' }));
  expect(screen.getByRole('group', { name: 'Oyuncu 1' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Oyuncu ekle' }));
  const appearance = screen.getByRole('group', { name: 'Oyuncu 3' });
  await user.selectOptions(within(appearance).getByLabelText('Oyuncu'), '12');
  await user.click(within(appearance).getByLabelText('İlk 11'));
  await user.type(within(appearance).getByLabelText(/^Çıktığı dakika/), '0');
  await user.click(save);
  expect(
    await within(appearance).findByText('Yedek 0. dakikadan sonra girer.'),
  ).toBeInTheDocument();
  await user.clear(within(appearance).getByLabelText('Girdiği dakika'));
  await user.type(within(appearance).getByLabelText('Girdiği dakika'), '70');
  await user.click(save);
  expect(
    await within(appearance).findByText('Çıktığı dakika girdiği dakikadan önce olamaz.'),
  ).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([]);
});

it("runs the server's own sheet rules: a player sent off must go off at that minute", async () => {
  const { user } = renderEditor();
  await user.click(screen.getByRole('button', { name: 'Olay ekle' }));
  const row = screen.getByRole('group', { name: 'Olay 2' });
  await user.selectOptions(within(row).getByLabelText('Olay'), 'redCard');
  await user.type(within(row).getByLabelText('Dakika'), '80');
  await user.selectOptions(within(row).getByLabelText('Kart gören'), '21');
  await user.click(screen.getByRole('button', { name: 'Kadroları ve olayları kaydet' }));
  expect(
    await within(row).findByText('Kırmızı kart gören oyuncunun çıktığı dakika 80 olmalı.'),
  ).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([]);
});

it('sends the whole sheet; a refusal is shown with every row kept, then it saves', async () => {
  server.route(PATH, refusal(400, 2101, 'Maç kağıdı geçersiz: Events[1].Minute: 95'));
  const { user } = renderEditor();
  await user.click(screen.getByRole('button', { name: 'Olay ekle' }));
  const row = screen.getByRole('group', { name: 'Olay 2' });
  await user.type(within(row).getByLabelText('Dakika'), '90');
  await user.type(within(row).getByLabelText(/^Uzatma dakikası/), '3');
  await user.selectOptions(within(row).getByLabelText('Golü atan'), '11');
  await user.click(screen.getByRole('button', { name: 'Kadroları ve olayları kaydet' }));

  const form = screen.getByRole('form', { name: 'Kadrolar ve olaylar' });
  expect(
    await within(form).findByText('Maç kağıdı geçersiz: Events[1].Minute: 95'),
  ).toHaveAttribute('role', 'alert');
  expect(within(row).getByLabelText('Dakika')).toHaveValue(90);
  expect(within(row).getByLabelText('Golü atan')).toHaveValue('11');
  const expected = {
    MatchId: 40,
    Appearances: [
      { PlayerId: 11, IsStarter: true, MinuteOn: 0, MinuteOff: null, Saves: 0 },
      { PlayerId: 21, IsStarter: true, MinuteOn: 0, MinuteOff: null, Saves: 4 },
    ],
    Events: [
      { Minute: 30, AddedMinute: null, Type: 'goal', PlayerId: 11, RelatedPlayerId: null },
      { Minute: 90, AddedMinute: 3, Type: 'goal', PlayerId: 11, RelatedPlayerId: null },
    ],
  };
  expect(sent(server.requests, PATH)).toEqual([expected]);

  server.route(PATH, { body: envelope(DETAIL) });
  await user.click(screen.getByRole('button', { name: 'Kadroları ve olayları kaydet' }));
  expect(
    await screen.findByText('Maç kağıdı kaydedildi; geçici puanlar güncellendi.'),
  ).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([expected, expected]);
});

it('keeps what was typed in the tab until saved, and offers it back', async () => {
  const first = renderEditor();
  await first.user.click(screen.getByRole('button', { name: 'Olay ekle' }));
  await first.user.type(
    within(screen.getByRole('group', { name: 'Olay 2' })).getByLabelText('Dakika'),
    '64',
  );
  first.unmount();
  expect(sessionStorage.getItem(draftKey(40))).toContain('"64"');

  const { user } = renderEditor();
  expect(screen.queryByRole('group', { name: 'Olay 2' })).not.toBeInTheDocument();
  expect(screen.getByText('Bu maç için kaydedilmemiş bir taslak var.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Taslağı geri getir' }));
  const row = screen.getByRole('group', { name: 'Olay 2' });
  expect(within(row).getByLabelText('Dakika')).toHaveValue(64);
  await user.selectOptions(within(row).getByLabelText('Golü atan'), '11');
  server.route(PATH, { body: envelope(DETAIL) });
  await user.click(screen.getByRole('button', { name: 'Kadroları ve olayları kaydet' }));
  expect(
    await screen.findByText('Maç kağıdı kaydedildi; geçici puanlar güncellendi.'),
  ).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([
    expect.objectContaining({
      Events: [
        expect.objectContaining({ Minute: 30 }),
        { Minute: 64, AddedMinute: null, Type: 'goal', PlayerId: 11, RelatedPlayerId: null },
      ],
    }),
  ]);
  expect(sessionStorage.getItem(draftKey(40))).toBeNull();
});
