/**
 * "Send to support": the page's debug log goes to `SupportLog/Upload` gzipped, so the
 * player sends nothing by hand and support finds it in the panel's list. The file's JSON
 * (what "Download debug log" saves) is packed in the browser (CompressionStream): a log of
 * repeated answers and keys packs to about a tenth of its size. The server's bound takes
 * a log at the recorder's 10,000 actions whole; a log over it (a session of unusually large
 * answers) is cut to its newest part, from a checkpoint (exportDebugLogWithin).
 *
 * Sent with the app's own request headers (the session, anti-forgery cookie, language), but
 * not through RTK Query: its actions would carry the whole log in the event log itself.
 */
import type { Action } from '@reduxjs/toolkit';
import type { StoreServices } from '../services';
import { exportDebugLogWithin } from './exportLog';

/** api-spec auth.yaml `SupportLog/Upload`: the most bytes of a log's JSON text. */
export const SUPPORT_LOG_MAX_BYTES = 64_000_000;

export type SendResult =
  { ok: true; id: number; dropped: number } | { ok: false; message: string | null };

interface LogStore {
  dispatch(action: Action): unknown;
  getState(): unknown;
}

async function gzip(text: string): Promise<ArrayBuffer> {
  const stream = new Response(text).body!.pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

/** Sends the store's log with the player's note; the stored log's id, or why not. */
export async function sendDebugLog(
  store: LogStore,
  services: Pick<StoreServices, 'apiBaseUrl' | 'fetch' | 'language' | 'readCookie'>,
  note: string | null,
): Promise<SendResult> {
  const { text, dropped } = exportDebugLogWithin(store, SUPPORT_LOG_MAX_BYTES);
  const headers: Record<string, string> = {
    'Content-Type': 'application/gzip',
    LanguageCode: services.language(),
    Channel: 'Web',
  };
  const state = store.getState() as { session?: { token?: { value?: { Token?: string } | null } } };
  const token = state.session?.token?.value?.Token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = services.readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const packed = await gzip(text);
  const query = note ? `?${new URLSearchParams({ Note: note.slice(0, 2000) }).toString()}` : '';
  let answer: { Result?: { ResultCode?: number; ResultMessage?: string }; ReturnObject?: unknown };
  try {
    const response = await services.fetch(
      `${services.apiBaseUrl}/auth/api/SupportLog/Upload${query}`,
      {
        method: 'POST',
        headers,
        body: packed,
        credentials: 'same-origin',
      },
    );
    answer = (await response.json()) as typeof answer;
  } catch {
    return { ok: false, message: null };
  }
  const id = (answer.ReturnObject as { Id?: unknown } | undefined)?.Id;
  if (answer.Result?.ResultCode === 0 && typeof id === 'number') return { ok: true, id, dropped };
  return { ok: false, message: answer.Result?.ResultMessage ?? null };
}
