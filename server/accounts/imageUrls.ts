/**
 * Which profile picture addresses a user may store. The app ships no pictures of its own
 * (the profile page takes an address), so only an https URL on one of the configured image
 * hosts (`IMAGE_HOSTS`) is accepted: never a path into this server, another scheme, a
 * user:password@ part or another port.
 */
export function isAllowedImageUrl(value: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    hosts.includes(url.hostname)
  );
}
