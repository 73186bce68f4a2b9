/**
 * The pool's rows show what every manager looks at before adding a player: his price and
 * its change since the last round, the selection share in the culture's one format, his
 * club's next three opponents coloured by difficulty, and a name told apart from another
 * of the same surname.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ClubFixtures, Team } from '../../../store/api/engine';
import { DEFAULT_POOL_FILTER } from '../../../store/team/playerPool';
import { makePlayer } from '../../../store/team/fixtures';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { PlayerPool } from './PlayerPool';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const club = (Id: number, Code: string, ShortName: string, Name = ShortName): Team => ({
  Id,
  CompetitionCode: 'TR_SL',
  Code,
  Name,
  ShortName,
  PrimaryColor: '#aa0000',
  SecondaryColor: '#ffffff',
});
const CLUBS = [club(1, 'GS', 'Galatasaray'), club(2, 'IBFK', 'Başakşehir', 'Rams Başakşehir')];
const FIXTURES: ClubFixtures[] = [
  {
    TeamId: 1,
    Rank: 1,
    Played: 6,
    Points: 16,
    NextFixtures: [4, 5, 6, 7].map((n) => ({
      MatchId: n,
      WeeklyLeagueInformationId: 100 + n,
      RoundNumber: n,
      OpponentId: 2,
      IsHome: n % 2 === 0,
      Kickoff: '2030-01-05T17:00:00Z',
      Difficulty: n % 2 === 0 ? 2 : 3,
    })),
  },
];

function open(language: 'tr-TR' | 'en-US' = 'tr-TR') {
  setScreenWidth(390);
  server.clearRoutes();
  server.answer({ body: envelope(null) });
  const user = { ...TEST_USER, LanguageCode: language };
  server.route('/auth/api/User/GetUser', { body: envelope(user) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/engine/api/Teams/GetTeamsList', { body: envelope(CLUBS, 2) });
  server.route('/engine/api/Teams/GetClubFixtures', { body: envelope(FIXTURES) });
  const players = [
    makePlayer(1, 'MID', {
      TeamId: 1,
      FirstName: 'Mert',
      LastName: 'Özdemir',
      DisplayName: 'Özdemir',
      Price: 75,
      PriceChange: 1,
      SelectedByPercent: 3.3,
    }),
    makePlayer(2, 'FWD', {
      TeamId: 2,
      FirstName: 'Kerem',
      LastName: 'Özdemir',
      DisplayName: 'Özdemir',
      Price: 60,
      PriceChange: -2,
    }),
    makePlayer(3, 'DEF', { TeamId: 2, DisplayName: 'Okafor', PriceChange: 0 }),
  ];
  return renderWithProviders({
    services: { apiBaseUrl: server.url },
    user,
    language,
    ui: (
      <PlayerPool
        players={players}
        clubs={new Map(CLUBS.map((c) => [c.Id, c]))}
        filter={{ ...DEFAULT_POOL_FILTER, sort: 'Price', order: 'desc' }}
        onFilter={() => undefined}
        blockerOf={() => null}
        maxPerClub={3}
        onAdd={() => undefined}
        searchId="pool-search"
      />
    ),
  });
}

const rowWith = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 5000 })).closest('li') as HTMLElement;

it('shows the price change, the share, the next three opponents and told-apart names', async () => {
  open();
  const mert = await rowWith('M. Özdemir');
  expect(within(mert).getByText('M. Özdemir')).toBeInTheDocument();
  expect(within(mert).getByTestId('price-change')).toHaveTextContent('▲0,1M');
  expect(mert).toHaveTextContent('%3,3');
  const chips = await within(mert).findByRole(
    'list',
    { name: /^Sonraki rakipler: / },
    { timeout: 5000 },
  );
  // The chips name the clubs once the club list is in (a moment later than the fixtures).
  await waitFor(() =>
    expect([...chips.querySelectorAll('li')].map((li) => [li.textContent, li.className])).toEqual([
      ['IBFK', 'fdr fdr--2'],
      ['IBFK (D)', 'fdr fdr--3'],
      ['IBFK', 'fdr fdr--2'],
    ]),
  );
  expect(chips).toHaveAccessibleName(/4\. hafta Başakşehir \(iç saha\), zorluk 2\/5/);
  const kerem = await rowWith('K. Özdemir');
  expect(within(kerem).getByText('K. Özdemir')).toBeInTheDocument();
  expect(within(kerem).getByTestId('price-change')).toHaveTextContent('▼0,2M');
  // No club fixtures for Başakşehir's players: no chips, no change for an unchanged price.
  const okafor = await rowWith('Okafor');
  expect(within(okafor).getByText('Okafor')).toBeInTheDocument();
  expect(within(okafor).queryByTestId('price-change')).toBeNull();
  // The club filter shows the short name.
  expect(screen.getByRole('option', { name: 'Başakşehir' })).toBeInTheDocument();
});

it('in English: "3.3%" and the away mark', async () => {
  open('en-US');
  const mert = await rowWith('M. Özdemir');
  expect(mert).toHaveTextContent('3.3%');
  const chips = await within(mert).findByRole(
    'list',
    { name: /^Next opponents: / },
    { timeout: 5000 },
  );
  await waitFor(() => expect(chips).toHaveTextContent('IBFK (A)'));
});
