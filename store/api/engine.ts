/**
 * The engine base (`/engine/api`) as the rest of the code sees it: the generated endpoints, hooks
 * and types of ./generated/engine.ts, and the one place for what codegen cannot say (cache
 * tags, a transformResponse, an optimistic update) through
 * `engineEndpoints.enhanceEndpoints`. Nothing outside store/api/ imports ./generated
 * (eslint.config.mjs); a chunk that imports this module loads the engine endpoints only.
 */
import { walletApi } from './emptyApis';
import { engineEndpoints } from './generated/engine';
import type { walletEndpoints } from './generated/wallet';

export * from './generated/engine';

// The wallet's API object with the tag types its endpoints declare (the same object once they
// are injected; importing them here would load them with the engine's).
const walletCache = walletApi as unknown as Pick<typeof walletEndpoints, 'util'>;

engineEndpoints.enhanceEndpoints({
  endpoints: {
    // A saved team may have spent from the wallet (a booster, an extra team's coins), which
    // is another base's cache: it is read again.
    userTeamInsertCreatingUserTeam: {
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(
          () => void dispatch(walletCache.util.invalidateTags(['Wallet'])),
          () => undefined,
        ),
    },
  },
});
