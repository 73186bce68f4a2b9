/**
 * The real server's API as browser tests call it beside the page (an admin moving the
 * clock, a second user, checking an answer): the way the client calls it, XSRF cookie
 * echoed, then a Bearer token; and the accounts the first start creates.
 */
import assert from 'node:assert/strict';
import type { RunningServer } from './harness';

export interface Envelope<T> {
  Result: { ResultCode: number; ResultMessage: string };
  ReturnObject: T;
}

/** The credentials the first start prints once for the admin or the demo player. */
export async function printedCredentials(
  server: RunningServer,
  role: 'admin' | 'demo',
): Promise<{ user: string; password: string }> {
  const match = await server.waitForOutput(
    new RegExp(
      `Created the ${role} account \\(shown once\\): user name "([^"]+)", password "([^"]+)"`,
    ),
  );
  return { user: match[1]!, password: match[2]! };
}

/** An API client, not yet signed in: `call` (GET without a body, POST with one) and `signIn`. */
export async function apiClient(server: RunningServer) {
  const first = await fetch(server.url + '/');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': xsrf,
    LanguageCode: 'tr-TR',
    Channel: 'Web',
  };
  const call = async <T>(path: string, body?: unknown): Promise<Envelope<T>> => {
    const response = await fetch(server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
  const signIn = async (user: string, password: string) => {
    const login = await call<{ Token: string }>('/auth/api/Auth/Login', {
      UserNameOrEmail: user,
      Password: password,
    });
    assert.equal(login.Result.ResultCode, 0, login.Result.ResultMessage);
    headers.Authorization = `Bearer ${login.ReturnObject.Token}`;
  };
  return { call, signIn };
}

/** `call` as the admin or the demo player, signed in. */
export async function apiSession(server: RunningServer, role: 'admin' | 'demo') {
  const client = await apiClient(server);
  const { user, password } = await printedCredentials(server, role);
  await client.signIn(user, password);
  return client.call;
}
