/** `UserNotificationDevice/GetNotifToken`: the caller's push devices. */
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { registerDevice } from '../notifications/devices';
import type { HandlerDependencies } from './index';

export function deviceHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    userNotificationDeviceGetNotifToken: async (ctx) => {
      const body = ctx.body;
      const me = callerOf(ctx.request).userId;
      if (body.UserId !== me) throw new Failure(FAILURES.deviceOfAnotherUser);
      const row = await registerDevice(db, {
        userId: me,
        deviceId: body.DeviceId,
        deviceName: body.DeviceName ?? 'web',
        now: clock.now(),
      });
      return {
        data: {
          Id: row.id,
          DeviceName: row.device_name,
          RegisteredAt: row.registered_at.toISOString(),
        },
      };
    },
  };
}
