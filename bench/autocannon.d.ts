/** The part of autocannon 8 (untyped JavaScript) the read bench uses. */
declare module 'autocannon' {
  interface Stats {
    mean: number;
    average: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Rewrites the request before each send; `context` is the connection's own. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    /** Requests in all, spread over the connections (instead of a duration). */
    amount?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn, round and round. */
    requests?: Request[];
  }

  interface Result {
    /** Requests completed in each one-second sample. */
    requests: Stats;
    /** Milliseconds. */
    latency: Stats;
    samples: number;
    totalCompletedRequests: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds the run took. */
    duration: number;
    /** Answers with a 2xx status. */
    '2xx': number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
