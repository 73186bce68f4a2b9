/**
 * End of week (GAME_RULES "Leagues"): when a round is scored, the Pro league round table is
 * the round's contest (`ContestId` = the round's id); its ranks win FanGold by the prize
 * table, paid through the ledger in the scoring job's transaction, and each user reads his
 * summary of the last scored round for the end-of-week modal.
 */
import type { EndWeekAllLeagueSumary } from '../../store/api/league';
import type { Queryable } from '../db/database';
import type { Language } from '../http/language';
import { text } from '../i18n/texts';
import { roundTitle } from '../rounds/roundView';
import { postMany } from '../wallet/ledger';

/**
 * The prize table (GAME_RULES "Leagues"): FanGold per round by Pro round rank, the first
 * tier the rank reaches; `topPercent` tiers count the round's ranked teams. Tied teams
 * share a rank and so a tier.
 */
const PRIZE_TIERS = [
  { upTo: 1, fanGold: 10_000 },
  { upTo: 10, fanGold: 2_500 },
  { upTo: 100, fanGold: 500 },
  { topPercent: 1, fanGold: 100 },
  { topPercent: 10, fanGold: 20 },
] as const;

/** The FanGold a round rank wins among `ranked` teams; 0 when none. */
export function prizeFor(rank: number, ranked: number): number {
  for (const tier of PRIZE_TIERS) {
    const reached = 'upTo' in tier ? rank <= tier.upTo : rank * 100 <= tier.topPercent * ranked;
    if (reached) return tier.fanGold;
  }
  return 0;
}

const FANGOLD = 'FANGOLD';
const prizeKey = (roundId: number) => `contest:${roundId}:prize`;

/**
 * Pays the round's prizes. Called in the scoring job's transaction, after the ranks are
 * written: one ledger entry per winner keyed by the contest, all in one statement, so a
 * repeated or re-run job pays nobody twice, and an interrupted one (rolled back) paid
 * nobody. Unverified users win nothing (GAME_RULES "People and permissions").
 */
export async function payRoundPrizes(tx: Queryable, roundId: number, at: Date): Promise<number> {
  const [size] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pro_standings WHERE round_id = $1',
    [roundId],
  );
  const ranked = size!.n;
  // Every tier ends by rank 100 or the top 10%: only those rows are read.
  const last = Math.max(100, Math.floor(ranked / 10));
  const winners = await tx.query<{ user_id: number; round_rank: number }>(
    `SELECT s.user_id, s.round_rank FROM pro_standings s JOIN users u ON u.id = s.user_id
     WHERE s.round_id = $1 AND s.round_rank <= $2 AND u.email_verified_at IS NOT NULL
     ORDER BY s.round_rank, s.user_id`,
    [roundId, last],
  );
  const batch = winners
    .map((w) => ({
      userId: w.user_id,
      quantity: prizeFor(w.round_rank, ranked),
      idempotencyKey: prizeKey(roundId),
    }))
    .filter((e) => e.quantity > 0);
  const outcomes = await postMany(
    tx,
    { productCode: FANGOLD, reason: 'prize', reference: `contest:${roundId}`, at },
    batch,
  );
  return [...outcomes.values()].filter((o) => o === 'posted').length;
}

/** The caller's summary of the competition's last scored round. */
export async function endWeekSummary(
  q: Queryable,
  userId: number,
  { sportsCode, competitionCode }: { sportsCode: string; competitionCode: string },
  language: Language,
): Promise<{ summary: EndWeekAllLeagueSumary; message: string | null }> {
  const [round] = await q.query<{ id: number; number: number; name: string }>(
    `SELECT r.id, r.number, CASE WHEN $3 = 'en-US' THEN c.name_en ELSE c.name_tr END AS name
     FROM rounds r JOIN competitions c ON c.code = r.competition_code
     WHERE r.competition_code = $1 AND c.sports_code = $2 AND r.state = 'scored'
     ORDER BY r.number DESC LIMIT 1`,
    [competitionCode, sportsCode, language],
  );
  if (!round) {
    return {
      summary: {
        ContestId: null,
        ContestTitle: null,
        Order: null,
        ClassicLeagueSumary: { Order: null, FanGoldQuantity: 0 },
        FavoriteTeamLeagueSumary: { Order: null },
      },
      message: null,
    };
  }
  const [row] = await q.query<{
    round_rank: number;
    overall_rank: number;
    club_overall_rank: number | null;
    fan_gold: number | null;
  }>(
    `SELECT s.round_rank, s.overall_rank, s.club_overall_rank,
       (SELECT e.quantity FROM wallet_entries e
        WHERE e.user_id = s.user_id AND e.idempotency_key = $3) AS fan_gold
     FROM pro_standings s WHERE s.round_id = $1 AND s.user_id = $2`,
    [round.id, userId, prizeKey(round.id)],
  );
  const fanGold = row?.fan_gold ?? 0;
  return {
    summary: {
      ContestId: round.id,
      ContestTitle: `${round.name} ${roundTitle(round.number, language)}`,
      Order: row?.round_rank ?? null,
      ClassicLeagueSumary: { Order: row?.overall_rank ?? null, FanGoldQuantity: fanGold },
      FavoriteTeamLeagueSumary: { Order: row?.club_overall_rank ?? null },
    },
    message: !row
      ? text(language, 'endOfWeek.noTeam')
      : fanGold > 0
        ? text(language, 'endOfWeek.prize', { fanGold })
        : null,
  };
}
