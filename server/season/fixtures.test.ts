import { addTestRound } from '../testing/seasonFixture';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { seedClubs } from './clubs';
import { doubleRoundRobin, fridayOnOrAfter, refreshRoundTimes, roundKickoffs } from './fixtures';

const clubs = Array.from({ length: 18 }, (_, i) => i + 1);
const rounds = doubleRoundRobin(clubs);

describe('double round robin', () => {
  it('has 34 rounds in which every club plays exactly once', () => {
    expect(rounds).toHaveLength(34);
    for (const round of rounds) {
      expect(round).toHaveLength(9);
      expect(new Set(round.flatMap((p) => [p.home, p.away]))).toEqual(new Set(clubs));
    }
  });

  it('meets every pair twice, once at each ground; the second half mirrors the first', () => {
    const seen = new Map<string, number>();
    for (const p of rounds.flat())
      seen.set(`${p.home}-${p.away}`, (seen.get(`${p.home}-${p.away}`) ?? 0) + 1);
    expect(seen.size).toBe(18 * 17);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    for (let r = 0; r < 17; r++) {
      expect(rounds[r + 17]).toEqual(rounds[r]!.map((p) => ({ home: p.away, away: p.home })));
    }
  });

  it('balances home and away: 8 or 9 home matches a half, never three in a row at home', () => {
    for (const club of clubs) {
      const homeInFirstHalf = rounds
        .slice(0, 17)
        .filter((r) => r.some((p) => p.home === club)).length;
      expect([8, 9]).toContain(homeInFirstHalf);
      const sides = rounds.map((r) => (r.some((p) => p.home === club) ? 'H' : 'A')).join('');
      expect(sides.slice(0, 17)).not.toMatch(/HHH|AAA/);
    }
  });

  it('refuses an odd number of clubs', () => {
    expect(() => doubleRoundRobin([1, 2, 3])).toThrow(/even/);
  });
});

describe('kickoff times', () => {
  it('puts a round from Friday 20:00 to Monday 20:00 Istanbul time', () => {
    const friday = new Date('2025-08-08T00:00:00Z');
    const kickoffs = roundKickoffs(friday, 9).map((d) => d.toISOString());
    expect(kickoffs).toEqual([
      '2025-08-08T17:00:00.000Z',
      '2025-08-09T11:30:00.000Z',
      '2025-08-09T14:00:00.000Z',
      '2025-08-09T17:00:00.000Z',
      '2025-08-10T11:30:00.000Z',
      '2025-08-10T14:00:00.000Z',
      '2025-08-10T17:00:00.000Z',
      '2025-08-10T17:00:00.000Z',
      '2025-08-11T17:00:00.000Z',
    ]);
  });

  it('finds the next Friday whose evening kickoff is not yet past', () => {
    expect(fridayOnOrAfter(new Date('2025-08-06T10:00:00Z')).toISOString()).toBe(
      '2025-08-08T00:00:00.000Z',
    );
    expect(fridayOnOrAfter(new Date('2025-08-08T16:00:00Z')).toISOString()).toBe(
      '2025-08-08T00:00:00.000Z',
    );
    expect(fridayOnOrAfter(new Date('2025-08-08T18:00:00Z')).toISOString()).toBe(
      '2025-08-15T00:00:00.000Z',
    );
  });
});

describe.each(TEST_DATABASES)('refreshRoundTimes on %s', (kind) => {
  it('follows the earliest match not postponed, only while the round is upcoming or open', async () => {
    const db = await openMigratedTestDatabase(kind);
    try {
      await seedClubs(db);
      const start = new Date('2025-09-12T17:00:00Z');
      const open = await addTestRound(db, { number: 1, firstKickoff: start, state: 'open' });
      const locked = await addTestRound(db, { number: 2, firstKickoff: start, state: 'locked' });
      const times = async (id: number) =>
        (
          await db.query<{ first_kickoff: Date; deadline: Date }>(
            'SELECT first_kickoff, deadline FROM rounds WHERE id = $1',
            [id],
          )
        )[0]!;
      // Nothing to change: no write.
      expect(await refreshRoundTimes(db, open.id)).toEqual([]);
      // The first match is postponed: the second (an hour later) leads.
      await db.query(`UPDATE matches SET state = 'postponed' WHERE id = ANY($1::int[])`, [
        [open.matchIds[0], locked.matchIds[0]],
      ]);
      expect(await refreshRoundTimes(db, [open.id, locked.id])).toEqual([open.id]);
      expect(await times(open.id)).toEqual({
        first_kickoff: new Date('2025-09-12T18:00:00Z'),
        deadline: new Date('2025-09-12T17:00:00Z'),
      });
      expect((await times(locked.id)).first_kickoff).toEqual(start);
      // An earlier kickoff moves it back; the deadline follows the rule set's minutes.
      await db.query('UPDATE score_rule_sets SET deadline_minutes_before_kickoff = 90');
      await db.query('UPDATE matches SET kickoff = $2 WHERE id = $1', [
        open.matchIds[5],
        new Date('2025-09-11T12:00:00Z'),
      ]);
      await refreshRoundTimes(db, open.id);
      expect(await times(open.id)).toEqual({
        first_kickoff: new Date('2025-09-11T12:00:00Z'),
        deadline: new Date('2025-09-11T10:30:00Z'),
      });
    } finally {
      await db.close();
    }
  });
});
