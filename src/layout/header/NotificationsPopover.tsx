/**
 * The header's notifications: a bell with the unread count, and a panel listing the latest
 * notifications (newest first, texts in the user's language from the server). Opening one
 * marks it read and goes to its screen; "mark all read" clears the count. The list is read
 * when the header mounts, every few minutes, when the panel opens and when the page comes
 * back into view (the app's cache otherwise never refetches on focus, spec section 9).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  useNotificationGetListQuery,
  useNotificationMarkReadMutation,
  type Notification,
} from '../../../store/api/auth';
import { useCulture } from '../../components/culture';
import { BellIcon } from '../../components/icons';
import { useHoverMenu } from './useHoverMenu';
import './notifications.css';

/** How many the panel shows. */
export const NOTIFICATION_PAGE = 20;
/** How often the list is read while the page is open. */
export const NOTIFICATION_POLL_MS = 3 * 60_000;

const LIST_ARG = {
  notificationListRequest: { SortingPaging: { NumberRecords: NOTIFICATION_PAGE } },
};

export function NotificationsPopover() {
  const { t } = useTranslation();
  const culture = useCulture();
  const menu = useHoverMenu<HTMLDivElement>();
  const list = useNotificationGetListQuery(LIST_ARG, { pollingInterval: NOTIFICATION_POLL_MS });
  const [markRead, marking] = useNotificationMarkReadMutation();
  const { refetch } = list;

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  const page = list.data?.data;
  const notifications: Notification[] = page?.Notifications ?? [];
  const unread = page?.UnreadCount ?? 0;
  // The name holds the badge's text as shown (axe: a control's visible text is in its name).
  const shown = unread > 99 ? '99+' : String(unread);
  const label =
    unread > 0 ? t('header.notificationsUnread', { count: shown }) : t('header.notifications');

  const toggle = () => {
    // Opening reads the list again: the count on the bell may be minutes old.
    if (!menu.open && list.isSuccess) void refetch();
    menu.toggle();
  };
  const open = (n: Notification) => {
    if (!n.IsRead) void markRead({ notificationMarkReadRequest: { Id: n.Id } });
    menu.close();
  };

  return (
    <div
      className="popover notifications"
      {...menu.rootProps}
      // Tab past the panel closes it: an open panel would hide what gets focus beneath it.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (menu.open && next && !event.currentTarget.contains(next)) menu.close();
      }}
    >
      <button
        type="button"
        className="icon-button notifications__bell"
        aria-label={label}
        aria-expanded={menu.open}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notifications__badge" aria-hidden="true">
            {shown}
          </span>
        )}
      </button>
      {menu.open && (
        <div
          className="popover__panel notifications__panel"
          role="dialog"
          aria-label={t('header.notifications')}
        >
          <div className="notifications__head">
            <h2 className="notifications__title">{t('header.notifications')}</h2>
            {unread > 0 && (
              <button
                type="button"
                className="button button--ghost notifications__all"
                disabled={marking.isLoading}
                onClick={() => void markRead({ notificationMarkReadRequest: {} })}
              >
                {t('header.markAllRead')}
              </button>
            )}
          </div>
          {list.isLoading ? (
            <p role="status">{t('header.notificationsLoading')}</p>
          ) : list.isError && !page ? (
            <div role="alert" className="notifications__error">
              <p>{t('header.notificationsError')}</p>
              <button type="button" className="button button--ghost" onClick={() => void refetch()}>
                {t('header.retry')}
              </button>
            </div>
          ) : notifications.length === 0 ? (
            <p>{t('header.noNotifications')}</p>
          ) : (
            <ul className="notifications__list">
              {notifications.map((n) => (
                <li key={n.Id}>
                  <Link
                    to={n.Link}
                    className={`notifications__item${n.IsRead ? '' : ' notifications__item--unread'}`}
                    onClick={() => open(n)}
                  >
                    <span className="notifications__item-title">
                      {!n.IsRead && <span className="visually-hidden">{t('header.unread')} </span>}
                      {n.Title}
                    </span>
                    <span className="notifications__text">{n.Text}</span>
                    <time className="notifications__time" dateTime={n.CreatedAt}>
                      {culture.dateTime(n.CreatedAt)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
