/** What the panel's form tests share: an Admin, a scripted server, a refusal as the server sends it. */
import { envelope, type ScriptedServer } from '../../store/testing/scriptedServer';
import { TEST_USER } from '../testing/renderWithProviders';

export const ADMIN = { ...TEST_USER, RoleId: 2 as const };

/** A refusal as the server sends it: HTTP status and the Result with its message. */
export const refusal = (status: number, ResultCode: number, ResultMessage: string) => ({
  status,
  body: { Result: { ResultCode, ResultMessage }, ReturnObject: null, TotalCount: 0 },
});

/** The JSON bodies sent to `path`. */
export const sent = (requests: { url: string; body: string }[], path: string) =>
  requests.filter((r) => r.url.startsWith(path)).map((r) => JSON.parse(r.body) as unknown);

/** What a signed-in Admin's app asks for besides the screen: himself and his wallet. */
export function signedInRoutes(server: ScriptedServer, language: 'tr-TR' | 'en-US' = 'tr-TR') {
  server.route('/auth/api/User/GetUser', { body: envelope({ ...ADMIN, LanguageCode: language }) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
}
