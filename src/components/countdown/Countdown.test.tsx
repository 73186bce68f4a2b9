import { act, screen } from '@testing-library/react';
import { makeStore } from '../../../store/makeStore';
import { serverTimeReceived } from '../../../store/serverClock/serverClockSlice';
import { testServices } from '../../../store/testing/testServices';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ClockContext, type Clock } from '../clock';
import { Countdown } from './Countdown';

const NOW = Date.parse('2030-01-05T14:48:00Z');
const stopped: Clock = { now: () => NOW, every: () => () => undefined };

function show(ui: React.ReactElement, language: 'tr-TR' | 'en-US') {
  renderWithProviders({
    ui: <ClockContext.Provider value={stopped}>{ui}</ClockContext.Provider>,
    language,
  });
}

it.each([
  ['2030-01-05T16:00:00Z', 'tr-TR', 'Son değişiklik: 1 sa 12 dk'],
  ['2030-01-07T16:00:00Z', 'tr-TR', 'Son değişiklik: 2 g 1 sa'],
  ['2030-01-05T14:59:30Z', 'en-US', 'Deadline in 11m 30s'],
] as const)('counts down to %s (%s)', async (deadline, language, text) => {
  show(<Countdown deadline={deadline} />, language);
  const timer = await screen.findByRole('timer');
  expect(timer).toHaveTextContent(text);
  expect(timer).toHaveAttribute('datetime', deadline);
});

it('says the deadline has passed, with the date as its title', async () => {
  show(<Countdown deadline="2030-01-05T12:00:00Z" />, 'en-US');
  const passed = await screen.findByText('The deadline has passed.');
  expect(passed).toHaveAttribute('title', expect.stringMatching(/^Saturday, January 5/));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

it("counts from the server's time: a demo clock moved 3 days on, a device clock behind", async () => {
  // The admin moved the game clock 3 days on (Admin/SetClock); the device still says NOW.
  const store = makeStore({ services: testServices(), sagas: false });
  store.dispatch(serverTimeReceived(3 * 24 * 3600_000));
  renderWithProviders({
    store,
    ui: (
      <ClockContext.Provider value={stopped}>
        <Countdown deadline="2030-01-08T16:00:00Z" />
      </ClockContext.Provider>
    ),
    language: 'tr-TR',
  });
  // By the device's clock it would be "3 g 1 sa".
  expect(await screen.findByRole('timer')).toHaveTextContent('Son değişiklik: 1 sa 12 dk');

  // Moved on past the deadline: passed, by the server's time.
  act(() => {
    store.dispatch(serverTimeReceived(4 * 24 * 3600_000));
  });
  expect(await screen.findByText('Son değişiklik zamanı geçti.')).toBeInTheDocument();
});

it('shows the deadline as passed when the server says so, whatever the device clock', async () => {
  show(<Countdown deadline="2030-01-05T16:00:00Z" passed />, 'tr-TR');
  expect(await screen.findByText('Son değişiklik zamanı geçti.')).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});
