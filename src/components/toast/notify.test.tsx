/**
 * Toast lifetimes (spec sections 4 and 9): success 2 s, error 4 s, loading until dismissed.
 * The toast library takes a dismissed toast off the page a moment later (REMOVAL_MS), so
 * each test looks just before the lifetime ends and just after that removal.
 */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useNotify } from './notify';

/** What the library waits, after a dismissal, before the toast leaves the page. */
const REMOVAL_MS = 1000;

let dismiss: () => void = () => undefined;
function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.success('Kaydedildi.')}>
        success
      </button>
      <button type="button" onClick={() => notify.error('Kaydedilemedi.')}>
        error
      </button>
      <button
        type="button"
        onClick={() => {
          const id = notify.loading('Yükleniyor…');
          dismiss = () => notify.dismiss(id);
        }}
      >
        loading
      </button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

async function show(kind: 'success' | 'error' | 'loading', message: string) {
  const { user } = renderWithProviders({ ui: <Buttons /> });
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const clicker = user.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await clicker.click(await screen.findByRole('button', { name: kind }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  return advance;
}

it('a success toast stays 2 seconds', async () => {
  const advance = await show('success', 'Kaydedildi.');
  advance(1900);
  expect(screen.getByText('Kaydedildi.')).toBeInTheDocument();
  advance(100);
  // The removal is timed from the dismissal, once the page has drawn it.
  advance(REMOVAL_MS + 50);
  expect(screen.queryByText('Kaydedildi.')).not.toBeInTheDocument();
});

it('an error toast stays 4 seconds', async () => {
  const advance = await show('error', 'Kaydedilemedi.');
  advance(3900);
  expect(screen.getByText('Kaydedilemedi.')).toBeInTheDocument();
  advance(100);
  // The removal is timed from the dismissal, once the page has drawn it.
  advance(REMOVAL_MS + 50);
  expect(screen.queryByText('Kaydedilemedi.')).not.toBeInTheDocument();
});

it('a loading toast stays until it is dismissed', async () => {
  const advance = await show('loading', 'Yükleniyor…');
  advance(10 * 60_000);
  expect(screen.getByText('Yükleniyor…')).toBeInTheDocument();
  // The library loads with the first toast, so a dismissal reaches it a microtask later.
  await act(async () => dismiss());
  advance(REMOVAL_MS + 50);
  expect(screen.queryByText('Yükleniyor…')).not.toBeInTheDocument();
});
