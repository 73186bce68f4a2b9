/**
 * A season file from the browser: a file that is not JSON is named; the import waits for a
 * dry run of the same file; each run's progress is asked for until it ends and shown as a
 * bar; a refused file says why; the real import is confirmed first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminImportJob } from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN, sent, signedInRoutes } from '../panelTesting';
import { SeasonImport, parseSeasonFile } from './SeasonImport';

const START = '/engine/api/Admin/StartSeasonImport';
const PROGRESS = '/engine/api/Admin/GetSeasonImport';
const count = { Added: 0, Updated: 0 };
const job = (over: Partial<AdminImportJob>): AdminImportJob => ({
  Id: 3,
  DryRun: true,
  State: 'running',
  Stage: 'checking',
  Done: 0,
  Total: 40,
  Result: null,
  Problem: null,
  StartedAt: '2026-11-26T12:00:00Z',
  FinishedAt: null,
  ...over,
});
const FILE = {
  CompetitionCode: 'TR_SL',
  Players: [{ Code: 'P1' }, { Code: 'P2' }],
  Rounds: [{ Number: 1 }],
};

const server = scriptedServerForFile();
beforeEach(() => {
  signedInRoutes(server);
});

it('reads a file as an import, the competition by default', () => {
  expect(parseSeasonFile('{"Players": []}')).toEqual({ Players: [], CompetitionCode: 'TR_SL' });
  expect(typeof parseSeasonFile('{oops')).toBe('string');
  expect(parseSeasonFile('[1]')).toBe('not an object');
});

it('checks the file by a dry run with progress, then imports it once confirmed', async () => {
  const { user } = renderWithProviders({
    ui: <SeasonImport />,
    user: ADMIN,
    services: { apiBaseUrl: server.url },
  });
  const input = screen.getByLabelText('Dosya');
  await user.upload(input, new File(['{oops'], 'bozuk.json', { type: 'application/json' }));
  expect(await screen.findByText(/^Bu dosya okunamadı:/)).toBeInTheDocument();

  await user.upload(
    input,
    new File([JSON.stringify(FILE)], 'sezon.json', { type: 'application/json' }),
  );
  expect(
    await screen.findByText('Dosyada 0 kulüp, 2 oyuncu, 1 hafta, 0 maç var.'),
  ).toBeInTheDocument();
  const importButton = screen.getByRole('button', { name: 'İçe aktar' });
  expect(importButton).toBeDisabled();
  expect(screen.getByText('İçe aktarmadan önce bu dosyayla deneme yap.')).toBeInTheDocument();

  server.route(START, { body: envelope(job({})) });
  server.route(PROGRESS, { body: envelope(job({ Stage: 'players', Done: 20 })) });
  await user.click(screen.getByRole('button', { name: 'Dene (hiçbir şey yazılmaz)' }));
  const bar = await screen.findByLabelText('Deneme: oyuncular, 20 / 40 satır');
  expect(bar).toHaveAttribute('value', '20');
  expect(importButton).toBeDisabled();
  server.route(PROGRESS, {
    body: envelope(
      job({
        State: 'done',
        Stage: 'done',
        Done: 40,
        Result: {
          DryRun: true,
          Teams: count,
          Players: { Added: 1, Updated: 1 },
          Rounds: { Added: 0, Updated: 1 },
          Matches: count,
          Appearances: 0,
          Events: 0,
        },
      }),
    ),
  });
  expect(
    await screen.findByText('Deneme başarılı. İçe aktarınca:', {}, { timeout: 5_000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Oyuncular: 1 yeni, 1 güncellenen')).toBeInTheDocument();
  expect(sent(server.requests, START)).toEqual([{ ...FILE, DryRun: true }]);

  await waitFor(() => expect(importButton).toBeEnabled());
  server.route(START, { body: envelope(job({ Id: 4, DryRun: false })) });
  server.route(PROGRESS, {
    body: envelope(
      job({
        Id: 4,
        DryRun: false,
        State: 'failed',
        Stage: 'players',
        Done: 12,
        Problem: 'Players[1].Price: 300',
      }),
    ),
  });
  await user.click(importButton);
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('sezon.json içe aktarılsın mı?');
  await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
  expect(
    await screen.findByText('Dosya reddedildi, hiçbir şey yazılmadı: Players[1].Price: 300'),
  ).toHaveAttribute('role', 'alert');
  expect(sent(server.requests, START)).toEqual([
    { ...FILE, DryRun: true },
    { ...FILE, DryRun: false },
  ]);
});
