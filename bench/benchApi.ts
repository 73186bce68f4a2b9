/**
 * The API as a benchmark's setup calls it: the headers the client sends (with the
 * anti-forgery pair), a call that answers the envelope's ReturnObject or throws, and a
 * solved local captcha for an address.
 */
interface Envelope<T> {
  Result: { ResultCode: number; ResultMessage: string };
  ReturnObject: T;
}

export interface BenchApi {
  /** The client's headers, anti-forgery cookie and header included. */
  headers: Record<string, string>;
  call<T>(
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; method?: string },
  ): Promise<T>;
  /** A solved local captcha (`<ChallengeId>:<answer>`), asked from `address`. */
  captcha(address: string): Promise<string>;
}

export async function benchApi(url: string): Promise<BenchApi> {
  const page = await fetch(`${url}/`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie on the page');
  const headers = {
    'Content-Type': 'application/json',
    // As every browser asks: an answer's compression is part of its cost.
    'Accept-Encoding': 'gzip, deflate, br, zstd',
    LanguageCode: 'tr-TR',
    Channel: 'Web',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': xsrf,
  };
  const call: BenchApi['call'] = async (path, init = {}) => {
    const response = await fetch(url + path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const envelope = (await response.json()) as Envelope<never>;
    if (envelope.Result.ResultCode !== 0)
      throw new Error(`${path}: ${response.status} ${envelope.Result.ResultMessage}`);
    return envelope.ReturnObject;
  };
  const captcha = async (address: string) => {
    const challenge = await call<{ ChallengeId: string; Question: string }>(
      '/auth/api/Captcha/GetChallenge',
      { headers: { 'X-Forwarded-For': address } },
    );
    const [a, b] = challenge.Question.match(/\d+/g)!.map(Number);
    return `${challenge.ChallengeId}:${a! + b!}`;
  };
  return { headers, call, captcha };
}
