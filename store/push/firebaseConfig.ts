/**
 * The web client's Firebase configuration, fixed at build time: webpack defines
 * `__FIREBASE_WEB_CONFIG__` from the FIREBASE_* variables of the build's environment
 * (webpack.config.ts), null when any is missing. Without it the client never asks for
 * notification permission and never loads Firebase.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The Web Push certificate's public key (Firebase console, Cloud Messaging). */
  vapidKey: string;
}

declare const __FIREBASE_WEB_CONFIG__: FirebaseWebConfig | null | undefined;

/** The build's configuration; null in a build without one, and in tests. */
export function buildFirebaseConfig(): FirebaseWebConfig | null {
  return typeof __FIREBASE_WEB_CONFIG__ === 'undefined' ? null : __FIREBASE_WEB_CONFIG__;
}

/** What the build defines: every variable set, or null. Used by webpack.config.ts. */
export function firebaseWebConfigOf(
  env: Record<string, string | undefined>,
): FirebaseWebConfig | null {
  const config = {
    apiKey: env.FIREBASE_API_KEY,
    projectId: env.FIREBASE_PROJECT_ID,
    messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID,
    appId: env.FIREBASE_APP_ID,
    vapidKey: env.FIREBASE_VAPID_KEY,
  };
  return Object.values(config).every((v) => v) ? (config as FirebaseWebConfig) : null;
}
