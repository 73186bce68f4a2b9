/** The match form: both scores or neither, whole numbers; only what changed is sent; a refusal kept. */
import { screen } from '@testing-library/react';
import type { Match } from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN, refusal, sent, signedInRoutes } from '../panelTesting';
import { MatchFields, localInput, matchChanges, matchFieldValues } from './MatchFields';

const MATCH: Match = {
  Id: 40,
  CompetitionCode: 'TR_SL',
  WeeklyLeagueInformationId: 7,
  RoundNumber: 7,
  HomeTeamId: 1,
  AwayTeamId: 2,
  Kickoff: '2026-11-22T17:00:00Z',
  State: 'live',
  HomeScore: 0,
  AwayScore: 0,
  Minute: 55,
};
const PATH = '/engine/api/Admin/UpdateMatch';

const server = scriptedServerForFile();
beforeEach(() => {
  signedInRoutes(server);
});

const renderForm = () =>
  renderWithProviders({
    ui: <MatchFields match={MATCH} homeName="GS" awayName="FB" />,
    user: ADMIN,
    services: { apiBaseUrl: server.url },
  });

it('sends only what changed', () => {
  const values = matchFieldValues(MATCH);
  expect(matchChanges(MATCH, values)).toEqual({ MatchId: 40 });
  expect(matchChanges(MATCH, { ...values, State: 'finished', Minute: 90 })).toEqual({
    MatchId: 40,
    State: 'finished',
    Minute: 90,
  });
  expect(matchChanges(MATCH, { ...values, HomeScore: 2 })).toEqual({
    MatchId: 40,
    HomeScore: 2,
    AwayScore: 0,
  });
  expect(localInput(MATCH.Kickoff)).toBe(values.Kickoff);
});

it('checks the scores, sends the change, and keeps the form when refused', async () => {
  server.route(PATH, refusal(400, 2104, 'Skor gol olaylarıyla uyuşmuyor; olayları düzeltin.'));
  const { user } = renderForm();
  await user.clear(screen.getByLabelText('FB golleri'));
  await user.clear(screen.getByLabelText('GS golleri'));
  await user.type(screen.getByLabelText('GS golleri'), '1.5');
  await user.click(screen.getByRole('button', { name: 'Maçı kaydet' }));
  expect(await screen.findByText('Tam sayı gir.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('GS golleri'));
  await user.type(screen.getByLabelText('GS golleri'), '2');
  await user.click(screen.getByRole('button', { name: 'Maçı kaydet' }));
  expect(
    await screen.findByText('İki takımın skorunu da gir ya da ikisini de boş bırak.'),
  ).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([]);

  await user.type(screen.getByLabelText('FB golleri'), '1');
  await user.selectOptions(screen.getByLabelText('Durum'), 'finished');
  await user.click(screen.getByRole('button', { name: 'Maçı kaydet' }));
  expect(
    await screen.findByText('Skor gol olaylarıyla uyuşmuyor; olayları düzeltin.'),
  ).toHaveAttribute('role', 'alert');
  expect(sent(server.requests, PATH)).toEqual([
    { MatchId: 40, State: 'finished', HomeScore: 2, AwayScore: 1 },
  ]);
  expect(screen.getByLabelText('GS golleri')).toHaveValue(2);
  expect(screen.getByLabelText('Durum')).toHaveValue('finished');

  server.route(PATH, {
    body: envelope({ ...MATCH, State: 'finished', HomeScore: 2, AwayScore: 1 }),
  });
  await user.click(screen.getByRole('button', { name: 'Maçı kaydet' }));
  expect(await screen.findByText('Maç kaydedildi.')).toBeInTheDocument();
});
