/**
 * One empty API per base (Grafana's layout): the generated endpoints in ./generated are
 * injected into these, so a base's endpoints load with the code that uses them.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { CACHE_STALE_SECONDS, CACHE_UNUSED_SECONDS } from '../constants';
import { envelopeBaseQuery } from './envelopeBaseQuery';
import { apisLoaded } from './lazyApis';

/** Cache rules of spec section 9, shared by every base. */
export const cacheOptions = {
  // Stale after 30 s: a new subscriber refetches only data older than that.
  refetchOnMountOrArgChange: CACHE_STALE_SECONDS,
  keepUnusedDataFor: CACHE_UNUSED_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
} as const;

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: envelopeBaseQuery({ basePath: '/auth/api' }),
  ...cacheOptions,
  endpoints: () => ({}),
});

export const engineApi = createApi({
  reducerPath: 'engineApi',
  baseQuery: envelopeBaseQuery({ basePath: '/engine/api' }),
  ...cacheOptions,
  endpoints: () => ({}),
});

export const walletApi = createApi({
  reducerPath: 'walletApi',
  baseQuery: envelopeBaseQuery({ basePath: '/w/api' }),
  ...cacheOptions,
  endpoints: () => ({}),
});

export const leagueApi = createApi({
  reducerPath: 'leagueApi',
  baseQuery: envelopeBaseQuery({ basePath: '/league/api' }),
  ...cacheOptions,
  endpoints: () => ({}),
});

export const apis = [authApi, engineApi, walletApi, leagueApi] as const;

// Every store gets the four reducers and middlewares now that they are loaded.
apisLoaded(apis);
