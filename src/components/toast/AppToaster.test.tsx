/** Toasts: at most 20 on screen (older ones dismissed), each recorded as an action. */
import { screen, waitFor } from '@testing-library/react';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../store/makeStore';
import { testServices } from '../../../store/testing/testServices';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { toastShown } from '../../../store/ui/uiSlice';
import { useNotify } from './notify';

function TwentyOne() {
  const notify = useNotify();
  return (
    <button
      type="button"
      onClick={() => Array.from({ length: 21 }, (_, i) => notify.loading(`Mesaj ${i + 1}`))}
    >
      21
    </button>
  );
}

it('shows at most 20 toasts: the 21st dismisses the oldest', async () => {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const { user } = renderWithProviders({
    ui: <TwentyOne />,
    store: makeStore({ services: testServices(), recorder }),
  });
  await user.click(await screen.findByRole('button', { name: '21' }));
  // The toaster loads with the first toast, then draws what is in the library's store.
  expect(await screen.findByText('Mesaj 21')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Mesaj 1')).not.toBeInTheDocument());
  for (let i = 2; i <= 21; i++) expect(screen.getByText(`Mesaj ${i}`)).toBeInTheDocument();
  expect(seen.filter(toastShown.match).map((a) => a.payload.message)).toHaveLength(21);
});
