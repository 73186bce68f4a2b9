/**
 * Scoring on hand-built matches: one test per row of the GAME_RULES scoring table, the
 * second yellow, the match bonus and its ties, then team points (captain, vice-captain,
 * boosters, auto-substitutions), ranks, the Pro table and re-running. One database per file;
 * each test plays its own round.
 */
import type { Database } from '../db/database';
import { addTestRound, pick, type Position, type TestPlayer } from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import { scoreRound } from './roundScoring';
import { formationMinimums } from './teamPoints';
import {
  addTeam,
  appear,
  clubSquad,
  event,
  newUser,
  openScoringDatabase,
  roundPointsOf,
  setMatch,
  sum,
  T0,
  type TeamSpec,
} from './testKit';

describe('formationMinimums', () => {
  it('takes the fewest of each position over the formations', () => {
    expect(formationMinimums(['3-4-3', '4-5-1', '5-2-3'])).toEqual({ DEF: 3, MID: 2, FWD: 1 });
  });
});

describe.each(TEST_DATABASES)('scoring on %s', (kind) => {
  let db: Database;
  let players: TestPlayer[];
  let roundNumber = 0;
  beforeAll(async () => {
    ({ db, players } = await openScoringDatabase(kind));
  });
  afterAll(() => db.close());

  const p = (club: number, position: Position, n: number) => pick(players, club, position, n);

  /** A live round whose match 0 (club 1 v 2) and match 1 (club 3 v 4) are finished. */
  async function newRound() {
    roundNumber += 1;
    const round = await addTestRound(db, {
      number: roundNumber,
      firstKickoff: new Date(T0.getTime() + roundNumber * 7 * 86400_000),
      state: 'live',
    });
    await setMatch(db, round.matchIds[0]!, 'finished');
    await setMatch(db, round.matchIds[1]!, 'finished');
    return { id: round.id, m0: round.matchIds[0]!, m1: round.matchIds[1]!, all: round.matchIds };
  }
  const score = (roundId: number, final = false) =>
    db.transaction((tx) => scoreRound(tx, roundId, { final }));

  /** A new user's team of club 1's squad (captain its first forward, vice its first midfielder). */
  async function clubOneTeam(roundId: number, spec: Partial<TeamSpec> = {}) {
    const { xi, bench } = clubSquad(players, 1);
    const userId = await newUser(db);
    const captain = p(1, 'FWD', 1);
    const vice = p(1, 'MID', 1);
    return addTeam(db, roundId, { userId, xi, bench, captain, vice, ...spec });
  }

  async function breakdown(roundId: number, player: TestPlayer) {
    const rows = await db.query<{ stat: string; count: number; points: number }>(
      'SELECT stat, count, points FROM player_score_rows WHERE round_id = $1 AND player_id = $2',
      [roundId, player.id],
    );
    return Object.fromEntries(rows.map((r) => [r.stat, [r.count, r.points]]));
  }
  async function stats(roundId: number, player: TestPlayer) {
    const [row] = await db.query<Record<string, unknown>>(
      'SELECT * FROM player_match_stats WHERE round_id = $1 AND player_id = $2',
      [roundId, player.id],
    );
    return row!;
  }

  describe('the scoring table', () => {
    it('minutes: 1 for 1-59, 2 for 60 or more (subs counted from when they came on)', async () => {
      const r = await newRound();
      await appear(db, r.m0, p(1, 'GK', 1), { off: 59 });
      await appear(db, r.m0, p(1, 'DEF', 1));
      await appear(db, r.m0, p(1, 'MID', 1), { on: 30 });
      await appear(db, r.m0, p(1, 'FWD', 1), { on: 89 });
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'GK', 1))).minutes).toEqual([59, 1]);
      expect((await breakdown(r.id, p(1, 'DEF', 1))).minutes).toEqual([90, 2]);
      expect((await breakdown(r.id, p(1, 'MID', 1))).minutes).toEqual([60, 2]);
      expect((await breakdown(r.id, p(1, 'FWD', 1))).minutes).toEqual([1, 1]);
    });

    it('goal: GK 10, DEF 6, MID 5, FWD 4, penalty goals included', async () => {
      const r = await newRound();
      for (const pl of [p(1, 'GK', 1), p(1, 'DEF', 1), p(1, 'MID', 1), p(1, 'FWD', 1)]) {
        await appear(db, r.m0, pl);
      }
      await event(db, r.m0, 10, 'goal', p(1, 'GK', 1));
      await event(db, r.m0, 20, 'goal', p(1, 'DEF', 1));
      await event(db, r.m0, 30, 'penaltyGoal', p(1, 'MID', 1));
      await event(db, r.m0, 40, 'goal', p(1, 'FWD', 1));
      await event(db, r.m0, 50, 'penaltyGoal', p(1, 'FWD', 1));
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'GK', 1))).goal).toEqual([1, 10]);
      expect((await breakdown(r.id, p(1, 'DEF', 1))).goal).toEqual([1, 6]);
      expect((await breakdown(r.id, p(1, 'MID', 1))).goal).toEqual([1, 5]);
      expect((await breakdown(r.id, p(1, 'FWD', 1))).goal).toEqual([2, 8]);
    });

    it('assist: 3 for every position', async () => {
      const r = await newRound();
      for (const pl of [p(1, 'GK', 1), p(1, 'MID', 1), p(1, 'FWD', 1)]) await appear(db, r.m0, pl);
      await event(db, r.m0, 10, 'goal', p(1, 'FWD', 1), p(1, 'MID', 1));
      await event(db, r.m0, 20, 'goal', p(1, 'FWD', 1), p(1, 'MID', 1));
      await event(db, r.m0, 30, 'goal', p(1, 'MID', 1), p(1, 'GK', 1));
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'MID', 1))).assist).toEqual([2, 6]);
      expect((await breakdown(r.id, p(1, 'GK', 1))).assist).toEqual([1, 3]);
      expect((await breakdown(r.id, p(1, 'FWD', 1))).assist).toBeUndefined();
    });

    it('clean sheet: GK 4, DEF 4, MID 1, FWD 0; 60+ minutes and none conceded while on', async () => {
      const r = await newRound();
      for (const pl of [p(1, 'GK', 1), p(1, 'DEF', 1), p(1, 'MID', 1), p(1, 'FWD', 1)]) {
        await appear(db, r.m0, pl);
      }
      await appear(db, r.m0, p(1, 'DEF', 2), { off: 59 });
      // Match 1: club 4 scores at 70; club 3's DEF1 went off at 65, DEF2 stayed.
      await appear(db, r.m1, p(3, 'DEF', 1), { off: 65 });
      await appear(db, r.m1, p(3, 'DEF', 2));
      await appear(db, r.m1, p(4, 'FWD', 1));
      await event(db, r.m1, 70, 'goal', p(4, 'FWD', 1));
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'GK', 1))).cleanSheet).toEqual([1, 4]);
      expect((await breakdown(r.id, p(1, 'DEF', 1))).cleanSheet).toEqual([1, 4]);
      expect((await breakdown(r.id, p(1, 'MID', 1))).cleanSheet).toEqual([1, 1]);
      expect((await breakdown(r.id, p(1, 'FWD', 1))).cleanSheet).toBeUndefined();
      expect((await stats(r.id, p(1, 'FWD', 1))).clean_sheet).toBe(true);
      expect((await breakdown(r.id, p(1, 'DEF', 2))).cleanSheet).toBeUndefined();
      expect((await breakdown(r.id, p(3, 'DEF', 1))).cleanSheet).toEqual([1, 4]);
      expect((await breakdown(r.id, p(3, 'DEF', 2))).cleanSheet).toBeUndefined();
    });

    it('saves: 1 for every 3 (GK)', async () => {
      const r = await newRound();
      await appear(db, r.m0, p(1, 'GK', 1), { saves: 5 });
      await appear(db, r.m0, p(2, 'GK', 1), { saves: 6 });
      await appear(db, r.m1, p(3, 'GK', 1), { saves: 2 });
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'GK', 1))).saves).toEqual([5, 1]);
      expect((await breakdown(r.id, p(2, 'GK', 1))).saves).toEqual([6, 2]);
      expect((await breakdown(r.id, p(3, 'GK', 1))).saves).toBeUndefined();
      expect((await stats(r.id, p(3, 'GK', 1))).saves).toBe(2);
    });

    it('penalty saved: 5 (GK)', async () => {
      const r = await newRound();
      await appear(db, r.m0, p(2, 'GK', 1));
      await appear(db, r.m0, p(1, 'FWD', 1));
      await event(db, r.m0, 30, 'penaltySaved', p(2, 'GK', 1), p(1, 'FWD', 1));
      await event(db, r.m0, 30, 'penaltyMissed', p(1, 'FWD', 1));
      await score(r.id);
      expect((await breakdown(r.id, p(2, 'GK', 1))).penaltySaved).toEqual([1, 5]);
    });

    it('penalty missed: -2 for every position', async () => {
      const r = await newRound();
      await appear(db, r.m0, p(1, 'DEF', 1));
      await appear(db, r.m0, p(1, 'FWD', 1));
      await event(db, r.m0, 30, 'penaltyMissed', p(1, 'FWD', 1));
      await event(db, r.m0, 60, 'penaltyMissed', p(1, 'DEF', 1));
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'FWD', 1))).penaltyMissed).toEqual([1, -2]);
      expect((await breakdown(r.id, p(1, 'DEF', 1))).penaltyMissed).toEqual([1, -2]);
    });

    it('goals conceded: -1 for every 2 while on (GK, DEF); own goals count for the other side', async () => {
      const r = await newRound();
      for (const pl of [p(1, 'GK', 1), p(1, 'DEF', 1), p(1, 'DEF', 2), p(1, 'MID', 1)]) {
        await appear(db, r.m0, pl);
      }
      await appear(db, r.m0, p(1, 'DEF', 3), { on: 80 });
      await appear(db, r.m0, p(2, 'FWD', 1));
      await appear(db, r.m0, p(2, 'GK', 1));
      await event(db, r.m0, 10, 'goal', p(2, 'FWD', 1));
      await event(db, r.m0, 20, 'ownGoal', p(1, 'DEF', 1));
      await event(db, r.m0, 30, 'goal', p(2, 'FWD', 1));
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'GK', 1))).goalsConceded).toEqual([3, -1]);
      expect((await breakdown(r.id, p(1, 'DEF', 2))).goalsConceded).toEqual([3, -1]);
      expect((await breakdown(r.id, p(1, 'MID', 1))).goalsConceded).toBeUndefined();
      expect((await stats(r.id, p(1, 'MID', 1))).goals_conceded).toBe(3);
      expect((await stats(r.id, p(1, 'DEF', 3))).goals_conceded).toBe(0);
      expect((await stats(r.id, p(2, 'GK', 1))).goals_conceded).toBe(0);
      expect((await breakdown(r.id, p(2, 'GK', 1))).cleanSheet).toEqual([1, 4]);
    });

    it('yellow card -1, red card -3, own goal -2', async () => {
      const r = await newRound();
      await appear(db, r.m0, p(1, 'DEF', 1));
      await appear(db, r.m0, p(1, 'MID', 1), { off: 40 });
      await appear(db, r.m0, p(1, 'FWD', 1));
      await event(db, r.m0, 15, 'yellowCard', p(1, 'DEF', 1));
      await event(db, r.m0, 40, 'redCard', p(1, 'MID', 1));
      await event(db, r.m0, 50, 'ownGoal', p(1, 'FWD', 1));
      await score(r.id);
      expect((await breakdown(r.id, p(1, 'DEF', 1))).yellowCard).toEqual([1, -1]);
      expect((await breakdown(r.id, p(1, 'MID', 1))).redCard).toEqual([1, -3]);
      expect((await breakdown(r.id, p(1, 'FWD', 1))).ownGoal).toEqual([1, -2]);
    });

    it("second yellow: a red card whose -3 replaces the yellow's -1", async () => {
      const r = await newRound();
      await appear(db, r.m0, p(1, 'MID', 2), { off: 60 });
      await event(db, r.m0, 20, 'yellowCard', p(1, 'MID', 2));
      await event(db, r.m0, 60, 'secondYellow', p(1, 'MID', 2));
      await score(r.id);
      const rows = await breakdown(r.id, p(1, 'MID', 2));
      expect(rows.yellowCard).toBeUndefined();
      expect(rows.redCard).toEqual([1, -3]);
      expect(await stats(r.id, p(1, 'MID', 2))).toMatchObject({ yellow_cards: 2, red_cards: 1 });
      // 60 minutes (2), the red (-3), a clean sheet (+1: nobody scored while he was on), and
      // the match bonus (+3: the only player of the match).
      expect((await stats(r.id, p(1, 'MID', 2))).points).toBe(sum([2, -3, 1, 3]));
    });

    it('match bonus: 3, 2, 1 to the top three fantasy scorers of the match', async () => {
      const r = await newRound();
      for (const pl of [p(1, 'GK', 1), p(1, 'FWD', 1), p(2, 'GK', 1), p(2, 'FWD', 1)]) {
        await appear(db, r.m0, pl);
      }
      for (const minute of [10, 20, 30]) await event(db, r.m0, minute, 'goal', p(1, 'FWD', 1));
      await event(db, r.m0, 40, 'goal', p(2, 'FWD', 1));
      await score(r.id);
      // Before bonus: club 1 FWD 2+12 = 14, club 2 FWD 2+4 = 6, club 1 GK 2 (1 conceded),
      // club 2 GK 2-1 = 1 (3 conceded).
      const bonusOf = async (pl: TestPlayer) => (await stats(r.id, pl)).bonus_points;
      expect(await bonusOf(p(1, 'FWD', 1))).toBe(3);
      expect(await bonusOf(p(2, 'FWD', 1))).toBe(2);
      expect(await bonusOf(p(1, 'GK', 1))).toBe(1);
      expect(await bonusOf(p(2, 'GK', 1))).toBe(0);
      expect((await breakdown(r.id, p(1, 'FWD', 1))).bonus).toEqual([1, 3]);
      expect((await stats(r.id, p(1, 'FWD', 1))).points).toBe(14 + 3);
    });

    it('match bonus ties share a rank (competition ranking: 1, 1, 3, 3, 5)', async () => {
      const r = await newRound();
      await appear(db, r.m0, p(1, 'FWD', 1));
      await appear(db, r.m0, p(2, 'FWD', 1));
      await appear(db, r.m0, p(1, 'MID', 1));
      await appear(db, r.m0, p(2, 'DEF', 1));
      await appear(db, r.m0, p(1, 'MID', 2), { on: 60 });
      await event(db, r.m0, 10, 'goal', p(1, 'FWD', 1));
      await event(db, r.m0, 20, 'goal', p(2, 'FWD', 1));
      await score(r.id);
      // FWDs 6 each; club 1 MID1 and club 2 DEF1 2 each (both conceded); MID2 1 (30 minutes).
      const bonus = await db.query<{ player_id: number; bonus_points: number }>(
        'SELECT player_id, bonus_points FROM player_match_stats WHERE match_id = $1',
        [r.m0],
      );
      const of = (pl: TestPlayer) => bonus.find((b) => b.player_id === pl.id)!.bonus_points;
      expect([p(1, 'FWD', 1), p(2, 'FWD', 1), p(1, 'MID', 1), p(2, 'DEF', 1)].map(of)).toEqual([
        3, 3, 1, 1,
      ]);
      expect(of(p(1, 'MID', 2))).toBe(0);
    });
  });

  describe('what is counted', () => {
    it('a live match counts to its current minute; a scheduled one not at all', async () => {
      const r = await newRound();
      await setMatch(db, r.all[2]!, 'live', 50);
      await appear(db, r.all[2]!, p(5, 'FWD', 1));
      await appear(db, r.all[3]!, p(7, 'FWD', 1)); // still scheduled
      await score(r.id);
      expect((await breakdown(r.id, p(5, 'FWD', 1))).minutes).toEqual([50, 1]);
      expect(await breakdown(r.id, p(7, 'FWD', 1))).toEqual({});
    });

    it("a player's round score, total, latest round points and form follow the rounds", async () => {
      const r = await newRound();
      const fwd = p(1, 'FWD', 3);
      await appear(db, r.m0, fwd);
      await event(db, r.m0, 10, 'goal', fwd);
      await score(r.id);
      const [own] = await roundPointsOf(db, r.id, [fwd]);
      const [figures] = await db.query<{
        total_points: number;
        round_points: number;
        form: string;
      }>('SELECT total_points, round_points, form::text FROM players WHERE id = $1', [fwd.id]);
      const history = await db.query<{ number: number; points: number | null }>(
        `SELECT r.number, prs.points FROM rounds r
         LEFT JOIN player_round_scores prs ON prs.round_id = r.id AND prs.player_id = $1
         WHERE r.state IN ('live', 'finished', 'scored') ORDER BY r.number DESC`,
        [fwd.id],
      );
      const last4 = history.slice(0, 4).map((h) => h.points ?? 0);
      const form = Math.round((sum(last4) / last4.length) * 10) / 10;
      expect(figures!.round_points).toBe(own);
      expect(figures!.total_points).toBe(sum(history.map((h) => h.points ?? 0)));
      expect(Number(figures!.form)).toBeCloseTo(form, 5);
    });
  });

  describe('team points', () => {
    /** Both clubs of match 0 play 90 minutes, except `absent`. */
    async function playMatch0(r: { m0: number }, absent: TestPlayer[] = []) {
      for (const pl of players.filter((x) => x.clubId <= 2 && !absent.includes(x))) {
        await appear(db, r.m0, pl);
      }
    }
    const teamRow = async (teamId: number) =>
      (
        await db.query<{ points: number; round_rank: number | null }>(
          `SELECT sc.points, ps.round_rank FROM user_teams t
           LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
           LEFT JOIN pro_standings ps ON ps.round_id = t.round_id AND ps.user_team_id = t.id
           WHERE t.id = $1`,
          [teamId],
        )
      )[0]!;
    const flags = async (teamId: number) =>
      db.query<{ player_id: number; auto_subbed_in: boolean; auto_subbed_out: boolean }>(
        // The team's substitutions: bit i of auto_subs for the squad's i-th player.
        `SELECT player_id, i > 11 AS auto_subbed_in, i <= 11 AS auto_subbed_out
         FROM user_teams t JOIN user_team_scores sc ON sc.user_team_id = t.id,
           unnest(t.squad) WITH ORDINALITY AS s (player_id, i)
         WHERE t.id = $1 AND (sc.auto_subs >> i::int) & 1 = 1 ORDER BY player_id`,
        [teamId],
      );

    it('captain ×2', async () => {
      const r = await newRound();
      await playMatch0(r);
      const { xi, bench } = clubSquad(players, 1);
      const [captain, vice] = [p(1, 'FWD', 1), p(1, 'MID', 1)];
      const team = await addTeam(db, r.id, {
        userId: await newUser(db),
        xi,
        bench,
        captain,
        vice,
      });
      await score(r.id, true);
      const [cap] = await roundPointsOf(db, r.id, [captain]);
      expect((await teamRow(team)).points).toBe(sum(await roundPointsOf(db, r.id, xi)) + cap!);
    });

    it('the vice-captain takes the multiplier when the captain plays no minute', async () => {
      const r = await newRound();
      const [captain, vice] = [p(1, 'FWD', 1), p(1, 'MID', 1)];
      await playMatch0(r, [captain]);
      const { xi, bench } = clubSquad(players, 1);
      const team = await addTeam(db, r.id, { userId: await newUser(db), xi, bench, captain, vice });
      await score(r.id, false);
      const [vicePoints] = await roundPointsOf(db, r.id, [vice]);
      expect(vicePoints).toBeGreaterThan(0);
      expect((await teamRow(team)).points).toBe(
        sum(await roundPointsOf(db, r.id, xi)) + vicePoints!,
      );
    });

    it('nobody doubles when neither captain nor vice-captain plays', async () => {
      const r = await newRound();
      const [captain, vice] = [p(1, 'FWD', 1), p(1, 'MID', 1)];
      await playMatch0(r, [captain, vice]);
      const { xi, bench } = clubSquad(players, 1);
      const team = await addTeam(db, r.id, { userId: await newUser(db), xi, bench, captain, vice });
      await score(r.id, false);
      expect((await teamRow(team)).points).toBe(sum(await roundPointsOf(db, r.id, xi)));
    });

    it('Triple Captain: captain ×3', async () => {
      const r = await newRound();
      await playMatch0(r);
      const { xi, bench } = clubSquad(players, 1);
      const [captain, vice] = [p(1, 'FWD', 1), p(1, 'MID', 1)];
      const team = await addTeam(db, r.id, {
        userId: await newUser(db),
        xi,
        bench,
        captain,
        vice,
        booster: 'TripleCaptain',
      });
      await score(r.id, true);
      const [cap] = await roundPointsOf(db, r.id, [captain]);
      expect(cap).toBeGreaterThan(0);
      expect((await teamRow(team)).points).toBe(sum(await roundPointsOf(db, r.id, xi)) + 2 * cap!);
    });

    it('Bench Boost: the bench counts too, and nobody is auto-substituted', async () => {
      const r = await newRound();
      await playMatch0(r, [p(1, 'MID', 4)]);
      const { xi, bench } = clubSquad(players, 1);
      const [captain, vice] = [p(1, 'FWD', 1), p(1, 'MID', 1)];
      const team = await addTeam(db, r.id, {
        userId: await newUser(db),
        xi,
        bench,
        captain,
        vice,
        booster: 'BenchBoost',
      });
      await score(r.id, true);
      const [cap] = await roundPointsOf(db, r.id, [captain]);
      expect((await teamRow(team)).points).toBe(
        sum(await roundPointsOf(db, r.id, [...xi, ...bench])) + cap!,
      );
      expect(await flags(team)).toEqual([]);
    });

    it('auto-sub: the first bench player who played replaces a starter with 0 minutes (final only)', async () => {
      const r = await newRound();
      const out = p(1, 'MID', 4);
      await playMatch0(r, [out]);
      const team = await clubOneTeam(r.id);
      await score(r.id, false);
      expect(await flags(team)).toEqual([]);
      const provisional = (await teamRow(team)).points;
      await score(r.id, true);
      // The bench GK played but only replaces a GK: the DEF (bench 2) comes in.
      const subIn = p(1, 'DEF', 5);
      expect(await flags(team)).toEqual(
        [
          { player_id: out.id, auto_subbed_in: false, auto_subbed_out: true },
          { player_id: subIn.id, auto_subbed_in: true, auto_subbed_out: false },
        ].sort((a, b) => a.player_id - b.player_id),
      );
      const [subPoints] = await roundPointsOf(db, r.id, [subIn]);
      expect((await teamRow(team)).points).toBe(provisional! + subPoints!);
    });

    it('auto-sub: a starter with 0 minutes who still scored takes his points out with him', async () => {
      const r = await newRound();
      const out = p(1, 'MID', 4);
      await playMatch0(r, [out]);
      // On at the 90th minute (0 minutes played), a goal in added time entered at 90.
      await appear(db, r.m0, out, { on: 90 });
      await event(db, r.m0, 90, 'goal', out);
      const team = await clubOneTeam(r.id);
      await score(r.id, false);
      const provisional = (await teamRow(team)).points;
      await score(r.id, true);
      const subIn = p(1, 'DEF', 5);
      expect((await flags(team)).map((f) => f.player_id)).toEqual(
        [out.id, subIn.id].sort((a, b) => a - b),
      );
      const [outPoints, subPoints] = await roundPointsOf(db, r.id, [out, subIn]);
      expect(outPoints).toBe(5);
      expect((await teamRow(team)).points).toBe(provisional! - outPoints! + subPoints!);
    });

    it('auto-sub: bench order, skipping bench players who did not play', async () => {
      const r = await newRound();
      const out = p(1, 'MID', 4);
      await playMatch0(r, [out, p(1, 'DEF', 5)]);
      const team = await clubOneTeam(r.id);
      await score(r.id, true);
      const ins = (await flags(team)).filter((f) => f.auto_subbed_in).map((f) => f.player_id);
      expect(ins).toEqual([p(1, 'MID', 5).id]);
    });

    it('auto-sub: several in one team, one a pass, starters in slot order, until the bench runs out', async () => {
      const r = await newRound();
      const absent = [p(1, 'DEF', 1), p(1, 'MID', 1), p(1, 'MID', 2), p(1, 'FWD', 1)];
      await playMatch0(r, absent);
      const team = await clubOneTeam(r.id);
      await score(r.id, false);
      const provisional = (await teamRow(team)).points;
      await score(r.id, true);
      // DEF 1 by DEF 5, MID 1 by MID 5, MID 2 by FWD 3 (3 MID left); the bench GK only
      // replaces a GK, so FWD 1 stays.
      const ins = [p(1, 'DEF', 5), p(1, 'MID', 5), p(1, 'FWD', 3)];
      const subbed = await flags(team);
      expect(subbed.filter((f) => f.auto_subbed_in).map((f) => f.player_id)).toEqual(
        ins.map((x) => x.id).sort((a, b) => a - b),
      );
      expect(subbed.filter((f) => f.auto_subbed_out).map((f) => f.player_id)).toEqual(
        absent
          .slice(0, 3)
          .map((x) => x.id)
          .sort((a, b) => a - b),
      );
      const inPoints = await roundPointsOf(db, r.id, ins);
      expect((await teamRow(team)).points).toBe(
        provisional! + inPoints.reduce((sum, x) => sum + x, 0),
      );
    });

    it("auto-sub: a vice-captain who comes in from the bench takes the absent captain's multiplier", async () => {
      const r = await newRound();
      // DEF 5 (bench 2) did not play either: MID 5 replaces MID 4, then FWD 3 replaces FWD 1.
      await playMatch0(r, [p(1, 'FWD', 1), p(1, 'MID', 4), p(1, 'DEF', 5)]);
      const vice = p(1, 'MID', 5);
      const team = await clubOneTeam(r.id, { vice });
      await score(r.id, false);
      const provisional = (await teamRow(team)).points;
      await score(r.id, true);
      const [vicePoints] = await roundPointsOf(db, r.id, [vice]);
      const [fwdPoints] = await roundPointsOf(db, r.id, [p(1, 'FWD', 3)]);
      expect(vicePoints).not.toBe(0);
      expect((await teamRow(team)).points).toBe(provisional! + 2 * vicePoints! + fwdPoints!);
    });

    it('auto-sub: a GK only by the bench GK', async () => {
      const r = await newRound();
      const { xi, bench } = clubSquad(players, 1);
      // Team A: both GKs of club 1 absent. Team B (club 2): starting GK absent, bench GK played.
      await playMatch0(r, [p(1, 'GK', 1), p(1, 'GK', 2), p(2, 'GK', 1)]);
      const a = await addTeam(db, r.id, {
        userId: await newUser(db),
        xi,
        bench,
        captain: p(1, 'FWD', 1),
        vice: p(1, 'MID', 1),
      });
      const squad2 = clubSquad(players, 2);
      const b = await addTeam(db, r.id, {
        userId: await newUser(db),
        ...squad2,
        captain: p(2, 'FWD', 1),
        vice: p(2, 'MID', 1),
      });
      await score(r.id, true);
      expect(await flags(a)).toEqual([]);
      expect(await flags(b)).toEqual(
        [
          { player_id: p(2, 'GK', 1).id, auto_subbed_in: false, auto_subbed_out: true },
          { player_id: p(2, 'GK', 2).id, auto_subbed_in: true, auto_subbed_out: false },
        ].sort((x, y) => x.player_id - y.player_id),
      );
    });

    it('auto-sub: the formation stays valid (3 DEF at least)', async () => {
      const r = await newRound();
      const c = (pos: Position, n: number) => p(1, pos, n);
      const xi = [
        c('GK', 1),
        c('DEF', 1),
        c('DEF', 2),
        c('DEF', 3),
        c('MID', 1),
        c('MID', 2),
        c('MID', 3),
        c('MID', 4),
        c('FWD', 1),
        c('FWD', 2),
        c('FWD', 3),
      ];
      const bench = [c('GK', 2), c('MID', 5), c('DEF', 4), c('DEF', 5)];
      await playMatch0(r, [c('DEF', 1)]);
      const team = await addTeam(db, r.id, {
        userId: await newUser(db),
        xi,
        bench,
        lineup: '3-4-3',
        captain: c('FWD', 1),
        vice: c('MID', 1),
      });
      await score(r.id, true);
      const ins = (await flags(team)).filter((f) => f.auto_subbed_in).map((f) => f.player_id);
      expect(ins).toEqual([c('DEF', 4).id]);
    });

    it('auto-sub: a carded starter with 0 minutes is not replaced; his card counts', async () => {
      const r = await newRound();
      const carded = p(1, 'MID', 4);
      await playMatch0(r, [carded]);
      await appear(db, r.m0, carded, { on: 90 });
      await event(db, r.m0, 90, 'yellowCard', carded);
      const { xi } = clubSquad(players, 1);
      const captain = p(1, 'FWD', 1);
      const team = await clubOneTeam(r.id);
      await score(r.id, true);
      expect(await flags(team)).toEqual([]);
      expect(await roundPointsOf(db, r.id, [carded])).toEqual([-1]);
      const [cap] = await roundPointsOf(db, r.id, [captain]);
      expect((await teamRow(team)).points).toBe(sum(await roundPointsOf(db, r.id, xi)) + cap!);
    });

    it('scoring again replaces what it wrote: same rows, stale flags cleared', async () => {
      const r = await newRound();
      const out = p(1, 'MID', 4);
      await playMatch0(r, [out]);
      await event(db, r.m0, 30, 'goal', p(1, 'FWD', 1), p(1, 'MID', 1));
      const team = await clubOneTeam(r.id);
      const snapshot = async () => ({
        rows: await db.query(
          'SELECT * FROM player_score_rows WHERE round_id = $1 ORDER BY match_id, player_id, stat',
          [r.id],
        ),
        stats: await db.query(
          'SELECT * FROM player_match_stats WHERE round_id = $1 ORDER BY match_id, player_id',
          [r.id],
        ),
        round: await db.query(
          'SELECT * FROM player_round_scores WHERE round_id = $1 ORDER BY player_id',
          [r.id],
        ),
        teams: await db.query(
          `SELECT t.id, sc.points, sc.auto_subs FROM user_teams t
           LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
           WHERE t.round_id = $1 ORDER BY t.id`,
          [r.id],
        ),
        picks: await flags(team),
        table: await db.query('SELECT * FROM pro_standings WHERE round_id = $1 ORDER BY user_id', [
          r.id,
        ]),
      });
      await score(r.id, true);
      const first = await snapshot();
      expect(first.picks).toHaveLength(2);
      await score(r.id, true);
      expect(await snapshot()).toEqual(first);
      // A correction: the absent midfielder did play after all.
      await appear(db, r.m0, out);
      await score(r.id, true);
      expect(await flags(team)).toEqual([]);
    });

    it("the round's Pro table rows are replaced whole, in the round's own partition; scored again with nothing moved, they and the standings counter stay", async () => {
      const r = await newRound();
      await playMatch0(r);
      const scorer = p(1, 'FWD', 1);
      await clubOneTeam(r.id);
      // A row not written by scoring (a user with no team in the round) is not the round's.
      const stray = await newUser(db);
      await db.query(
        `INSERT INTO pro_standings (round_id, user_id, round_points, total_points, best_round,
           round_rank, overall_rank, first_team_created_at, user_name)
         VALUES ($1, $2, 99, 99, 99, 1, 1, now(), 'stray')`,
        [r.id, stray],
      );
      const version = async () =>
        (await db.query<{ version: number }>('SELECT version::int FROM standings_version'))[0]!
          .version;
      const rows = () =>
        db.query<{ part: string; user_id: number; round_points: number; xmin: string }>(
          `SELECT tableoid::regclass::text AS part, user_id, round_points, xmin::text
           FROM pro_standings WHERE round_id = $1 ORDER BY user_id`,
          [r.id],
        );
      await score(r.id);
      const first = await rows();
      expect(first).toEqual([
        {
          part: `pro_standings_round_${r.id}`,
          user_id: expect.any(Number),
          round_points: expect.any(Number),
          xmin: expect.any(String),
        },
      ]);
      const before = await version();
      await score(r.id);
      expect(await rows()).toEqual(first);
      expect(await version()).toBe(before);
      // A goal more: the round's rows are new ones (another transaction's), with the goal.
      await event(db, r.m0, 80, 'goal', scorer);
      await score(r.id);
      const second = await rows();
      expect(second).toEqual([
        { ...first[0], round_points: expect.any(Number), xmin: expect.any(String) },
      ]);
      // The captain's goal (and any match bonus it brings), doubled.
      expect(second[0]!.round_points).toBeGreaterThanOrEqual(first[0]!.round_points + 4 * 2);
      expect(second[0]!.xmin).not.toBe(first[0]!.xmin);
      expect(await version()).toBeGreaterThan(before);
    });

    it("a goal rewrites the results of the teams that picked its scorer only; another team's rank moves on its Pro row", async () => {
      const r = await newRound();
      // Two matches: a's club 1 in the first, b's club 3 in the second.
      await playMatch0(r);
      for (const pl of players.filter((x) => x.clubId === 3 || x.clubId === 4)) {
        await appear(db, r.m1, pl);
      }
      const [scorerA, scorerB] = [p(1, 'FWD', 1), p(3, 'FWD', 1)];
      const a = await clubOneTeam(r.id);
      const b = await addTeam(db, r.id, {
        userId: await newUser(db),
        ...clubSquad(players, 3),
        captain: scorerB,
        vice: p(3, 'MID', 1),
      });
      const result = async (teamId: number) => ({
        ...(await teamRow(teamId)),
        xmin: (
          await db.query<{ xmin: string }>(
            'SELECT xmin::text FROM user_team_scores WHERE user_team_id = $1',
            [teamId],
          )
        )[0]!.xmin,
      });
      let minute = 1;
      // Goals of b's captain until b leads, then of a's captain until a does.
      for (const [scorer, match, leader, other] of [
        [scorerB, r.m1, b, a],
        [scorerA, r.m0, a, b],
      ] as const) {
        await score(r.id);
        const before = await result(other);
        while ((await teamRow(leader)).points <= (await teamRow(other)).points) {
          await event(db, match, minute++, 'goal', scorer);
          await score(r.id);
        }
        expect(await result(leader)).toMatchObject({ round_rank: 1 });
        // The other team's points did not move: its result row is the one written before.
        expect(await result(other)).toEqual({ ...before, round_rank: 2 });
      }
      expect(minute).toBeGreaterThan(1);
    });

    it('round ranks and the Pro table: ties by total, best round, earlier first team, then the earlier account', async () => {
      const r1 = await newRound();
      await playMatch0(r1, [p(2, 'FWD', 1)]);
      const [a, b, c] = [await newUser(db), await newUser(db), await newUser(db)];
      const squad1 = clubSquad(players, 1);
      const squad2 = clubSquad(players, 2);
      const captain1 = { captain: p(1, 'FWD', 1), vice: p(1, 'MID', 1) };
      const later = new Date(T0.getTime() + 60_000);
      const ta = await addTeam(db, r1.id, { userId: a, ...squad1, ...captain1 });
      const tb = await addTeam(db, r1.id, { userId: b, ...squad1, ...captain1 });
      const tc = await addTeam(db, r1.id, { userId: c, ...squad1, ...captain1, createdAt: later });
      const extra = await addTeam(db, r1.id, {
        userId: a,
        ...squad2,
        captain: p(2, 'FWD', 2),
        vice: p(2, 'MID', 1),
        primary: false,
      });
      // c's first primary team is his round 1 team: a team not primary, earlier, does not count.
      await addTeam(db, r1.id, {
        userId: c,
        ...squad2,
        captain: p(2, 'FWD', 2),
        vice: p(2, 'MID', 1),
        primary: false,
        createdAt: new Date(T0.getTime() - 60_000),
      });
      await score(r1.id, true);
      // a and b are equal on the whole tie rule: a's is the earlier account. Ranks are
      // positions, never shared (api-spec/league.yaml).
      expect((await teamRow(ta)).round_rank).toBe(1);
      expect((await teamRow(tb)).round_rank).toBe(2);
      expect((await teamRow(tc)).round_rank).toBe(3);
      expect((await teamRow(extra)).round_rank).toBeNull();
      expect((await teamRow(extra)).points).not.toBeNull();
      const table1 = await db.query<Record<string, unknown>>(
        `SELECT user_id, user_team_id, round_points, total_points, best_round, round_rank, overall_rank
         FROM pro_standings WHERE round_id = $1 ORDER BY round_rank, user_id`,
        [r1.id],
      );
      const pts = (await teamRow(ta)).points;
      expect(table1).toEqual([
        {
          user_id: a,
          user_team_id: ta,
          round_points: pts,
          total_points: pts,
          best_round: pts,
          round_rank: 1,
          overall_rank: 1,
        },
        {
          user_id: b,
          user_team_id: tb,
          round_points: pts,
          total_points: pts,
          best_round: pts,
          round_rank: 2,
          overall_rank: 2,
        },
        {
          user_id: c,
          user_team_id: tc,
          round_points: pts,
          total_points: pts,
          best_round: pts,
          round_rank: 3,
          overall_rank: 3,
        },
      ]);

      // Round 2: b's team scores less than a's and c's; totals and best rounds carry over.
      const r2 = await newRound();
      await playMatch0(r2);
      const tb2 = await addTeam(db, r2.id, {
        userId: b,
        ...squad2,
        captain: p(2, 'GK', 1),
        vice: p(2, 'MID', 1),
      });
      const ta2 = await addTeam(db, r2.id, { userId: a, ...squad1, ...captain1 });
      const tc2 = await addTeam(db, r2.id, {
        userId: c,
        ...squad1,
        ...captain1,
        createdAt: new Date(later.getTime() + 60_000),
      });
      await score(r2.id, true);
      const [pa, pb, pc] = [
        (await teamRow(ta2)).points,
        (await teamRow(tb2)).points,
        (await teamRow(tc2)).points,
      ];
      expect(pa).toBe(pc);
      expect(pb).not.toBe(pa);
      const table2 = await db.query<{
        user_id: number;
        total_points: number;
        best_round: number;
        overall_rank: number;
        first_team_created_at: Date;
      }>(
        'SELECT user_id, total_points, best_round, overall_rank, first_team_created_at FROM pro_standings WHERE round_id = $1',
        [r2.id],
      );
      const row = (u: number) => table2.find((t) => t.user_id === u)!;
      expect(row(a)).toMatchObject({ total_points: pts + pa, best_round: Math.max(pts, pa) });
      expect(row(b)).toMatchObject({ total_points: pts + pb, best_round: Math.max(pts, pb) });
      // c's round 2 team is later still: his first primary team is round 1's.
      expect(row(c).first_team_created_at).toEqual(later);
      expect(row(a).overall_rank).toBe(pb > pa ? 2 : 1);
      expect(row(c).overall_rank).toBe(pb > pa ? 3 : 2);
    });

    it("totals carry from each user's latest earlier row: a round missed, a newcomer; the arrow from the previous scored round", async () => {
      const squad1 = clubSquad(players, 1);
      const squad2 = clubSquad(players, 2);
      const captain1 = { captain: p(1, 'FWD', 1), vice: p(1, 'MID', 1) };
      const captain2 = { captain: p(2, 'GK', 1), vice: p(2, 'MID', 1) };
      const [a, b, d] = [await newUser(db), await newUser(db), await newUser(db)];
      const later = new Date(T0.getTime() + 60_000);
      const points = async (teamId: number) => (await teamRow(teamId)).points!;
      const rows = (roundId: number) =>
        db.query<{
          user_id: number;
          total_points: number;
          best_round: number;
          overall_rank: number;
          first_team_created_at: Date;
          previous_overall_rank: number | null;
        }>(
          `SELECT user_id, total_points, best_round, overall_rank, first_team_created_at,
             previous_overall_rank FROM pro_standings WHERE round_id = $1 ORDER BY user_id`,
          [roundId],
        );
      const scoredRound = async (roundId: number) => {
        await score(roundId, true);
        await db.query("UPDATE rounds SET state = 'scored' WHERE id = $1", [roundId]);
      };

      // Round 1: a and b. Round 2: a alone (b has no team). Round 3: a, b and d (new).
      const r1 = await newRound();
      await playMatch0(r1);
      const a1 = await addTeam(db, r1.id, { userId: a, ...squad2, ...captain2 });
      const b1 = await addTeam(db, r1.id, { userId: b, ...squad1, ...captain1, createdAt: later });
      await scoredRound(r1.id);
      const r2 = await newRound();
      await playMatch0(r2);
      const a2 = await addTeam(db, r2.id, { userId: a, ...squad1, ...captain1 });
      await scoredRound(r2.id);
      const r3 = await newRound();
      await playMatch0(r3);
      const a3 = await addTeam(db, r3.id, { userId: a, ...squad1, ...captain1 });
      const b3 = await addTeam(db, r3.id, {
        userId: b,
        ...squad2,
        ...captain2,
        createdAt: new Date(later.getTime() + 60_000),
      });
      const d3 = await addTeam(db, r3.id, { userId: d, ...squad1, ...captain1, createdAt: later });
      await score(r3.id, true);

      const [pa1, pa2, pa3] = [await points(a1), await points(a2), await points(a3)];
      const [pb1, pb3, pd3] = [await points(b1), await points(b3), await points(d3)];
      expect(new Set([pa1, pb1]).size).toBe(2);
      const [round1, round2, round3] = [await rows(r1.id), await rows(r2.id), await rows(r3.id)];
      const rank = (table: typeof round1, user: number) =>
        table.find((r) => r.user_id === user)?.overall_rank ?? null;
      expect(round3).toEqual([
        {
          user_id: a,
          total_points: pa1 + pa2 + pa3,
          best_round: Math.max(pa1, pa2, pa3),
          overall_rank: expect.any(Number),
          first_team_created_at: T0,
          previous_overall_rank: rank(round2, a),
        },
        {
          // b's totals and first team come from his round 1 row, round 2 having none.
          user_id: b,
          total_points: pb1 + pb3,
          best_round: Math.max(pb1, pb3),
          overall_rank: expect.any(Number),
          first_team_created_at: later,
          previous_overall_rank: null,
        },
        {
          user_id: d,
          total_points: pd3,
          best_round: pd3,
          overall_rank: expect.any(Number),
          first_team_created_at: later,
          previous_overall_rank: null,
        },
      ]);

      // Round 2 back to playing (scored again later): round 3's totals still run through
      // round 2's rows, its arrow from round 1, the previous scored round.
      await db.query("UPDATE rounds SET state = 'live' WHERE id = $1", [r2.id]);
      await score(r3.id, true);
      expect(await rows(r3.id)).toEqual(
        round3.map((row) => ({ ...row, previous_overall_rank: rank(round1, row.user_id) })),
      );
    });

    it('Taraftar ranks among the fans of the club supported when the round was first scored', async () => {
      const squad = clubSquad(players, 1);
      const captains = { captain: p(1, 'FWD', 1), vice: p(1, 'MID', 1) };
      const later = new Date(T0.getTime() + 60_000);
      const [a, b, c] = [await newUser(db), await newUser(db), await newUser(db)];
      const support = (user: number, club: number) =>
        db.query('UPDATE users SET favorite_team_id = $2 WHERE id = $1', [user, club]);
      await support(a, 5);
      await support(b, 5);
      await support(c, 6);
      const clubRows = (roundId: number) =>
        db.query<Record<string, number>>(
          `SELECT user_id, club_id, club_round_rank, club_overall_rank FROM pro_standings
           WHERE round_id = $1 AND user_id = ANY($2::int[]) ORDER BY user_id`,
          [roundId, [a, b, c]],
        );
      const r1 = await newRound();
      await playMatch0(r1);
      for (const [user, createdAt] of [
        [a, T0],
        [b, later],
        [c, later],
      ] as const) {
        await addTeam(db, r1.id, { userId: user, ...squad, ...captains, createdAt });
      }
      await score(r1.id);
      // b moves to c's club while the round is live: he stays with club 5 for this round,
      // though a goal changes every row.
      await support(b, 6);
      await event(db, r1.m0, 30, 'goal', p(1, 'FWD', 1), p(1, 'MID', 1));
      await score(r1.id, true);
      const inClub = (user: number, club: number, rank: number) => ({
        user_id: user,
        club_id: club,
        club_round_rank: rank,
        club_overall_rank: rank,
      });
      expect(await clubRows(r1.id)).toEqual([inClub(a, 5, 1), inClub(b, 5, 2), inClub(c, 6, 1)]);

      const r2 = await newRound();
      await playMatch0(r2);
      for (const [user, createdAt] of [
        [a, T0],
        [b, later],
        [c, later],
      ] as const) {
        await addTeam(db, r2.id, { userId: user, ...squad, ...captains, createdAt });
      }
      await score(r2.id, true);
      // Same points; b's and c's first teams were made at the same time: b's is the earlier
      // account.
      expect(await clubRows(r2.id)).toEqual([inClub(a, 5, 1), inClub(b, 6, 1), inClub(c, 6, 2)]);
    });

    it("the Pro table follows deletes: a deleted team leaves its row without team, a deleted user takes his rows; a team's result goes with it", async () => {
      const r = await newRound();
      await playMatch0(r);
      const squad = clubSquad(players, 1);
      const captains = { captain: p(1, 'FWD', 1), vice: p(1, 'MID', 1) };
      const [kept, gone] = [await newUser(db), await newUser(db)];
      const keptTeam = await addTeam(db, r.id, { userId: kept, ...squad, ...captains });
      await addTeam(db, r.id, { userId: gone, ...squad, ...captains });
      await score(r.id, true);
      const rows = () =>
        db.query<{ user_id: number; user_team_id: number | null; team_name: string | null }>(
          `SELECT user_id, user_team_id, team_name FROM pro_standings WHERE round_id = $1
           ORDER BY user_id`,
          [r.id],
        );
      expect(await rows()).toEqual([
        { user_id: kept, user_team_id: keptTeam, team_name: 'Takım' },
        { user_id: gone, user_team_id: expect.any(Number), team_name: 'Takım' },
      ]);
      const results = async () =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM user_team_scores
             WHERE user_team_id IN (SELECT id FROM user_teams WHERE round_id = $1)
               OR user_team_id NOT IN (SELECT id FROM user_teams)`,
            [r.id],
          )
        )[0]!.n;
      expect(await results()).toBe(2);
      await db.query('DELETE FROM user_teams WHERE id = $1', [keptTeam]);
      await db.query('DELETE FROM users WHERE id = $1', [gone]);
      expect(await rows()).toEqual([{ user_id: kept, user_team_id: null, team_name: null }]);
      expect(await results()).toBe(0);
    });

    it("each row shows its user's name, picture and club and its team's name: written by scoring, then following the user's changes on every round", async () => {
      const squad = clubSquad(players, 1);
      const captains = { captain: p(1, 'FWD', 1), vice: p(1, 'MID', 1) };
      const user = await newUser(db);
      await db.query(
        `UPDATE users SET image_url = '/avatars/ball.svg', favorite_team_id = 2 WHERE id = $1`,
        [user],
      );
      const rounds = [await newRound(), await newRound()];
      for (const [i, r] of rounds.entries()) {
        await playMatch0(r);
        const team = await addTeam(db, r.id, { userId: user, ...squad, ...captains });
        await db.query('UPDATE user_teams SET name = $2 WHERE id = $1', [team, `Kartallar ${i}`]);
        await score(r.id, true);
      }
      const shown = () =>
        db.query<Record<string, unknown>>(
          `SELECT s.user_name = u.user_name AS own_name, s.image_url, s.favorite_team_id, s.team_name
           FROM pro_standings s JOIN users u ON u.id = s.user_id
           WHERE s.user_id = $1 AND s.round_id = ANY($2::int[]) ORDER BY s.round_id`,
          [user, rounds.map((r) => r.id)],
        );
      expect(await shown()).toEqual([
        {
          own_name: true,
          image_url: '/avatars/ball.svg',
          favorite_team_id: 2,
          team_name: 'Kartallar 0',
        },
        {
          own_name: true,
          image_url: '/avatars/ball.svg',
          favorite_team_id: 2,
          team_name: 'Kartallar 1',
        },
      ]);
      await db.query(`UPDATE users SET image_url = NULL, favorite_team_id = 5 WHERE id = $1`, [
        user,
      ]);
      await score(rounds[1]!.id, true);
      expect(await shown()).toEqual([
        { own_name: true, image_url: null, favorite_team_id: 5, team_name: 'Kartallar 0' },
        { own_name: true, image_url: null, favorite_team_id: 5, team_name: 'Kartallar 1' },
      ]);
    });

    if (kind === 'postgres') {
      it("a user's change made while a round is scored waits for the scoring and reaches the rows it inserts", async () => {
        const r = await newRound();
        await playMatch0(r);
        const user = await newUser(db);
        await addTeam(db, r.id, {
          userId: user,
          ...clubSquad(players, 1),
          captain: p(1, 'FWD', 1),
          vice: p(1, 'MID', 1),
        });
        let change: Promise<unknown> | undefined;
        let changed = false;
        await db.transaction(async (tx) => {
          await scoreRound(tx, r.id, { final: false });
          // Another connection, as a player's request would be; the round's rows are not
          // committed yet.
          change = db
            .query(`UPDATE users SET image_url = '/avatars/boots.svg' WHERE id = $1`, [user])
            .then(() => (changed = true));
          // Until the change either waits for a lock or is done (it must not be).
          for (;;) {
            const [waiting] = await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'
                 AND query LIKE 'UPDATE users SET image_url%'`,
            );
            if (waiting!.n > 0 || changed) break;
            await new Promise<void>((resolve) => setImmediate(resolve));
          }
          expect(changed).toBe(false);
        });
        await change;
        const [row] = await db.query<{ image_url: string | null }>(
          'SELECT image_url FROM pro_standings WHERE round_id = $1 AND user_id = $2',
          [r.id, user],
        );
        expect(row?.image_url).toBe('/avatars/boots.svg');
      });
    }

    it("each row keeps the previous scored round's overall ranks, which follow that round when it is scored (again) after the next one has rows", async () => {
      const [a, b] = [await newUser(db), await newUser(db)];
      await db.query('UPDATE users SET favorite_team_id = 7 WHERE id = ANY($1::int[])', [[a, b]]);
      const teams = async (r: { id: number }) => {
        await addTeam(db, r.id, {
          userId: a,
          ...clubSquad(players, 1),
          captain: p(1, 'FWD', 1),
          vice: p(1, 'MID', 1),
        });
        await addTeam(db, r.id, {
          userId: b,
          ...clubSquad(players, 2),
          captain: p(2, 'FWD', 1),
          vice: p(2, 'MID', 1),
        });
      };
      const previous = async (roundId: number) =>
        db.query<{ user_id: number; overall: number | null; club: number | null }>(
          `SELECT user_id, previous_overall_rank AS overall, previous_club_overall_rank AS club
           FROM pro_standings WHERE round_id = $1 ORDER BY user_id`,
          [roundId],
        );
      const ranks = async (roundId: number) =>
        db.query<{ user_id: number; overall: number | null; club: number | null }>(
          `SELECT user_id, overall_rank AS overall, club_overall_rank AS club
           FROM pro_standings WHERE round_id = $1 ORDER BY user_id`,
          [roundId],
        );
      // Round 1 is live while round 2 gets its rows: no scored round before round 2 yet.
      const r1 = await newRound();
      await playMatch0(r1);
      await event(db, r1.m0, 10, 'goal', p(1, 'FWD', 1), p(1, 'MID', 1));
      await teams(r1);
      await score(r1.id);
      const r2 = await newRound();
      await playMatch0(r2);
      await teams(r2);
      await score(r2.id);
      expect(await previous(r2.id)).toEqual([
        { user_id: a, overall: null, club: null },
        { user_id: b, overall: null, club: null },
      ]);
      // Round 1 scored: its ranks are round 2's previous ones (a first, by his forward's goal).
      await db.query("UPDATE rounds SET state = 'scored' WHERE id = $1", [r1.id]);
      await score(r1.id, true);
      expect(await ranks(r1.id)).toEqual([
        { user_id: a, overall: 1, club: 1 },
        { user_id: b, overall: 2, club: 2 },
      ]);
      expect(await previous(r2.id)).toEqual(await ranks(r1.id));
      // Scored again with a correction that puts b first: round 2's previous ranks follow,
      // and scoring round 2 again keeps them.
      await event(db, r1.m0, 20, 'goal', p(2, 'FWD', 1), p(2, 'MID', 1));
      await event(db, r1.m0, 30, 'goal', p(2, 'FWD', 1), p(2, 'MID', 1));
      await score(r1.id, true);
      expect(await ranks(r1.id)).toEqual([
        { user_id: a, overall: 2, club: 2 },
        { user_id: b, overall: 1, club: 1 },
      ]);
      expect(await previous(r2.id)).toEqual(await ranks(r1.id));
      await score(r2.id);
      expect(await previous(r2.id)).toEqual(await ranks(r1.id));
      // b supports another club from round 3 on: his club rank has no previous one there.
      await db.query('UPDATE users SET favorite_team_id = 8 WHERE id = $1', [b]);
      await db.query("UPDATE rounds SET state = 'scored' WHERE id = $1", [r2.id]);
      await score(r2.id, true);
      const r3 = await newRound();
      await playMatch0(r3);
      await teams(r3);
      await score(r3.id);
      const [ra, rb] = await ranks(r2.id);
      expect(await previous(r3.id)).toEqual([
        { user_id: a, overall: ra!.overall, club: ra!.club },
        { user_id: b, overall: rb!.overall, club: null },
      ]);
    });
  });
});
