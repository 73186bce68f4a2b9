import { buildRemoteDevTools, remoteDevToolsOf } from './remoteDevToolsConfig';

it('reads REMOTE_DEVTOOLS as host:port (or a port on localhost), and stops a build on anything else', () => {
  expect(remoteDevToolsOf(undefined)).toBeNull();
  expect(remoteDevToolsOf('')).toBeNull();
  expect(remoteDevToolsOf('localhost:8000')).toEqual({ hostname: 'localhost', port: 8000 });
  expect(remoteDevToolsOf(' 192.168.1.20:8001 ')).toEqual({
    hostname: '192.168.1.20',
    port: 8001,
  });
  expect(remoteDevToolsOf('8000')).toEqual({ hostname: 'localhost', port: 8000 });
  for (const wrong of [
    'localhost',
    'localhost:',
    'http://localhost:8000',
    'host:70000',
    'host:0',
  ]) {
    expect(() => remoteDevToolsOf(wrong)).toThrow(/REMOTE_DEVTOOLS must be host:port/);
  }
});

it('is off in a build without it, and in tests', () => {
  expect(buildRemoteDevTools()).toBeNull();
});
