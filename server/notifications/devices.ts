/** The push device registry: one row per user and device. */
import type { Queryable } from '../db/database';

export interface DeviceRegistration {
  userId: number;
  deviceId: string;
  deviceName: string;
  now: Date;
}

/**
 * The same device again refreshes its name and time; it is never a second row. A token
 * another account had moves to this one (a shared browser signed in as someone else), so
 * pushes go to whoever uses the device now.
 */
export async function registerDevice(db: Queryable, device: DeviceRegistration) {
  const [row] = await db.query<{ id: number; device_name: string; registered_at: Date }>(
    `WITH moved AS (
       DELETE FROM notification_devices WHERE device_id = $2 AND user_id <> $1
     )
     INSERT INTO notification_devices (user_id, device_id, device_name, registered_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, device_id) DO UPDATE SET device_name = EXCLUDED.device_name,
                                                    registered_at = EXCLUDED.registered_at
     RETURNING id, device_name, registered_at`,
    [device.userId, device.deviceId, device.deviceName, device.now],
  );
  return row!;
}
