import { SUPER_LIG_2025_26 } from './clubs';
import { checkMatchSheet } from './matchEvents';
import {
  clockOf,
  fullTime,
  matchAt,
  realDuration,
  simulateMatch,
  timelineAt,
  type SimPlayer,
} from './matchSim';
import { generatePlayers } from './playerGenerator';

const players = generatePlayers(7, SUPER_LIG_2025_26).map((p, i) => ({ ...p, id: i + 1 }));
const clubOf = new Map(players.map((p) => [p.id, p.clubId]));
const squad = (clubId: number): SimPlayer[] => players.filter((p) => p.clubId === clubId);
const context = (home: number, away: number) => ({
  homeClubId: home,
  awayClubId: away,
  clubOf: (id: number) => clubOf.get(id),
});

/** 600 seeded matches between varied clubs, played to the end. */
const season = Array.from({ length: 600 }, (_, seed) => {
  const home = 1 + (seed % 18);
  const away = 1 + ((home + (seed % 17)) % 18);
  const sim = simulateMatch(seed, squad(home), squad(away));
  return { seed, home, away, sim, end: matchAt(sim, realDuration(sim)) };
});

describe('the match simulator', () => {
  it('is a pure function of the seed and the squads', () => {
    expect(simulateMatch(42, squad(1), squad(2))).toEqual(simulateMatch(42, squad(1), squad(2)));
    expect(simulateMatch(43, squad(1), squad(2))).not.toEqual(
      simulateMatch(42, squad(1), squad(2)),
    );
  });

  it('plays plausible football: 2-3.5 goals a match, home advantage, stronger sides win more', () => {
    const goals =
      season.reduce((s, m) => s + m.end.homeScore! + m.end.awayScore!, 0) / season.length;
    expect(goals).toBeGreaterThan(2);
    expect(goals).toBeLessThan(3.5);
    const home = season.reduce((s, m) => s + m.end.homeScore!, 0);
    const away = season.reduce((s, m) => s + m.end.awayScore!, 0);
    expect(home).toBeGreaterThan(away);
    // Galatasaray (a big club) away at Karagümrük still outscores its hosts.
    const strong = Array.from({ length: 200 }, (_, seed) =>
      matchAt(simulateMatch(seed, squad(18), squad(1)), 200),
    );
    expect(strong.reduce((s, m) => s + m.awayScore!, 0)).toBeGreaterThan(
      strong.reduce((s, m) => s + m.homeScore!, 0),
    );
  });

  it('gives every match a valid sheet with 11 starters a side and at most 5 changes', () => {
    for (const { home, away, end } of season) {
      const check = checkMatchSheet(end, context(home, away));
      expect(check).toEqual({ ok: true, homeScore: end.homeScore, awayScore: end.awayScore });
      for (const side of ['home', 'away']) {
        const mine = end.appearances.filter((a) => a.side === side);
        expect(mine.filter((a) => a.isStarter)).toHaveLength(11);
        expect(mine.filter((a) => !a.isStarter).length).toBeLessThanOrEqual(5);
        expect(mine.filter((a) => !a.isStarter).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has cards, saves, penalties, own goals, assists and injuries across a season', () => {
    const count = (type: string) =>
      season.reduce((s, m) => s + m.end.events.filter((e) => e.type === type).length, 0);
    expect(count('yellowCard') / season.length).toBeGreaterThan(2.5);
    expect(count('redCard') + count('secondYellow')).toBeGreaterThan(10);
    expect(count('penaltyGoal')).toBeGreaterThan(10);
    expect(count('penaltySaved')).toBeGreaterThan(3);
    expect(count('penaltyMissed')).toBeGreaterThan(count('penaltySaved'));
    expect(count('ownGoal')).toBeGreaterThan(5);
    const goals = season.flatMap((m) => m.end.events.filter((e) => e.type === 'goal'));
    const assisted = goals.filter((e) => e.relatedPlayerId !== null).length / goals.length;
    expect(assisted).toBeGreaterThan(0.6);
    const saves = season.reduce(
      (s, m) => s + m.end.appearances.reduce((x, a) => x + a.saves, 0),
      0,
    );
    expect(saves / season.length).toBeGreaterThan(3);
    expect(season.reduce((s, m) => s + m.sim.injuries.length, 0)).toBeGreaterThan(20);
  });

  it('keeps the side statistics consistent with the events', () => {
    for (const { end } of season) {
      for (const side of ['home', 'away'] as const) {
        const stats = side === 'home' ? end.homeStats! : end.awayStats!;
        const own = end.events.filter((e) => e.side === side);
        const goals = own.filter((e) => e.type === 'goal' || e.type === 'penaltyGoal').length;
        const otherSaves = end.appearances
          .filter((a) => a.side !== side)
          .reduce((s, a) => s + a.saves, 0);
        expect(stats.ShotsOnTarget).toBeGreaterThanOrEqual(goals + otherSaves);
        expect(stats.Shots).toBeGreaterThanOrEqual(stats.ShotsOnTarget!);
        const cards = own.filter((e) =>
          ['yellowCard', 'secondYellow', 'redCard'].includes(e.type),
        ).length;
        expect(stats.Fouls).toBeGreaterThanOrEqual(cards);
      }
      expect(end.homeStats!.Possession! + end.awayStats!.Possession!).toBe(100);
    }
  });
});

describe('a match as it stands', () => {
  const { sim, home, away } = season[3]!;
  it('is nothing before kickoff and a growing, valid sheet while live', () => {
    expect(matchAt(sim, -1)).toMatchObject({
      state: 'scheduled',
      minute: null,
      events: [],
      homeScore: null,
    });
    let lastEvents = 0;
    for (let elapsed = 0; elapsed < realDuration(sim); elapsed += 3) {
      const now = matchAt(sim, elapsed);
      expect(now.state).toBe('live');
      expect(checkMatchSheet(now, context(home, away))).toEqual({
        ok: true,
        homeScore: now.homeScore,
        awayScore: now.awayScore,
      });
      expect(now.events.length).toBeGreaterThanOrEqual(lastEvents);
      lastEvents = now.events.length;
      expect(now.minute).toBeGreaterThanOrEqual(1);
      expect(now.minute).toBeLessThanOrEqual(96);
    }
    expect(matchAt(sim, realDuration(sim)).state).toBe('finished');
  });

  it('runs the clock with a 15-minute half-time and stoppage time', () => {
    const s1 = sim.stoppage[0];
    expect(timelineAt(sim, 0)).toBe(1);
    expect(matchAt(sim, 44.5).minute).toBe(45);
    expect(matchAt(sim, 45 + s1 + 5).minute).toBe(45 + s1);
    expect(matchAt(sim, 45 + s1 + 15).minute).toBe(46);
    expect(matchAt(sim, realDuration(sim)).minute).toBe(90 + sim.stoppage[1]);
    expect(realDuration(sim)).toBe(fullTime(sim) + 15);
    expect(clockOf(45 + s1, sim.stoppage)).toEqual({ minute: 45, added: s1 });
    expect(clockOf(46 + s1, sim.stoppage)).toEqual({ minute: 46, added: null });
    expect(clockOf(fullTime(sim), sim.stoppage)).toEqual({ minute: 90, added: sim.stoppage[1] });
  });

  it('shows a player sent off or substituted only once it has happened', () => {
    const withSub = season.find((m) => m.sim.events.some((e) => e.type === 'substitution'))!;
    const sub = withSub.sim.events.find((e) => e.type === 'substitution')!;
    const before = matchAt(
      withSub.sim,
      sub.t - 2 - (sub.t > 45 + withSub.sim.stoppage[0] ? 15 : 0),
    );
    expect(before.appearances.find((a) => a.playerId === sub.relatedPlayerId)).toBeUndefined();
    expect(before.appearances.find((a) => a.playerId === sub.playerId)!.minuteOff).toBeNull();
  });
});
