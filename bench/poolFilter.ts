/**
 * `npm run bench:pool`: the team builder's pool filter (store/team/playerPool.ts) over the
 * demo season's whole pool (the server's player generator: 18 clubs × 25 = 450 players,
 * realistic names, prices and positions), for many filter + sort combinations. Prints the
 * median and p95 milliseconds per filter+sort; the bar (QUALITY_BARS.md) is one frame,
 * 16 ms. Each run gets a fresh copy of the pool, so the folded-name cache starts cold as
 * it does when a page loads the pool, and the memoised selector is bypassed on purpose.
 */
import type { Player, Position } from '../store/api/engine';
import {
  DEFAULT_POOL_FILTER,
  POOL_SORTS,
  filterPool,
  type PoolFilter,
} from '../store/team/playerPool';
import { POSITIONS } from '../rules/squad';
import { SUPER_LIG_2025_26 } from '../server/season/clubs';
import { generatePlayers } from '../server/season/playerGenerator';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const BAR_MS = 16;

function pool(): Player[] {
  // A deterministic spread of points and form, as after six rounds.
  return generatePlayers(2025, SUPER_LIG_2025_26).map((p, i) => ({
    Id: i + 1,
    Code: p.code,
    TeamId: p.clubId,
    FirstName: p.firstName,
    LastName: p.lastName,
    DisplayName: p.displayName,
    Position: p.position,
    ShirtNumber: p.shirtNumber,
    Price: p.price,
    PriceChange: (i % 7) - 3,
    Nationality: p.nationality,
    Status: i % 23 === 0 ? 'injured' : 'available',
    TotalPoints: (i * 37) % 90,
    RoundPoints: (i * 13) % 15,
    Form: ((i * 17) % 80) / 10,
    SelectedByPercent: ((i * 29) % 600) / 10,
  }));
}

const positions: (Position | null)[] = [null, ...POSITIONS];
const searches = ['', 'a', 'yıl', 'SUKRU', 'öz', 'can', 'xq'];
const cases: { label: string; filter: PoolFilter }[] = [];
for (const position of positions) {
  for (const search of searches) {
    for (const sort of POOL_SORTS) {
      for (const [teamId, maxPrice] of [
        [null, null],
        [1, null],
        [null, 60],
      ] as const) {
        cases.push({
          label: `${position ?? 'all'} "${search}" ${sort}${teamId ? ' club' : ''}${maxPrice ? ' ≤6.0M' : ''}`,
          filter: { ...DEFAULT_POOL_FILTER, position, search, sort, teamId, maxPrice },
        });
      }
    }
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const base = pool();
const times: number[] = [];
const perCase = new Map<string, number[]>();
let sink = 0;
for (let round = 0; round < ROUNDS; round++) {
  // Fresh objects: cold folded-name cache, like a pool that has just loaded.
  const players = base.map((p) => ({ ...p }));
  for (const { label, filter } of cases) {
    const start = performance.now();
    sink += filterPool(players, filter).length;
    const ms = performance.now() - start;
    times.push(ms);
    (perCase.get(label) ?? perCase.set(label, []).get(label)!).push(ms);
  }
}
times.sort((a, b) => a - b);
const worst = [...perCase.entries()]
  .map(([label, list]) => {
    list.sort((a, b) => a - b);
    return { label, median: quantile(list, 0.5), p95: quantile(list, 0.95) };
  })
  .sort((a, b) => b.p95 - a.p95)
  .slice(0, 5);

const median = quantile(times, 0.5);
const p95 = quantile(times, 0.95);
console.log(
  `pool filter+sort: ${base.length} players, ${cases.length} combinations × ${ROUNDS} rounds (${sink} rows)`,
);
console.log(
  `  median ${median.toFixed(3)} ms   p95 ${p95.toFixed(3)} ms   max ${times.at(-1)!.toFixed(3)} ms   (bar ${BAR_MS} ms)`,
);
console.log('  slowest combinations by p95:');
for (const w of worst) {
  console.log(
    `    ${w.label.padEnd(36)} median ${w.median.toFixed(3)} ms   p95 ${w.p95.toFixed(3)} ms`,
  );
}
if (p95 > BAR_MS) {
  console.error(`p95 ${p95.toFixed(2)} ms is over one frame (${BAR_MS} ms)`);
  process.exitCode = 1;
}
