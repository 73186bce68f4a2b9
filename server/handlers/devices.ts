/** `UserNotificationDevice/GetNotifToken`: the caller's push devices. */
import type { NotificationDeviceRequest } from '../../store/api/generated/auth';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import type { HandlerDependencies } from './index';

export function deviceHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    userNotificationDeviceGetNotifToken: async (ctx) => {
      const body = ctx.body as NotificationDeviceRequest;
      const me = callerOf(ctx.request).userId;
      if (body.UserId !== me) throw new Failure(FAILURES.deviceOfAnotherUser);
      // The same device again refreshes its name and time; it is never a second row.
      const [row] = await db.query<{ id: number; device_name: string; registered_at: Date }>(
        `INSERT INTO notification_devices (user_id, device_id, device_name, registered_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, device_id) DO UPDATE SET device_name = EXCLUDED.device_name,
                                                        registered_at = EXCLUDED.registered_at
         RETURNING id, device_name, registered_at`,
        [me, body.DeviceId, body.DeviceName ?? 'web', clock.now()],
      );
      return {
        data: {
          Id: row!.id,
          DeviceName: row!.device_name,
          RegisteredAt: row!.registered_at.toISOString(),
        },
      };
    },
  };
}
