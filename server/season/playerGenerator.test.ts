import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { seedClubs, SUPER_LIG, SUPER_LIG_2025_26 } from './clubs';
import { generatePlayers, insertPlayers, type GeneratedPlayer } from './playerGenerator';
import { searchKeyOf } from './playerView';
import { mulberry32, randomOf } from '../platform/random';

const players = generatePlayers(2025, SUPER_LIG_2025_26);
const byClub = (clubId: number) => players.filter((p) => p.clubId === clubId);

describe('random source', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    const r = randomOf(1);
    const ints = Array.from({ length: 500 }, () => r.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    const mean =
      Array.from({ length: 4000 }, () => r.poisson(2.5)).reduce((s, x) => s + x, 0) / 4000;
    expect(mean).toBeGreaterThan(2.3);
    expect(mean).toBeLessThan(2.7);
  });
});

describe('generated players', () => {
  it('is the same for a seed and different for another', () => {
    expect(generatePlayers(2025, SUPER_LIG_2025_26)).toEqual(players);
    const other = generatePlayers(2026, SUPER_LIG_2025_26);
    expect(other.map((p) => p.lastName)).not.toEqual(players.map((p) => p.lastName));
  });

  it('gives every club 25 players: 3 GK, 8 DEF, 9 MID, 5 FWD, unique codes, names and shirts', () => {
    expect(players).toHaveLength(18 * 25);
    expect(new Set(players.map((p) => p.code)).size).toBe(players.length);
    for (const club of SUPER_LIG_2025_26) {
      const squad = byClub(club.id);
      const count = (pos: string) => squad.filter((p) => p.position === pos).length;
      expect([count('GK'), count('DEF'), count('MID'), count('FWD')]).toEqual([3, 8, 9, 5]);
      expect(new Set(squad.map((p) => `${p.firstName} ${p.lastName}`)).size).toBe(25);
      expect(new Set(squad.map((p) => p.displayName)).size).toBe(25);
      expect(new Set(squad.map((p) => p.shirtNumber)).size).toBe(25);
      expect(squad.every((p) => p.shirtNumber >= 1 && p.shirtNumber <= 99)).toBe(true);
      expect(squad.find((p) => p.position === 'GK')!.shirtNumber).toBe(1);
    }
  });

  it('mixes nationalities: a Turkish majority and foreigners of several countries', () => {
    const turkish = players.filter((p) => p.nationality === 'TR').length / players.length;
    expect(turkish).toBeGreaterThan(0.5);
    expect(turkish).toBeLessThan(0.8);
    expect(new Set(players.map((p) => p.nationality)).size).toBeGreaterThanOrEqual(8);
    for (const club of SUPER_LIG_2025_26) {
      expect(byClub(club.id).some((p) => p.nationality !== 'TR')).toBe(true);
    }
    expect(players.every((p) => /^[A-Z]{2}$/.test(p.nationality))).toBe(true);
    expect(players.every((p) => p.searchKey === searchKeyOf(`${p.firstName} ${p.lastName}`))).toBe(
      true,
    );
  });

  it('prices 4.0M-13.5M in 0.5M steps that follow quality and the budget', () => {
    expect(players.every((p) => p.price >= 40 && p.price <= 135 && p.price % 5 === 0)).toBe(true);
    expect(Math.min(...players.map((p) => p.price))).toBe(40);
    expect(Math.max(...players.map((p) => p.price))).toBeGreaterThanOrEqual(125);
    const pick = (sorted: GeneratedPlayer[], pos: string, n: number) =>
      sorted.filter((p) => p.position === pos).slice(0, n);
    const squadOf = (sorted: GeneratedPlayer[]) =>
      [
        ...pick(sorted, 'GK', 2),
        ...pick(sorted, 'DEF', 5),
        ...pick(sorted, 'MID', 5),
        ...pick(sorted, 'FWD', 3),
      ].reduce((sum, p) => sum + p.price, 0);
    const cheapest = squadOf([...players].sort((a, b) => a.price - b.price));
    const dearest = squadOf([...players].sort((a, b) => b.price - a.price));
    expect(cheapest).toBeLessThan(700);
    expect(dearest).toBeGreaterThan(1200);
    // Big clubs cost more than small ones; attackers more than keepers.
    const mean = (list: GeneratedPlayer[]) => list.reduce((s, p) => s + p.price, 0) / list.length;
    expect(mean(byClub(1))).toBeGreaterThan(mean(byClub(18)) + 15);
    expect(mean(players.filter((p) => p.position === 'FWD'))).toBeGreaterThan(
      mean(players.filter((p) => p.position === 'GK')),
    );
  });
});

describe.each(TEST_DATABASES)('inserting players on %s', (kind) => {
  it('writes all in one go and leaves existing codes alone', async () => {
    const db = await openMigratedTestDatabase(kind);
    try {
      await seedClubs(db);
      expect(await insertPlayers(db, SUPER_LIG, players)).toBe(450);
      expect(await insertPlayers(db, SUPER_LIG, players.slice(0, 10))).toBe(0);
      const [row] = await db.query<{ n: number; fb: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE club_id = 2)::int AS fb FROM players`,
      );
      expect(row).toEqual({ n: 450, fb: 25 });
      const [first] = await db.query(
        `SELECT code, first_name, search_key, position, shirt_number, nationality, price, status
           FROM players WHERE code = $1`,
        [players[0]!.code],
      );
      expect(first).toEqual({
        code: players[0]!.code,
        first_name: players[0]!.firstName,
        search_key: players[0]!.searchKey,
        position: 'GK',
        shirt_number: 1,
        nationality: players[0]!.nationality,
        price: players[0]!.price,
        status: 'available',
      });
    } finally {
      await db.close();
    }
  });
});
