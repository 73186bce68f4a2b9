/**
 * The player information table: the paging body it sends (next, previous, page count),
 * sorting and filters changing the request, and the loading, empty and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { ENGINE, bodiesOf, failure, player, scriptSeason } from './testData';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  scriptSeason(server);
});

const PLAYERS = `${ENGINE}/Player/GetPlayersList`;
const sent = () => bodiesOf(server, 'Player/GetPlayersList');
const last = () => sent().at(-1)!;
const open = (route = '/bilgiler/futbolcu-bilgileri', language: 'tr-TR' | 'en-US' = 'tr-TR') =>
  renderWithProviders({ route, services: { apiBaseUrl: server.url }, language });

const ROWS = [
  player(1, 'Yılmaz', { Price: 95, TotalPoints: 61, Position: 'FWD', TeamId: 2 }),
  player(2, 'Şahin', { Status: 'injured' }),
];

it('asks for the first 50 by total points and shows the page count', async () => {
  server.route(PLAYERS, { body: envelope(ROWS, 120) });
  open();
  const row = (await screen.findByRole('link', { name: /Yılmaz/ })).closest('tr')!;
  expect(within(row).getByText('9,5M')).toBeInTheDocument();
  expect(within(row).getByText('Fenerbahçe')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Yılmaz/ })).toHaveAttribute(
    'href',
    '/bilgiler/futbolcu-bilgileri/1',
  );
  expect(screen.getByText('Sakat')).toHaveClass('visually-hidden');
  expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
  expect(last()).toEqual({
    CompetitionCode: 'TR_SL',
    SportsCode: 'FTBL',
    SortingPaging: {
      SortItem: { ColumnName: 'TotalPoints', ColumnOrder: 'desc' },
      PageNumber: 0,
      NumberRecords: 50,
    },
  });
  expect(screen.getByRole('columnheader', { name: /Toplam/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

it('pages forward and back with the keyboard, sending the page number', async () => {
  server.route(PLAYERS, { body: envelope(ROWS, 120) });
  const { user } = open();
  await screen.findByText('Sayfa 1 / 3');
  const previous = screen.getByRole('button', { name: 'Önceki sayfa' });
  expect(previous).toBeDisabled();
  screen.getByRole('button', { name: 'Sonraki sayfa' }).focus();
  await user.keyboard('{Enter}');
  await screen.findByText('Sayfa 2 / 3');
  expect(last().SortingPaging).toMatchObject({ PageNumber: 1, NumberRecords: 50 });
  await user.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
  await screen.findByText('Sayfa 3 / 3');
  expect(last().SortingPaging).toMatchObject({ PageNumber: 2 });
  expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
  await screen.findByText('Sayfa 2 / 3');
  // Page 2 was asked before: RTK Query answers it from its cache, no new request.
  expect(sent().map((b) => (b.SortingPaging as { PageNumber: number }).PageNumber)).toEqual([
    0, 1, 2,
  ]);
});

it('sorts by a column, flips the order and goes back to the first page', async () => {
  server.route(PLAYERS, { body: envelope(ROWS, 120) });
  const { user, router } = open('/bilgiler/futbolcu-bilgileri?sayfa=2');
  await screen.findByText('Sayfa 2 / 3');
  expect(last().SortingPaging).toMatchObject({ PageNumber: 1 });
  await user.click(screen.getByRole('button', { name: /Fiyat/ }));
  await waitFor(() =>
    expect(last().SortingPaging).toEqual({
      SortItem: { ColumnName: 'Price', ColumnOrder: 'desc' },
      PageNumber: 0,
      NumberRecords: 50,
    }),
  );
  expect(screen.getByRole('columnheader', { name: /Fiyat/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await user.click(screen.getByRole('button', { name: /Fiyat/ }));
  await waitFor(() =>
    expect(last().SortingPaging).toMatchObject({
      SortItem: { ColumnName: 'Price', ColumnOrder: 'asc' },
    }),
  );
  expect(router.state.location.search).toBe('?sirala=Price&yon=asc');
  await user.click(screen.getByRole('button', { name: /Futbolcu/ }));
  await waitFor(() =>
    expect(last().SortingPaging).toMatchObject({
      SortItem: { ColumnName: 'DisplayName', ColumnOrder: 'asc' },
    }),
  );
});

it('filters by position, club and name', async () => {
  server.route(PLAYERS, { body: envelope(ROWS, 2) });
  const { user } = open();
  await screen.findByText('Yılmaz');
  // One page: no pager to offer.
  expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Mevki' }), 'Forvet');
  await waitFor(() => expect(last()).toMatchObject({ Position: 'FWD' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kulüp' }), 'Beşiktaş');
  await waitFor(() => expect(last()).toMatchObject({ Position: 'FWD', TeamId: 3 }));
  await user.type(screen.getByRole('searchbox', { name: 'İsim ara' }), 'yıl');
  await waitFor(() => expect(last()).toMatchObject({ Search: 'yıl', TeamId: 3 }));
  // The debounce sends the settled text only, not every keystroke.
  expect(sent().filter((b) => typeof b.Search === 'string')).toHaveLength(1);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Mevki' }), 'Tüm mevkiler');
  await waitFor(() => expect(last()).not.toHaveProperty('Position'));
});

it('shows the loading, empty and error states', async () => {
  server.route(PLAYERS, { delayMs: 400, body: envelope([], 0) });
  const first = open('/bilgiler/futbolcu-bilgileri', 'en-US');
  expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  expect(await screen.findByText('No player matches these choices.')).toBeInTheDocument();
  first.unmount();
  server.route(PLAYERS, { status: 400, body: failure(1400, 'Geçersiz sıralama sütunu.') });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz sıralama sütunu.');
  expect(screen.getByRole('heading', { level: 1, name: 'Futbolcu Bilgileri' })).toBeVisible();
});

it('reads its filters from the address and follows it when it changes', async () => {
  server.route(PLAYERS, { body: envelope(ROWS, 2) });
  const { router } = open('/bilgiler/futbolcu-bilgileri?ara=kaya&mevki=GK&sirala=Form&yon=asc');
  const box = await screen.findByRole('searchbox', { name: 'İsim ara' });
  expect(box).toHaveValue('kaya');
  expect(screen.getByRole('combobox', { name: 'Mevki' })).toHaveDisplayValue('Kaleci');
  await waitFor(() =>
    expect(last()).toMatchObject({
      Search: 'kaya',
      Position: 'GK',
      SortingPaging: { SortItem: { ColumnName: 'Form', ColumnOrder: 'asc' } },
    }),
  );
  await router.navigate('/bilgiler/futbolcu-bilgileri');
  await waitFor(() => expect(box).toHaveValue(''));
  await waitFor(() => expect(last()).not.toHaveProperty('Search'));
});

it('tells players of the same name apart by the first initial; a name shown once stays', async () => {
  server.route(PLAYERS, {
    body: envelope(
      [
        player(11, 'Özdemir', { FirstName: 'Mert' }),
        player(12, 'Özdemir', { FirstName: 'İlker' }),
        player(13, 'Okafor', { FirstName: 'Chidi' }),
      ],
      3,
    ),
  });
  open();
  expect(await screen.findByRole('link', { name: /^M\. Özdemir/ })).toHaveAttribute(
    'href',
    '/bilgiler/futbolcu-bilgileri/11',
  );
  expect(screen.getByRole('link', { name: /^İ\. Özdemir/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /^Okafor/ })).toBeInTheDocument();
});
