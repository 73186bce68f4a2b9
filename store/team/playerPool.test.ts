import { makePlayer } from './fixtures';
import { DEFAULT_POOL_FILTER, filterPool, foldForSearch, makePoolSelector } from './playerPool';

const pool = [
  makePlayer(1, 'GK', {
    DisplayName: 'Şükrü',
    FirstName: 'Şükrü',
    LastName: 'Işıklı',
    Price: 55,
    TeamId: 1,
    Form: 2,
  }),
  makePlayer(2, 'DEF', {
    DisplayName: 'Çağlar',
    FirstName: 'Çağlar',
    LastName: 'Söyüncü',
    Price: 65,
    TeamId: 2,
    Form: 6,
  }),
  makePlayer(3, 'FWD', {
    DisplayName: 'İlkay',
    FirstName: 'İlkay',
    LastName: 'Gündoğan',
    Price: 95,
    TeamId: 1,
    Form: 4,
  }),
  makePlayer(4, 'MID', {
    DisplayName: 'Irmak',
    FirstName: 'Irmak',
    LastName: 'Öztürk',
    Price: 45,
    TeamId: 3,
    Form: 4,
    SelectedByPercent: 40,
  }),
];

const names = (players: { DisplayName: string }[]) => players.map((p) => p.DisplayName);

describe('player pool', () => {
  it('folds Turkish case and diacritics', () => {
    expect(foldForSearch('ŞÜKRÜ Işıklı İlkay')).toBe('sukru isikli ilkay');
  });

  it.each([
    ['sukru', ['Şükrü']],
    ['IŞIK', ['Şükrü']],
    ['ilkay', ['İlkay']],
    ['ILKAY', ['İlkay']],
    ['irmak', ['Irmak']],
    ['soyuncu', ['Çağlar']],
    ['zzz', []],
  ])('search %s finds %j', (search, expected) => {
    expect(names(filterPool(pool, { ...DEFAULT_POOL_FILTER, search }))).toEqual(expected);
  });

  it('filters by position, club and price', () => {
    expect(names(filterPool(pool, { ...DEFAULT_POOL_FILTER, position: 'DEF' }))).toEqual([
      'Çağlar',
    ]);
    expect(names(filterPool(pool, { ...DEFAULT_POOL_FILTER, teamId: 1 }))).toEqual([
      'İlkay',
      'Şükrü',
    ]);
    expect(names(filterPool(pool, { ...DEFAULT_POOL_FILTER, maxPrice: 55 }))).toEqual([
      'Irmak',
      'Şükrü',
    ]);
  });

  it('sorts by the chosen column both ways, ties by points', () => {
    const byPrice = filterPool(pool, { ...DEFAULT_POOL_FILTER, sort: 'Price', order: 'asc' });
    expect(names(byPrice)).toEqual(['Irmak', 'Şükrü', 'Çağlar', 'İlkay']);
    const byForm = filterPool(pool, { ...DEFAULT_POOL_FILTER, sort: 'Form', order: 'desc' });
    expect(names(byForm)).toEqual(['Çağlar', 'Irmak', 'İlkay', 'Şükrü']);
    const bySelected = filterPool(pool, { ...DEFAULT_POOL_FILTER, sort: 'SelectedByPercent' });
    expect(names(bySelected)[0]).toBe('Irmak');
  });

  it('does not reorder the pool it was given', () => {
    filterPool(pool, { ...DEFAULT_POOL_FILTER, sort: 'Price', order: 'asc' });
    expect(pool.map((p) => p.Id)).toEqual([1, 2, 3, 4]);
  });

  it('the selector answers the same array for the same pool and filter', () => {
    const select = makePoolSelector();
    const filter = { ...DEFAULT_POOL_FILTER, position: 'MID' as const };
    const first = select(pool, filter);
    expect(select(pool, filter)).toBe(first);
    expect(select(pool, { ...filter })).not.toBe(first);
  });
});
