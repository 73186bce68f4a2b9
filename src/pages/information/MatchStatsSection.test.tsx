/**
 * Match statistics: each played match of the round with both sides' figures, the round's
 * players table (sorting and paging change the request), and the states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayerWithWeeklyMatchDetail } from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { PLAYED } from '../matchDetails/testMatch';
import { ENGINE, NO_STATS, bodiesOf, failure, match, player, scriptSeason } from './testData';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  scriptSeason(server);
});

const MATCHES = `${ENGINE}/MatchesOfTheWeek/GetMatchesOfTheWeekList`;
const DETAIL = `${ENGINE}/Match/GetMatchDetail`;
const PLAYERS = `${ENGINE}/Player/GetPlayerWithWeeklyMatchDetailList`;
const playersSent = () => bodiesOf(server, 'Player/GetPlayerWithWeeklyMatchDetailList');
const open = (language: 'tr-TR' | 'en-US' = 'tr-TR') =>
  renderWithProviders({
    route: '/bilgiler/mac-istatistikleri',
    services: { apiBaseUrl: server.url },
    language,
  });

const ROW: PlayerWithWeeklyMatchDetail = {
  Player: player(11, 'Golcü', { Position: 'FWD' }),
  WeeklyLeagueInformationId: 103,
  RoundPoints: 13,
  Stats: { ...NO_STATS, Minutes: 90, Goals: 2, BonusPoints: 3 },
  Matches: [],
  IsProvisional: true,
};

it("opens on the latest round with points and shows each played match's statistics", async () => {
  server.route(MATCHES, {
    body: envelope([
      match(9, 3, 1, 2, '2026-10-30T17:00:00.000Z', [2, 1], 'live'),
      match(10, 3, 3, 4, '2026-10-31T17:00:00.000Z', null),
    ]),
  });
  server.route(DETAIL, { body: envelope(PLAYED) });
  server.route(PLAYERS, { body: envelope([ROW], 1) });
  open();
  const card = await screen.findByRole('article', { name: 'Galatasaray 2 - 1 Fenerbahçe' });
  const table = await within(card).findByRole('table');
  expect(within(table).getByRole('row', { name: /Topla oynama/ })).toHaveTextContent(
    '%58Topla oynama%42',
  );
  expect(within(card).getByText("Canlı 67'")).toBeInTheDocument();
  // The match that has not started has no card.
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Hafta' })).toHaveDisplayValue('3. Hafta');
  expect(bodiesOf(server, 'MatchesOfTheWeek/GetMatchesOfTheWeekList')[0]).toMatchObject({
    WeeklyLeagueInformationId: 103,
  });
  const players = await screen.findByRole('table', {
    name: '3. Hafta oyuncuları ve istatistikleri',
  });
  expect(within(players).getByRole('row', { name: /Golcü/ })).toHaveTextContent('Golcü');
  expect(playersSent()[0]).toEqual({
    CompetitionCode: 'TR_SL',
    SportsCode: 'FTBL',
    WeeklyLeagueInformationId: 103,
    SortingPaging: {
      SortItem: { ColumnName: 'RoundPoints', ColumnOrder: 'desc' },
      PageNumber: 0,
      NumberRecords: 50,
    },
  });
});

it("sorts and pages the round's players", async () => {
  server.route(MATCHES, { body: envelope([]) });
  server.route(PLAYERS, { body: envelope([ROW], 75) });
  const { user } = open('en-US');
  await screen.findByText('Page 1 of 2');
  await user.click(screen.getByRole('button', { name: /Goals/ }));
  await waitFor(() =>
    expect(playersSent().at(-1)!.SortingPaging).toMatchObject({
      SortItem: { ColumnName: 'Goals', ColumnOrder: 'desc' },
      PageNumber: 0,
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(playersSent().at(-1)!.SortingPaging).toEqual({
      SortItem: { ColumnName: 'Goals', ColumnOrder: 'desc' },
      PageNumber: 1,
      NumberRecords: 50,
    }),
  );
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  // Another round starts on its first page.
  await user.click(screen.getByRole('button', { name: 'Previous round' }));
  await waitFor(() =>
    expect(playersSent().at(-1)).toMatchObject({
      WeeklyLeagueInformationId: 102,
      SortingPaging: { PageNumber: 0 },
    }),
  );
});

it('shows the empty and error states', async () => {
  server.route(MATCHES, { body: envelope([]) });
  server.route(PLAYERS, { status: 500, body: failure(5000, 'Sunucu hatası.') });
  open();
  expect(await screen.findByText('Bu haftada henüz oynanan maç yok.')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası.');
});

it('shows a spinner while the rounds load, and says so before any round started', async () => {
  server.route(`${ENGINE}/WeeklyLeagueInformation/GetWeeklyLeagueInformationList`, {
    delayMs: 400,
    body: envelope([]),
  });
  open();
  expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor…');
  expect(await screen.findByText('Henüz oynanmış bir hafta yok.')).toBeInTheDocument();
});
