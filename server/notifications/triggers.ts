/**
 * What makes a notification, each called in its cause's transaction: a round's deadline
 * coming (from the scheduler), a scored round and its prizes (the score job), a friend
 * request, a friend-league invitation, a paid order. Each is keyed by its cause, so a
 * repeated cause (a re-run job, a repeated callback) notifies nobody twice.
 */
import type { Queryable } from '../db/database';
import { itemsText, type WalletItem } from '../market/grants';
import { inEveryLanguage, LINKS, notify } from './notifications';

const HOUR = 3600_000;

/**
 * Round reminders: 24 hours and 1 hour before an open round's deadline, to every player
 * without a primary team for it and to every player whose primary team has injured starters.
 * Once per round and kind (`notification_runs`), whenever the scheduler first sees the
 * window: a clock moved past the 24-hour mark straight into the last hour sends the 1-hour
 * one only. Answers the notifications made.
 */
export async function notifyDeadlines(q: Queryable, now: Date): Promise<number> {
  const rounds = await q.query<{ id: number; number: number; deadline: Date }>(
    `SELECT id, number, deadline FROM rounds
     WHERE state = 'open' AND deadline > $1 AND deadline <= $2 ORDER BY deadline`,
    [now, new Date(now.getTime() + 24 * HOUR)],
  );
  let made = 0;
  for (const round of rounds) {
    const kind = round.deadline.getTime() - now.getTime() <= HOUR ? 'deadline1h' : 'deadline24h';
    const cause = `round:${round.id}:${kind}`;
    const [first] = await q.query(
      `INSERT INTO notification_runs (cause, ran_at) VALUES ($1, $2)
       ON CONFLICT (cause) DO NOTHING RETURNING 1`,
      [cause, now],
    );
    if (!first) continue;
    const noTeam = await q.query(
      `INSERT INTO notifications (user_id, kind, params, link, cause, created_at)
       SELECT u.id, $2, jsonb_build_object('round', $3::int, 'reason', 'noTeam'), $4, $5, $6
       FROM users u
       WHERE u.role_id = 1 AND NOT EXISTS (
         SELECT 1 FROM user_teams t WHERE t.user_id = u.id AND t.round_id = $1 AND t.is_primary)
       ON CONFLICT (user_id, cause) DO NOTHING RETURNING 1`,
      [round.id, kind, round.number, LINKS.myTeams, cause, now],
    );
    const injured = await q.query(
      `INSERT INTO notifications (user_id, kind, params, link, cause, created_at)
       SELECT t.user_id, $2,
         jsonb_build_object('round', $3::int, 'reason', 'injured', 'count', count(*)::int),
         $4, $5, $6
       FROM user_teams t
       JOIN user_team_players tp ON tp.user_team_id = t.id AND tp.is_starter
       JOIN players p ON p.id = tp.player_id AND p.status = 'injured'
       WHERE t.round_id = $1 AND t.is_primary
       GROUP BY t.user_id
       ON CONFLICT (user_id, cause) DO NOTHING RETURNING 1`,
      [round.id, kind, round.number, LINKS.myTeams, cause, now],
    );
    made += noTeam.length + injured.length;
  }
  return made;
}

/** Every ranked player of a scored round: his points and rank (a re-score adds nothing). */
export async function notifyRoundScored(q: Queryable, roundId: number, at: Date): Promise<number> {
  const rows = await q.query(
    `INSERT INTO notifications (user_id, kind, params, link, cause, created_at)
     SELECT s.user_id, 'roundScored',
       jsonb_build_object('round', r.number, 'points', s.round_points, 'rank', s.round_rank),
       $2, 'round:' || r.id || ':scored', $3
     FROM pro_standings s JOIN rounds r ON r.id = s.round_id
     WHERE s.round_id = $1
     ON CONFLICT (user_id, cause) DO NOTHING RETURNING 1`,
    [roundId, LINKS.proLeague, at],
  );
  return rows.length;
}

/**
 * The round's FanGold prizes, read from the ledger entries the score job just posted (key
 * `contest:<round>:prize`), so it tells only what was paid. Winners are within rank 100 or
 * the top 10%, so only those ranks are looked at.
 */
export async function notifyPrizesPaid(q: Queryable, roundId: number, at: Date): Promise<number> {
  const rows = await q.query(
    `INSERT INTO notifications (user_id, kind, params, link, cause, created_at)
     SELECT e.user_id, 'prizePaid', jsonb_build_object('round', r.number, 'fanGold', e.quantity),
       $2, 'round:' || r.id || ':prize', $3
     FROM pro_standings s
     JOIN rounds r ON r.id = s.round_id
     JOIN wallet_entries e ON e.user_id = s.user_id AND e.idempotency_key = 'contest:' || r.id || ':prize'
     WHERE s.round_id = $1 AND e.product_code = 'FANGOLD' AND e.quantity > 0
       AND s.round_rank <= GREATEST(100,
         (SELECT count(*) FROM pro_standings c WHERE c.round_id = $1) / 10)
     ON CONFLICT (user_id, cause) DO NOTHING RETURNING 1`,
    [roundId, LINKS.marketHistory, at],
  );
  return rows.length;
}

async function userNameOf(q: Queryable, userId: number): Promise<string> {
  const [row] = await q.query<{ user_name: string }>('SELECT user_name FROM users WHERE id = $1', [
    userId,
  ]);
  return row?.user_name ?? '';
}

/** `to` was asked by `from`; the link opens the asker's page. */
export async function notifyFriendRequest(q: Queryable, from: number, to: number, at: Date) {
  const user = await userNameOf(q, from);
  return notify(q, {
    userId: to,
    kind: 'friendRequest',
    params: { user },
    link: LINKS.friend(user),
    // A request withdrawn and made again is a new request.
    cause: `friendRequest:${from}:${at.toISOString()}`,
    at,
  });
}

/** The invitation row `invitationId` of a friend group, made by its owner `by`. */
export async function notifyLeagueInvite(
  q: Queryable,
  invite: { invitationId: number; groupId: number; userId: number; by: number; at: Date },
) {
  const [group] = await q.query<{ name: string }>('SELECT name FROM friend_groups WHERE id = $1', [
    invite.groupId,
  ]);
  return notify(q, {
    userId: invite.userId,
    kind: 'leagueInvite',
    params: { user: await userNameOf(q, invite.by), league: group?.name ?? '' },
    link: LINKS.friendLeagues,
    cause: `friendGroupInvite:${invite.invitationId}`,
    at: invite.at,
  });
}

/** A money order paid and credited: what it put in the wallet, in each language. */
export async function notifyOrderPaid(
  q: Queryable,
  order: { orderId: number; userId: number; items: WalletItem[]; at: Date },
) {
  return notify(q, {
    userId: order.userId,
    kind: 'orderPaid',
    params: { items: inEveryLanguage((language) => itemsText(order.items, language)) },
    link: LINKS.marketHistory,
    cause: `order:${order.orderId}`,
    at: order.at,
  });
}

/** A scored round's notifications, called by the score job after the prizes are paid. */
export async function notifyRoundResults(q: Queryable, roundId: number, at: Date) {
  await notifyRoundScored(q, roundId, at);
  await notifyPrizesPaid(q, roundId, at);
}
