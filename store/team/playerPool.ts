/**
 * The team builder's player pool: the whole pool (about 450 players) is in memory, so
 * searching, filtering and sorting happen here, as pure functions, within one frame.
 * Search is Turkish-aware: case and diacritics are folded ("sukru" finds "Şükrü",
 * "ISIK" finds "Işık").
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Player, Position } from '../api/engine';

export const POOL_SORTS = ['TotalPoints', 'Price', 'Form', 'SelectedByPercent'] as const;
export type PoolSort = (typeof POOL_SORTS)[number];

export interface PoolFilter {
  search: string;
  position: Position | null;
  teamId: number | null;
  /** Tenths; null for no limit. */
  maxPrice: number | null;
  sort: PoolSort;
  order: 'asc' | 'desc';
}

export const DEFAULT_POOL_FILTER: PoolFilter = {
  search: '',
  position: null,
  teamId: null,
  maxPrice: null,
  sort: 'TotalPoints',
  order: 'desc',
};

const FOLD: Record<string, string> = { ı: 'i', ş: 's', ğ: 'g', ç: 'c', ö: 'o', ü: 'u' };

/** Lower case in Turkish, then without diacritics: what search compares. */
export function foldForSearch(text: string): string {
  // Turkish casing by hand ("I" → "ı", "İ" → "i"), then every i is one letter; the
  // locale-aware lower-casing costs about ten times more and this runs for the whole pool.
  const lower = text
    .replace(/[Iİ]/g, (c) => (c === 'I' ? 'ı' : 'i'))
    .toLowerCase()
    .replace(/[ışğçöü]/g, (c) => FOLD[c]!);
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u007f]/.test(lower)
    ? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    : lower;
}

// Folded names per player object: the pool's objects live as long as their cache entry.
const searchKeys = new WeakMap<Player, string>();
function searchKey(player: Player): string {
  let key = searchKeys.get(player);
  if (key === undefined) {
    key = foldForSearch(`${player.DisplayName} ${player.FirstName} ${player.LastName}`);
    searchKeys.set(player, key);
  }
  return key;
}

const byName = new Intl.Collator('tr-TR');

export function filterPool(players: readonly Player[], filter: PoolFilter): Player[] {
  const needle = foldForSearch(filter.search.trim());
  const matches = players.filter(
    (p) =>
      (filter.position === null || p.Position === filter.position) &&
      (filter.teamId === null || p.TeamId === filter.teamId) &&
      (filter.maxPrice === null || p.Price <= filter.maxPrice) &&
      (needle === '' || searchKey(p).includes(needle)),
  );
  const sign = filter.order === 'asc' ? 1 : -1;
  const column = filter.sort;
  // Ties keep a stable, meaningful order: the better scorer first, then by name.
  return matches.sort(
    (a, b) =>
      sign * (a[column] - b[column]) ||
      b.TotalPoints - a.TotalPoints ||
      byName.compare(a.DisplayName, b.DisplayName),
  );
}

/** A memoised pool selector: the same pool and filter give the same array. */
export function makePoolSelector() {
  return createSelector(
    [(players: readonly Player[]) => players, (_: readonly Player[], filter: PoolFilter) => filter],
    filterPool,
  );
}
