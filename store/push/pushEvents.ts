/**
 * What the push registration saga did (spec section 4, push flow), as actions so that a
 * recorded session shows it. None carries the device token.
 */
import { createAction } from '@reduxjs/toolkit';

/** The browser's answer to the notification permission request. */
export const pushPermissionAnswered =
  createAction<NotificationPermission>('push/permissionAnswered');
/** The device token was registered with `UserNotificationDevice/GetNotifToken`. */
export const pushDeviceRegistered = createAction('push/deviceRegistered');
/** Getting a token or registering it failed (logged only; the game goes on). */
export const pushRegistrationFailed = createAction<{ step: 'token' | 'register'; message: string }>(
  'push/registrationFailed',
);
