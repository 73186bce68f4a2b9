/**
 * What only the team area reads: the whole player pool (all pages) and the wallet's
 * boosters. The rule set, the rounds and the clubs are shared reads (src/reads/).
 */
import { useEffect, useMemo, useState } from 'react';
import {
  engineEndpoints,
  usePlayerGetPlayersListQuery,
  type Booster,
  type Player,
  type PlayerGetPlayersListApiArg,
} from '../../../store/api/engine';
import { useWalletGetWalletsQuery } from '../../../store/api/wallet';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { useAppDispatch } from '../../../store/hooks';

export const COMPETITION = DEFAULT_LEAGUE_CONTEXT.CompetitionCode;

const POOL_PAGE = 100;
const poolPage = (PageNumber: number): PlayerGetPlayersListApiArg => ({
  playerListRequest: {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: {
      PageNumber,
      NumberRecords: POOL_PAGE,
      SortItem: { ColumnName: 'TotalPoints', ColumnOrder: 'desc' },
    },
  },
});

/**
 * The whole pool: the first page says how many there are, the others load together (the
 * list call pages by 100 at most). Filtering and sorting then happen in memory.
 */
export function usePlayerPool() {
  const dispatch = useAppDispatch();
  const first = usePlayerGetPlayersListQuery(poolPage(0));
  const pages = first.data ? Math.ceil(first.data.count / POOL_PAGE) : 0;
  const [attempt, setAttempt] = useState(0);
  const [rest, setRest] = useState<{ key: string; players: Player[]; failed: boolean }>();
  const key = `${pages}:${attempt}`;
  useEffect(() => {
    if (pages <= 1) return;
    const requests = Array.from({ length: pages - 1 }, (_, i) =>
      dispatch(engineEndpoints.endpoints.playerGetPlayersList.initiate(poolPage(i + 1))),
    );
    let live = true;
    Promise.all(requests.map((request) => request.unwrap())).then(
      (answers) => live && setRest({ key, players: answers.flatMap((a) => a.data), failed: false }),
      () => live && setRest({ key, players: [], failed: true }),
    );
    return () => {
      live = false;
      requests.forEach((request) => request.unsubscribe());
    };
  }, [dispatch, pages, key]);
  const restReady = pages <= 1 || rest?.key === key;
  const players = useMemo(() => {
    if (!first.data || !restReady) return [];
    const byId = new Map<number, Player>();
    for (const player of [...first.data.data, ...(pages > 1 ? (rest?.players ?? []) : [])]) {
      byId.set(player.Id, player);
    }
    return [...byId.values()];
  }, [first.data, rest, restReady, pages]);
  const isError = first.isError || (restReady && pages > 1 && rest?.failed === true);
  return {
    players,
    isLoading: !isError && (first.isLoading || !restReady),
    isError,
    retry: () => {
      if (first.isError) void first.refetch();
      setAttempt((n) => n + 1);
    },
  };
}

/** Each booster's wallet item (and market product) code. */
export const BOOSTER_CODES: Record<Booster, string> = {
  BudgetBooster: 'BUDGET_BOOSTER',
  TripleCaptain: 'TRIPLE_CAPTAIN',
  BenchBoost: 'BENCH_BOOST',
};
export const BOOSTERS = Object.keys(BOOSTER_CODES) as Booster[];

/** The boosters the wallet holds (a team already playing one keeps it). */
export function useOwnedBoosters(): Set<Booster> {
  const { data } = useWalletGetWalletsQuery();
  return useMemo(() => {
    const entries = data?.data ?? [];
    return new Set(
      BOOSTERS.filter((booster) =>
        entries.some((e) => e.ProductCode === BOOSTER_CODES[booster] && e.Quantity > 0),
      ),
    );
  }, [data]);
}
