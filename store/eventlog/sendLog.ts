/**
 * "Send to support": the page's debug log goes to `SupportLog/Upload` gzipped, so the
 * player sends nothing by hand and support finds it in the panel's list. The log is cut
 * to the server's bound (its newest part, from a checkpoint: exportDebugLogWithin) and the
 * JSON packed in the browser (CompressionStream): a log of repeated answers and keys
 * packs to a tenth of its size or less.
 *
 * Sent with the app's own request headers (the session, anti-forgery cookie, language), but
 * not through RTK Query: its actions would carry the whole log in the event log itself.
 */
import type { Action } from '@reduxjs/toolkit';
import type { StoreServices } from '../services';
import { exportDebugLogWithin } from './exportLog';

/** api-spec auth.yaml `SupportLog/Upload`: the most bytes of a log's JSON text. */
export const SUPPORT_LOG_MAX_BYTES = 1_000_000;

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
  // The note and wrapping are on top of the log's own bound (the server allows for them).
  const { text, dropped } = exportDebugLogWithin(store, SUPPORT_LOG_MAX_BYTES);
  const body = `{"Log":${text}${note ? `,"Note":${JSON.stringify(note.slice(0, 2000))}` : ''}}`;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
    LanguageCode: services.language(),
    Channel: 'Web',
  };
  const state = store.getState() as { session?: { token?: { value?: { Token?: string } | null } } };
  const token = state.session?.token?.value?.Token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = services.readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  const packed = await gzip(body);
  let answer: { Result?: { ResultCode?: number; ResultMessage?: string }; ReturnObject?: unknown };
  try {
    const response = await services.fetch(`${services.apiBaseUrl}/auth/api/SupportLog/Upload`, {
      method: 'POST',
      headers,
      body: packed,
      credentials: 'same-origin',
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    return { ok: false, message: null };
  }
  const id = (answer.ReturnObject as { Id?: unknown } | undefined)?.Id;
  if (answer.Result?.ResultCode === 0 && typeof id === 'number') return { ok: true, id, dropped };
  return { ok: false, message: answer.Result?.ResultMessage ?? null };
}
