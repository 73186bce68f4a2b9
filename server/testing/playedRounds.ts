/**
 * A server with rounds already played, for league tables over HTTP: each round finished,
 * clubs 1 and 2 fielding their XIs in its first match, where C1-FWD1 scores (C1-MID1
 * assisting), so a club 1 team outscores a club 2 team in every round. Teams are written
 * by hand (`addXiTeam`) and the real score job ranks them (`scoreRound`).
 */
import type { Database } from '../db/database';
import { addTeam, appear, clubSquad, event, T0 } from '../scoring/testKit';
import { addTestPlayers, addTestRound, pick, type TestPlayer } from './seasonFixture';
import type { TestDatabaseKind } from './testDatabase';
import { startTestServer, TEST_ACCOUNTS, type TestClient, type TestServer } from './testServer';

/** Seeding, playing and scoring several rounds takes long on a busy machine. */
export const PLAYED_SETUP_TIMEOUT = 120_000;
const DAY = 86_400_000;

export interface PlayedRounds {
  server: TestServer;
  db: Database;
  players: TestPlayer[];
  /** Round ids, round 1 first. */
  rounds: number[];
  /** Signed in as the test admin. */
  admin: TestClient;
}

/** Rounds 1…`count`, round n kicking off `firstDaysAgo - (n - 1)` days before now. */
export async function startWithPlayedRounds(
  kind: TestDatabaseKind,
  { count, firstDaysAgo }: { count: number; firstDaysAgo: number },
): Promise<PlayedRounds> {
  const server = await startTestServer(kind);
  const db = server.db;
  const players = await addTestPlayers(db);
  const now = server.clock.now().getTime();
  const rounds: number[] = [];
  for (let number = 1; number <= count; number++) {
    const round = await addTestRound(db, {
      number,
      firstKickoff: new Date(now - (firstDaysAgo + 1 - number) * DAY),
      state: 'finished',
    });
    await db.query(`UPDATE matches SET state = 'finished' WHERE round_id = $1`, [round.id]);
    const m0 = round.matchIds[0]!;
    for (const club of [1, 2]) {
      for (const p of clubSquad(players, club).xi) await appear(db, m0, p);
    }
    await event(db, m0, 30, 'goal', pick(players, 1, 'FWD', 1), pick(players, 1, 'MID', 1));
    rounds.push(round.id);
  }
  const admin = server.client();
  await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
  return { server, db, players, rounds, admin };
}

/** A user's team of one club's squad (captain its FWD1, vice its MID1), made `minutes` after T0. */
export function addXiTeam(
  { db, players }: PlayedRounds,
  roundId: number,
  {
    userId,
    club,
    minutes,
    primary,
  }: {
    userId: number;
    club: number;
    minutes: number;
    primary?: boolean;
  },
): Promise<number> {
  return addTeam(db, roundId, {
    userId,
    ...clubSquad(players, club),
    captain: pick(players, club, 'FWD', 1),
    vice: pick(players, club, 'MID', 1),
    primary,
    createdAt: new Date(T0.getTime() + minutes * 60_000),
  });
}

/** Runs the round's score job as the admin does (Admin/RunRoundJob). */
export async function scoreRound(admin: TestClient, roundId: number): Promise<void> {
  const run = await admin.call('/engine/api/Admin/RunRoundJob', {
    method: 'POST',
    json: { WeeklyLeagueInformationId: roundId, Job: 'score' },
  });
  if (run.status !== 200) throw new Error(`scoring round ${roundId}: ${JSON.stringify(run.body)}`);
}
