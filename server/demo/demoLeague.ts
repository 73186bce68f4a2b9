/**
 * The demo league, so a fresh install has tables worth reading: generated managers (who
 * cannot sign in) and the demo player, each with a generated team for the season's first
 * round. The round jobs carry those teams from round to round, so when the season catches
 * up with the clock every scored round has points, ranks and a Pro table.
 */
import type { LineupOfPlayerType } from '../../store/api/engine';
import { userNameKey, emailKey } from '../accounts/users';
import type { Database } from '../db/database';
import { upsertSpecialLeague } from '../leagues/specialLeagues';
import { runRoundJob } from '../rounds/jobs';
import { seedOf, randomOf } from '../platform/random';
import { generateTeam } from '../userTeams/generateTeam';
import { saveUserTeam } from '../userTeams/saveTeam';
import { post } from '../wallet/ledger';
import { mulberry32 } from '../platform/random';

export const DEMO_MANAGERS = 120;

const NICKNAMES = [
  'Aslan',
  'Kanarya',
  'Kartal',
  'Fırtına',
  'Timsah',
  'Boğa',
  'Akrep',
  'Yiğido',
  'Şimşek',
  'Kaptan',
  'Libero',
  'Forvet',
  'Golcü',
  'Kaleci',
  'Tribün',
  'Maraton',
  'Kale Arkası',
  'Stoper',
];
const TEAM_WORDS = [
  'Yıldızları',
  'United',
  'Spor',
  'Gücü',
  'FK',
  'Fırtınası',
  'Kartalları',
  'Kadrosu',
];
const FORMATIONS: LineupOfPlayerType[] = ['4-4-2', '4-3-3', '3-5-2', '4-5-1', '3-4-3', '5-3-2'];

/** A manager's user name: a nickname and a number (`Kartal1903`), unique by its index. */
function managerName(index: number): string {
  const nick = NICKNAMES[index % NICKNAMES.length]!.replace(/\s/g, '');
  return `${nick}${1900 + ((index * 37) % 120)}${index >= 120 ? `_${index}` : ''}`;
}

/**
 * Opens the competition's first round as of its opening day and saves the teams. Runs once,
 * on the first start of a demo season (`seedDemoSeason` created it); later starts skip it.
 */
export async function seedDemoLeague(
  db: Database,
  {
    competitionCode,
    demoUserName,
    managers = DEMO_MANAGERS,
    seed = 2025,
  }: {
    competitionCode: string;
    demoUserName: string;
    managers?: number;
    seed?: number;
  },
): Promise<{ teams: number }> {
  const [first] = await db.query<{ id: number; deadline: Date }>(
    `SELECT id, deadline FROM rounds WHERE competition_code = $1 AND number = 1 AND state = 'upcoming'`,
    [competitionCode],
  );
  if (!first) return { teams: 0 };
  // The league is made as of a week before the first deadline: the round is open then.
  const opening = new Date(first.deadline.getTime() - 7 * 24 * 3600_000);
  await runRoundJob(db, first.id, 'open', opening);

  const random = randomOf(seedOf(seed, 7));
  const [club] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clubs');
  const created = await db.query<{ id: number; user_name: string }>(
    `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash, role_id,
       favorite_team_id, agreement_accepted_at, created_at)
     SELECT name, key, email, email, '!', 1, fav, $2, $2
     FROM unnest($1::text[], $3::text[], $4::text[], $5::int[]) AS m (name, key, email, fav)
     ON CONFLICT DO NOTHING RETURNING id, user_name`,
    [
      Array.from({ length: managers }, (_, i) => managerName(i)),
      opening,
      Array.from({ length: managers }, (_, i) => userNameKey(managerName(i))),
      Array.from({ length: managers }, (_, i) => emailKey(`manager${i + 1}@demo.kadro.local`)),
      Array.from({ length: managers }, () => 1 + Math.floor(random.next() * club!.n)),
    ],
  );
  const [demo] = await db.query<{ id: number; user_name: string }>(
    'SELECT id, user_name FROM users WHERE user_name_key = $1',
    [userNameKey(demoUserName)],
  );
  const owners = demo ? [...created, demo] : created;
  for (const [i, owner] of owners.entries()) {
    const lineup = FORMATIONS[i % FORMATIONS.length]!;
    const proposal = await generateTeam(db, {
      competitionCode,
      lineup,
      useBudgetBooster: false,
      now: opening,
      random: mulberry32(seedOf(seed, 1000 + i)),
    });
    await saveUserTeam(
      db,
      owner.id,
      {
        WeeklyLeagueInformationId: proposal.WeeklyLeagueInformationId,
        CompetitionCode: competitionCode,
        Name:
          owner === demo
            ? 'Demo FK'
            : `${owner.user_name.replace(/\d+.*/, '')} ${TEAM_WORDS[i % TEAM_WORDS.length]}`,
        LineupOfPlayerType: lineup,
        Players: proposal.Players.map((p) => ({
          PlayerId: p.PlayerId,
          IsStarter: p.IsStarter,
          BenchOrder: p.BenchOrder,
        })),
        CaptainPlayerId: proposal.CaptainPlayerId,
        ViceCaptainPlayerId: proposal.ViceCaptainPlayerId,
        Booster: null,
        IsPrimary: true,
      },
      opening,
    );
  }
  if (demo) await giveDemoPurse(db, demo.id, opening);
  await seedDemoSpecialLeague(db, competitionCode, opening);
  return { teams: owners.length };
}

/**
 * A sponsored league over the whole season that takes the sponsor pass, so a fresh install
 * shows one the demo player can join after buying the pass with the purse's coins.
 */
async function seedDemoSpecialLeague(db: Database, competitionCode: string, at: Date) {
  const [season] = await db.query<{ last: number }>(
    'SELECT max(number)::int AS last FROM rounds WHERE competition_code = $1',
    [competitionCode],
  );
  const [pass] = await db.query<{ id: number }>(
    `SELECT id FROM products WHERE code = 'SPECIAL_SPONSOR'`,
  );
  await upsertSpecialLeague(
    db,
    {
      CompetitionCode: competitionCode,
      Name: { Tr: 'Kadro Sponsor Ligi', En: 'Kadro Sponsor League' },
      SponsorName: 'Kadro',
      Description: {
        Tr: 'Sezon boyu süren sponsorlu lig; katılım Sponsor Ligi Bileti ile.',
        En: 'A sponsored league for the whole season; entry with the Sponsor league pass.',
      },
      ImageUrl: null,
      StartRoundNumber: 1,
      EndRoundNumber: season!.last,
      ProductId: pass!.id,
      AcceptsExtraTeams: false,
      MaxMembers: null,
    },
    at,
  );
}

/**
 * The demo player's starting coins and FanGold, so every product of the market can be tried
 * (an extra team, boosters beyond the free ones, card packs; coin packs go through the
 * sandbox payment). Ledger entries like any other credit, once by their keys.
 */
export const DEMO_PURSE = { COIN: 2000, FANGOLD: 100 } as const;

async function giveDemoPurse(db: Database, userId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [productCode, quantity] of Object.entries(DEMO_PURSE)) {
      await post(tx, {
        userId,
        productCode,
        quantity,
        reason: 'grant',
        reference: 'demo',
        idempotencyKey: `demo:purse:${productCode}`,
        at,
      });
    }
  });
}
