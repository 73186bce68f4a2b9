/**
 * The notifications popover against a scripted server: the unread count on the bell, the
 * list in the server's words, "no notifications" only when there are none, loading and
 * error states, opening a notification (marked read, its screen shown, the list read
 * again), "mark all read", the keyboard, and English.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '../../../store/api/auth';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders } from '../../testing/renderWithProviders';
import { NotificationsPopover } from './NotificationsPopover';

const LIST = '/auth/api/Notification/GetList';
const MARK = '/auth/api/Notification/MarkRead';

const SCORED: Notification = {
  Id: 12,
  Kind: 'roundScored',
  Title: '7. Hafta puanlandı',
  Text: 'Bu hafta 64 puan aldın; sıralaman 3.',
  Link: '/lig/pro-ligi',
  CreatedAt: '2026-11-20T18:00:00Z',
  IsRead: false,
};
const FRIEND: Notification = {
  Id: 9,
  Kind: 'friendRequest',
  Title: 'Arkadaşlık isteği',
  Text: 'mehmet seni arkadaş olarak eklemek istiyor.',
  Link: '/arkadas/mehmet',
  CreatedAt: '2026-11-19T09:30:00Z',
  IsRead: true,
};

const page = (notifications: Notification[]) =>
  envelope(
    {
      Notifications: notifications,
      UnreadCount: notifications.filter((n) => !n.IsRead).length,
    },
    notifications.length,
  );

const server = scriptedServerForFile();

const render = (language: 'tr-TR' | 'en-US' = 'tr-TR') => {
  server.route('/auth/api/User/GetUser', {
    body: envelope({ ...TEST_USER, LanguageCode: language }),
  });
  return renderWithProviders({
    services: { apiBaseUrl: server.url },
    // The signed-in user's language is the page's (the session saga applies it).
    user: { ...TEST_USER, LanguageCode: language },
    language,
    ui: (
      <>
        <NotificationsPopover />
        <main data-testid="screen">
          <button type="button">after</button>
        </main>
      </>
    ),
  });
};
const listCalls = () => server.requests.filter((r) => r.url.startsWith(LIST));
const markCalls = () => server.requests.filter((r) => r.url.startsWith(MARK));

it('says "no notifications" only when there are none', async () => {
  server.route(LIST, { body: page([]) });
  const { user } = render();
  const bell = screen.getByRole('button', { name: 'Bildirimler' });
  await waitFor(() => expect(listCalls()).toHaveLength(1));
  await user.click(bell);
  const panel = screen.getByRole('dialog', { name: 'Bildirimler' });
  expect(await within(panel).findByText('Bildiriminiz yok.')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Tümünü okundu say' })).toBeNull();
  expect(JSON.parse(listCalls()[0]!.body)).toEqual({ SortingPaging: { NumberRecords: 20 } });
});

it('shows the unread count, the list, and opening one marks it read, shows its screen and reads the list again', async () => {
  server.route(LIST, { body: page([SCORED, FRIEND]) });
  server.route(MARK, { body: envelope({ UnreadCount: 0 }) });
  const { user, router } = render();
  const bell = await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' });
  expect(within(bell).getByText('1')).toBeInTheDocument();
  await user.click(bell);
  const panel = screen.getByRole('dialog', { name: 'Bildirimler' });
  expect(within(panel).queryByText('Bildiriminiz yok.')).toBeNull();
  const links = within(panel).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/lig/pro-ligi', '/arkadas/mehmet']);
  expect(links[0]).toHaveTextContent('Okunmamış: 7. Hafta puanlandı');
  expect(links[0]).toHaveTextContent('Bu hafta 64 puan aldın; sıralaman 3.');
  expect(links[1]).not.toHaveTextContent('Okunmamış');
  const before = listCalls().length;

  server.route(LIST, { body: page([{ ...SCORED, IsRead: true }, FRIEND]) });
  await user.click(links[0]!);
  expect(router.state.location.pathname).toBe('/lig/pro-ligi');
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(markCalls()).toHaveLength(1));
  expect(JSON.parse(markCalls()[0]!.body)).toEqual({ Id: 12 });
  // The mark-read invalidated the list: it is read again and the count drops.
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();

  // A read one only navigates.
  await user.click(screen.getByRole('button', { name: 'Bildirimler' }));
  await user.click(within(screen.getByRole('dialog')).getAllByRole('link')[1]!);
  expect(router.state.location.pathname).toBe('/arkadas/mehmet');
  expect(markCalls()).toHaveLength(1);
});

it('marks all read', async () => {
  server.route(LIST, { body: page([SCORED, { ...FRIEND, IsRead: false }]) });
  server.route(MARK, { body: envelope({ UnreadCount: 0 }) });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' }));
  server.route(LIST, { body: page([{ ...SCORED, IsRead: true }, FRIEND]) });
  await user.click(screen.getByRole('button', { name: 'Tümünü okundu say' }));
  await waitFor(() => expect(markCalls()).toHaveLength(1));
  expect(JSON.parse(markCalls()[0]!.body)).toEqual({});
  expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tümünü okundu say' })).toBeNull();
});

it('shows loading, then an error with a retry that works', async () => {
  server.route(LIST, { status: 500, body: {}, delayMs: 200 });
  const { user } = render();
  await user.click(screen.getByRole('button', { name: 'Bildirimler' }));
  expect(screen.getByRole('status')).toHaveTextContent('Bildirimler yükleniyor…');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Bildirimler yüklenemedi.');
  expect(screen.queryByText('Bildiriminiz yok.')).toBeNull();
  server.route(LIST, { body: page([SCORED]) });
  await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
  expect(await screen.findByText('7. Hafta puanlandı')).toBeInTheDocument();
});

it('works from the keyboard: Enter opens, Tab reaches each notification, Escape closes', async () => {
  server.route(LIST, { body: page([SCORED, FRIEND]) });
  const { user } = render();
  const bell = await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' });
  bell.focus();
  await user.keyboard('{Enter}');
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Tümünü okundu say' })).toHaveFocus();
  await user.tab();
  expect(screen.getAllByRole('link')[0]).toHaveFocus();
  await user.tab();
  expect(screen.getAllByRole('link')[1]).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  // Tab past the last notification closes the panel.
  bell.focus();
  await user.keyboard('{Enter}');
  for (let i = 0; i < 3; i++) await user.tab();
  expect(screen.getAllByRole('link')[1]).toHaveFocus();
  await user.tab();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('reads the list again when the page comes back into view', async () => {
  server.route(LIST, { body: page([]) });
  render();
  await waitFor(() => expect(listCalls()).toHaveLength(1));
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

it('speaks English', async () => {
  server.route(LIST, { body: page([{ ...SCORED, Title: 'Round 7 is scored' }]) });
  const { user } = render('en-US');
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  expect(screen.getByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
  expect(screen.getByRole('link')).toHaveTextContent('Unread: Round 7 is scored');
});
