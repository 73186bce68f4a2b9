import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Countdown } from './Countdown';

const NOW = Date.parse('2030-01-05T14:48:00Z');
afterEach(() => jest.restoreAllMocks());

it.each([
  ['2030-01-05T16:00:00Z', 'tr-TR', 'Son değişiklik: 1 sa 12 dk'],
  ['2030-01-07T16:00:00Z', 'tr-TR', 'Son değişiklik: 2 g 1 sa 12 dk'],
  ['2030-01-05T14:59:30Z', 'en-US', 'Deadline: 12 min'],
] as const)('counts down to %s (%s)', async (deadline, language, text) => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  renderWithProviders({ ui: <Countdown deadline={deadline} />, language });
  expect(await screen.findByText(text)).toHaveAttribute('datetime', deadline);
});

it('shows the date once the deadline has passed', async () => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  renderWithProviders({ ui: <Countdown deadline="2030-01-05T12:00:00Z" />, language: 'en-US' });
  expect(await screen.findByText(/^Deadline: Saturday, January 5/)).toBeInTheDocument();
});
