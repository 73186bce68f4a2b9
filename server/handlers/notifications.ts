/** `Notification/*`: the caller's in-app notifications. */
import { callerOf } from '../http/authentication';
import type { OperationHandlers } from '../http/specRoutes';
import { listNotifications, markRead } from '../notifications/notifications';
import type { HandlerDependencies } from './index';

/** A page of the popover; the request may ask for up to 100. */
const DEFAULT_PAGE = 20;

export function notificationHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    notificationGetList: async (ctx) => {
      const paging = ctx.body.SortingPaging;
      const limit = paging?.NumberRecords ?? DEFAULT_PAGE;
      const { notifications, total, unread } = await listNotifications(
        db,
        callerOf(ctx.request).userId,
        { limit, offset: (paging?.PageNumber ?? 0) * limit },
        ctx.language,
      );
      return { data: { Notifications: notifications, UnreadCount: unread }, count: total };
    },

    notificationMarkRead: async (ctx) => {
      const unread = await markRead(db, callerOf(ctx.request).userId, ctx.body.Id, clock.now());
      return { data: { UnreadCount: unread } };
    },
  };
}
