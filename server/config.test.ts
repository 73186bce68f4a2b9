/** E-mailed links and the console name the same host unless PUBLIC_URL says otherwise. */
import { configFromEnv, reachableUrl } from './config';

describe('the address players are sent to', () => {
  it('is the host the server listens on, the loopback for a wildcard', () => {
    expect(reachableUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(reachableUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(reachableUrl('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(reachableUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(reachableUrl('kadro.lan', 80)).toBe('http://kadro.lan:80');
  });

  it('starts e-mailed links without PUBLIC_URL, and with it when set', () => {
    expect(configFromEnv({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(configFromEnv({ PORT: '9000', HOST: '0.0.0.0' }).publicUrl).toBe(
      'http://127.0.0.1:9000',
    );
    expect(configFromEnv({ PUBLIC_URL: 'https://kadro.example/' }).publicUrl).toBe(
      'https://kadro.example',
    );
  });
});
