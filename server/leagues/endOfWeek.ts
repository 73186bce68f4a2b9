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
import { postMany, type BatchEntry } from '../wallet/ledger';

/**
 * The prize table (GAME_RULES "Leagues"): FanGold per round by Pro round rank, the first
 * tier the rank reaches; `topPercent` tiers count the round's ranked teams. Ranks are
 * unique (the tie rule, then the earlier account), so the tiers' sizes are exact.
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
const contestOf = (roundId: number) => `contest:${roundId}`;
/** The key of a user's n-th prize entry of a contest (0: the first payment). */
const prizeKey = (roundId: number, n: number) =>
  n === 0 ? `contest:${roundId}:prize` : `contest:${roundId}:prize:${n}`;

/**
 * Pays the round's prizes, or corrects them when the round is scored again (a corrected
 * match moved the ranks). Called in the scoring job's transaction, after the ranks are
 * written, so an interrupted job (rolled back) paid nobody. Each user is owed the prize of
 * his rank (unverified users win nothing, GAME_RULES "People and permissions"); the
 * contest's prize entries so far are compared with it and the difference is posted, all
 * users in one ledger statement, each entry under the user's next key of the contest.
 * A re-run finds no difference and posts nothing. A prize taken back takes at most what
 * the balance holds: the rest is recorded in `prize_shortfalls` and not collected later
 * (FanGold is a prize; a balance never goes below zero), and a later correction pays only
 * what the user no longer holds from the contest. The round row is locked by the job, so
 * two runs of one round queue.
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
     WHERE s.round_id = $1 AND s.round_rank <= $2 AND u.email_verified_at IS NOT NULL`,
    [roundId, last],
  );
  const due = new Map<number, number>();
  for (const w of winners) {
    const fanGold = prizeFor(w.round_rank, ranked);
    if (fanGold > 0) due.set(w.user_id, fanGold);
  }
  // What the contest paid each user so far (net), and what it could not take back.
  const paid = new Map(
    (
      await tx.query<{ user_id: number; net: number; entries: number }>(
        `SELECT user_id, sum(quantity)::int AS net, count(*)::int AS entries
         FROM wallet_entries WHERE reason = 'prize' AND reference = $1 GROUP BY user_id`,
        [contestOf(roundId)],
      )
    ).map((r) => [r.user_id, r]),
  );
  const owed = new Map(
    (
      await tx.query<{ user_id: number; fan_gold: number }>(
        'SELECT user_id, fan_gold FROM prize_shortfalls WHERE round_id = $1',
        [roundId],
      )
    ).map((r) => [r.user_id, r.fan_gold]),
  );
  // Users holding more from the contest than their rank wins, beyond what is recorded owed.
  const over = [...paid.values()]
    .filter((p) => p.net - (due.get(p.user_id) ?? 0) - (owed.get(p.user_id) ?? 0) > 0)
    .map((p) => p.user_id);
  const held = new Map<number, number>();
  if (over.length > 0) {
    for (const b of await tx.query<{ user_id: number; quantity: number }>(
      `SELECT user_id, quantity FROM wallet_balances
       WHERE user_id = ANY($1::int[]) AND product_code = $2 ORDER BY user_id FOR UPDATE`,
      [over, FANGOLD],
    )) {
      held.set(b.user_id, b.quantity);
    }
  }
  const batch: BatchEntry[] = [];
  const shortfalls: { userId: number; fanGold: number }[] = [];
  for (const userId of new Set([...due.keys(), ...paid.keys()])) {
    const wins = due.get(userId) ?? 0;
    const { net = 0, entries = 0 } = paid.get(userId) ?? {};
    let move = 0;
    if (wins > net) move = wins - net;
    else {
      const excess = net - wins - (owed.get(userId) ?? 0);
      if (excess > 0) move = -Math.min(excess, held.get(userId) ?? 0);
    }
    if (move !== 0)
      batch.push({ userId, quantity: move, idempotencyKey: prizeKey(roundId, entries) });
    const short = Math.max(0, net + move - wins);
    if (short !== (owed.get(userId) ?? 0)) shortfalls.push({ userId, fanGold: short });
  }
  const outcomes = await postMany(
    tx,
    { productCode: FANGOLD, reason: 'prize', reference: contestOf(roundId), at },
    batch,
  );
  if (shortfalls.length > 0) {
    await tx.query(
      `WITH s AS (SELECT * FROM unnest($2::int[], $3::int[]) AS t(user_id, fan_gold)),
       cleared AS (
         DELETE FROM prize_shortfalls p USING s
         WHERE p.round_id = $1 AND p.user_id = s.user_id AND s.fan_gold = 0
       )
       INSERT INTO prize_shortfalls (round_id, user_id, fan_gold, recorded_at)
       SELECT $1, user_id, fan_gold, $4 FROM s WHERE fan_gold > 0
       ON CONFLICT (round_id, user_id) DO UPDATE SET
         fan_gold = EXCLUDED.fan_gold, recorded_at = EXCLUDED.recorded_at`,
      [roundId, shortfalls.map((x) => x.userId), shortfalls.map((x) => x.fanGold), at],
    );
  }
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
       -- What the contest paid net, less what a correction could not take back: the
       -- prize of the rank.
       (SELECT sum(e.quantity)::int FROM wallet_entries e
        WHERE e.user_id = s.user_id AND e.reason = 'prize' AND e.reference = $3)
         - coalesce((SELECT p.fan_gold FROM prize_shortfalls p
                     WHERE p.round_id = s.round_id AND p.user_id = s.user_id), 0) AS fan_gold
     FROM pro_standings s WHERE s.round_id = $1 AND s.user_id = $2`,
    [round.id, userId, contestOf(round.id)],
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
