/**
 * A device token from Firebase Cloud Messaging. Firebase loads here, on demand, in a chunk
 * of its own: only a build with a Firebase configuration, for a user who granted
 * permission, ever fetches it. The service worker that shows pushes while no page is
 * in front is public/sw.js.
 */
import type { FirebaseWebConfig } from './firebaseConfig';

export async function firebaseToken(config: FirebaseWebConfig): Promise<string> {
  const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([
    import(/* webpackChunkName: "firebase" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase" */ 'firebase/messaging'),
  ]);
  const { vapidKey, ...options } = config;
  const app = getApps().find((a) => a.name === 'kadro') ?? initializeApp(options, 'kadro');
  // The game's own service worker (public/sw.js) receives the pushes: registering it
  // again answers its registration.
  const serviceWorkerRegistration = await navigator.serviceWorker.register('/sw.js');
  return getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration });
}
