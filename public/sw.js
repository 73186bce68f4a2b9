/*
 * Kadro's service worker: makes the game installable and quick to reopen. Built assets
 * (content-hashed, never change) are cached on first use; pages go to the network first
 * and fall back to the cached shell when offline. API calls are never cached.
 */
const CACHE = 'kadro-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (/^\/(auth|engine|w|league)\/api\//.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/')));
    return;
  }
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            const copy = response.clone();
            if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, copy));
            return response;
          }),
      ),
    );
  }
});

// Push notifications (Firebase Cloud Messaging, server/notifications/push.ts): shown while
// no page of the game is in front; a click opens (or focuses) the notification's screen.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    return;
  }
  const notification = message.notification || {};
  const link = (message.data && message.data.link) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A visible page shows the list itself (the header's popover).
      if (windows.some((w) => w.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(notification.title || 'Kadro', {
        body: notification.body || '',
        icon: '/icons/icon-192.png',
        data: { link },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(
    (event.notification.data && event.notification.data.link) || '/',
    self.location.origin,
  );
  // Only this game's own pages are opened.
  if (link.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => 'navigate' in w);
      return open
        ? open.navigate(link.href).then((w) => w && w.focus())
        : self.clients.openWindow(link.href);
    }),
  );
});
