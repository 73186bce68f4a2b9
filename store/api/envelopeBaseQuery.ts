/**
 * The one base query every API slice uses. It adds the spec's default headers, unwraps the
 * envelope (data = ReturnObject, with count and message alongside) and turns every failure
 * into the Result object of the error catalogue (product spec section 8).
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  NO_BODY_MESSAGE,
  RESULT_CODE_NO_BODY,
  RESULT_CODE_SUCCESS,
  isHttpSuccess,
} from '../constants';
import type { StoreServices } from '../services';
import {
  SERVER_TIME_HEADER,
  measuredOffset,
  offsetMoved,
  serverTimeReceived,
} from '../serverClock/serverClockSlice';
import { unauthorizedReceived } from '../session/sessionEvents';

/** What a query asks for: the shape generated endpoints produce. */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  params?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A successful answer, unwrapped. */
export interface Unwrapped<T> {
  data: T;
  count: number;
  message: string;
}

/**
 * A failure: the spec's Result object, plus what the transport saw (`Status`, and
 * `Detail` with the HTTP client's message such as 'Network Error').
 */
export interface ApiError {
  ResultCode: number;
  ResultMessage: string;
  Status: number | null;
  Detail: string;
}

export interface ApiMeta {
  method: string;
  url: string;
  status: number | null;
}

interface Envelope {
  Result: { ResultCode: number; ResultMessage: string };
  ReturnObject?: unknown;
  TotalCount?: number;
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const result = (body as { Result?: unknown }).Result;
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { ResultCode?: unknown }).ResultCode === 'number'
  );
}

function queryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface EnvelopeBaseQueryOptions {
  /** The base's path, e.g. '/auth/api'. */
  basePath: string;
}

type Extra = { services: StoreServices };
interface TokenState {
  session?: { token?: { value?: { Token?: string | null } | null } };
  serverClock?: { offsetMs: number | null };
}

export function envelopeBaseQuery({
  basePath,
}: EnvelopeBaseQueryOptions): BaseQueryFn<
  ApiRequest,
  Unwrapped<unknown>,
  ApiError,
  object,
  ApiMeta
> {
  return async (request, api) => {
    const { services } = api.extra as Extra;
    const method = request.method ?? 'GET';
    const url = `${services.apiBaseUrl}${basePath}${request.url}${queryString(request.params)}`;
    const meta: ApiMeta = { method, url, status: null };
    const fail = (error: Omit<ApiError, 'Status'>, status: number | null) => {
      services.log.error(
        `${method} ${url}: ${error.Detail} (${error.ResultCode} ${error.ResultMessage})`,
      );
      return { error: { ...error, Status: status }, meta: { ...meta, status } };
    };
    const noBody = (detail: string) => ({
      ResultCode: RESULT_CODE_NO_BODY,
      ResultMessage: NO_BODY_MESSAGE,
      Detail: detail,
    });

    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      LanguageCode: services.language(),
      Channel: 'Web',
      ...request.headers,
    };
    const token = (api.getState() as TokenState).session?.token?.value?.Token;
    if (token) headers.Authorization = `Bearer ${token}`;
    // The anti-forgery echo goes with state-changing calls only, as the server checks it
    // (api-spec: POST/PUT/DELETE): a read sends none and does not read the cookies.
    if (method !== 'GET') {
      const xsrf = services.readCookie('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    }

    // One controller for both RTK's abort and our own timeout, so we can tell them apart.
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    api.signal.addEventListener('abort', onAbort);
    let timedOut = false;
    const timer =
      services.timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, services.timeoutMs)
        : undefined;

    let response: Response;
    let text: string;
    const sentAt = Date.now();
    try {
      response = await services.fetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      text = await response.text();
    } catch {
      const detail = timedOut
        ? `timeout of ${services.timeoutMs} ms exceeded`
        : controller.signal.aborted
          ? 'Request aborted'
          : 'Network Error';
      return fail(noBody(detail), null);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      api.signal.removeEventListener('abort', onAbort);
    }

    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const status = response.status;

    // Every answer, a failure too, says the server's time: countdowns follow it.
    const offset = measuredOffset(response.headers.get(SERVER_TIME_HEADER), sentAt, Date.now());
    const kept = (api.getState() as TokenState).serverClock?.offsetMs ?? null;
    if (offset !== null && offsetMoved(kept, offset)) api.dispatch(serverTimeReceived(offset));

    if (status === 401) api.dispatch(unauthorizedReceived({ url: `${basePath}${request.url}` }));

    if (!isHttpSuccess(status)) {
      const detail = `Request failed with status code ${status}`;
      if (isEnvelope(body)) return fail({ ...body.Result, Detail: detail }, status);
      return fail(noBody(detail), status);
    }
    if (!isEnvelope(body)) return fail(noBody('Response without an envelope'), status);
    if (body.Result.ResultCode !== RESULT_CODE_SUCCESS) {
      return fail({ ...body.Result, Detail: `ResultCode ${body.Result.ResultCode}` }, status);
    }
    return {
      data: {
        data: body.ReturnObject ?? null,
        count: body.TotalCount ?? 0,
        message: body.Result.ResultMessage ?? '',
      },
      meta: { ...meta, status },
    };
  };
}
