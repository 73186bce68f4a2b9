/**
 * Theme (spec sections 3 and 4): dark by default, the header's toggle switches the document
 * class, and the choice is kept under `theme` for the next visit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { makeStore } from '../../../store/makeStore';
import { logoutRequested } from '../../../store/session/sessionEvents';
import { testServices } from '../../../store/testing/testServices';
import { renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

/** A store that reads and writes local storage, as in the browser. */
async function persistedStore() {
  const store = makeStore({ services: testServices(), persist: true, sagas: true });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return store;
}

const themeClass = () => document.documentElement.className;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  setScreenWidth(1024);
});

it('starts dark; the toggle switches to light and back, each choice stored under theme', async () => {
  const store = await persistedStore();
  const { user } = renderWithProviders({ store });
  const toLight = await screen.findByRole('button', { name: 'Açık temaya geç' });
  expect(themeClass()).toBe('dark');
  await user.click(toLight);
  expect(themeClass()).toBe('light');
  await waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
  await user.click(screen.getByRole('button', { name: 'Koyu temaya geç' }));
  expect(themeClass()).toBe('dark');
  await waitFor(() => expect(localStorage.getItem('theme')).toBe('dark'));
});

it('a stored light theme is used on the next visit', async () => {
  localStorage.setItem('theme', 'light');
  const store = await persistedStore();
  renderWithProviders({ store, language: 'en-US' });
  expect(await screen.findByRole('button', { name: 'Switch to the dark theme' })).toBeVisible();
  expect(themeClass()).toBe('light');
});

it('a stored value that is not a theme is ignored: dark', async () => {
  localStorage.setItem('theme', 'purple');
  const store = await persistedStore();
  renderWithProviders({ store });
  await screen.findByRole('button', { name: 'Açık temaya geç' });
  expect(themeClass()).toBe('dark');
});

it('on the phone header too', async () => {
  setScreenWidth(390);
  const store = await persistedStore();
  const { user } = renderWithProviders({ store });
  const bar = await screen.findByRole('banner');
  expect(bar).toHaveAttribute('data-layout', 'mobile');
  // In the menu the section pill opens.
  await user.click(within(bar).getByRole('button', { name: /Ana Sayfa/ }));
  const menu = within(bar).getByRole('navigation', { name: 'Ana menü' });
  await user.click(within(menu).getByRole('button', { name: 'Açık temaya geç' }));
  expect(themeClass()).toBe('light');
});

it('signing out clears storage, so the theme goes back to dark', async () => {
  localStorage.setItem('theme', 'light');
  const store = await persistedStore();
  renderWithProviders({ store });
  await screen.findByRole('button', { name: 'Koyu temaya geç' });
  store.dispatch(logoutRequested());
  await waitFor(() => expect(themeClass()).toBe('dark'));
  expect(localStorage.getItem('theme')).not.toBe('light');
});
