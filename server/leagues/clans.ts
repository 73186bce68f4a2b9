/**
 * Clans (GAME_RULES "Leagues"): an owner and up to 50 members; a user is in at most one
 * clan (the database's unique member row), and only a verified user joins one.
 */
import {
  findUserByNameOrId,
  requireVerifiedEmail,
  toSummary,
  userNameKey,
} from '../accounts/users';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Page, PageSpec } from '../http/paging';
import { friendState } from '../social/friends';
import type { Clan, ClanUser } from '../../store/api/league';
import { closeUpAfter, lockStoredTables, placeNewClan } from './clanTable';
import type { TableScope } from './tables';

export const CLAN_MAX_MEMBERS = 50;

export const CLAN_PAGE: PageSpec = {
  columns: { Name: 'c.name_key', MemberCount: 'member_count', CreatedAt: 'c.created_at' },
  fallback: { column: 'CreatedAt', order: 'desc' },
};
export const CLAN_USER_PAGE: PageSpec = {
  columns: { JoinedAt: 'm.joined_at' },
  fallback: { column: 'JoinedAt', order: 'asc' },
};

const clanKey = (name: string) => userNameKey(name.trim());

export interface ClanRow {
  id: number;
  name: string;
  owner_user_id: number;
  member_count: number;
  created_at: Date;
}
export const CLAN_SELECT = `SELECT c.id, c.name, c.name_key, c.owner_user_id, c.created_at,
    (SELECT count(*)::int FROM clan_members x WHERE x.clan_id = c.id AND x.left_at IS NULL)
      AS member_count
  FROM clans c`;
export const toClan = (r: ClanRow): Clan => ({
  Id: r.id,
  Name: r.name,
  OwnerUserId: r.owner_user_id,
  MemberCount: r.member_count,
  MaxMembers: CLAN_MAX_MEMBERS,
  CreatedAt: r.created_at.toISOString(),
});

interface MemberRow {
  id: number;
  clan_id: number;
  user_id: number;
  user_name: string;
  image_url: string | null;
  favorite_team_id: number | null;
  is_owner: boolean;
  joined_at: Date;
}
const MEMBER_SELECT = `SELECT m.id, m.clan_id, m.user_id, u.user_name, u.image_url,
    u.favorite_team_id, c.owner_user_id = m.user_id AS is_owner, m.joined_at
  FROM clan_members m JOIN users u ON u.id = m.user_id JOIN clans c ON c.id = m.clan_id
  WHERE m.left_at IS NULL`;
/** A membership `m` that held at the deadline of round `r`. */
export const MEMBER_AT_DEADLINE =
  'm.joined_at <= r.deadline AND (m.left_at IS NULL OR m.left_at > r.deadline)';

const toClanUser = (r: MemberRow): ClanUser => ({
  Id: r.id,
  ClanId: r.clan_id,
  User: toSummary({ ...r, id: r.user_id }),
  Role: r.is_owner ? 'owner' : 'member',
  JoinedAt: r.joined_at.toISOString(),
});

/**
 * A clan's members as a table's member set (server/leagues/tables.ts): those of the
 * round's deadline for a round's table, those of now for the overall table.
 */
export const clanMemberSet = (clanId: number, roundId: number | null | undefined): TableScope => ({
  kind: 'members',
  members:
    roundId == null
      ? {
          sql: 'SELECT user_id FROM clan_members WHERE clan_id = $1 AND left_at IS NULL',
          params: [clanId],
        }
      : {
          sql: `SELECT m.user_id FROM clan_members m JOIN rounds r ON r.id = $2
            WHERE m.clan_id = $1 AND ${MEMBER_AT_DEADLINE}`,
          params: [clanId, roundId],
        },
});

export async function findClan(q: Queryable, clanId: number): Promise<Clan> {
  const [row] = await q.query<ClanRow>(`${CLAN_SELECT} WHERE c.id = $1`, [clanId]);
  if (!row) throw new Failure(FAILURES.clanNotFound);
  return toClan(row);
}

async function findMember(q: Queryable, clanUserId: number): Promise<MemberRow> {
  const [row] = await q.query<MemberRow>(`${MEMBER_SELECT} AND m.id = $1`, [clanUserId]);
  if (!row) throw new Failure(FAILURES.clanMemberNotFound);
  return row;
}

/** The clan, locked until the transaction ends, so joins and owner changes queue on it. */
async function lockClan(tx: Queryable, clanId: number) {
  const [row] = await tx.query<{ owner_user_id: number }>(
    'SELECT owner_user_id FROM clans WHERE id = $1 FOR UPDATE',
    [clanId],
  );
  if (!row) throw new Failure(FAILURES.clanNotFound);
  return row;
}

async function lockOwnClan(tx: Queryable, clanId: number, callerId: number) {
  const clan = await lockClan(tx, clanId);
  if (clan.owner_user_id !== callerId) throw new Failure(FAILURES.clanOwnerOnly);
}

/** Adds `userId` as a member; refused when the user is in a clan already. */
async function addMember(tx: Queryable, clanId: number, userId: number, now: Date) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO clan_members (clan_id, user_id, joined_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) WHERE left_at IS NULL DO NOTHING RETURNING id`,
    [clanId, userId, now],
  );
  if (!row) throw new Failure(FAILURES.alreadyInClan);
  return row.id;
}

export async function createClan(db: Database, callerId: number, name: string, now: Date) {
  await requireVerifiedEmail(db, callerId);
  const clanId = await db.transaction(async (tx) => {
    const [clan] = await tx.query<{ id: number }>(
      `INSERT INTO clans (name, name_key, owner_user_id, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name_key) DO NOTHING RETURNING id`,
      [name.trim(), clanKey(name), callerId, now],
    );
    if (!clan) throw new Failure(FAILURES.clanNameTaken);
    await addMember(tx, clan.id, callerId, now);
    await placeNewClan(tx, clan.id);
    return clan.id;
  });
  return findClan(db, clanId);
}

/**
 * The caller joins (no `userName`), or the owner adds a mutual friend by name. The clan
 * row is locked first, so concurrent joins at 49 members let exactly one in.
 */
export async function joinClan(
  db: Database,
  callerId: number,
  clanId: number,
  userName: string | undefined,
  now: Date,
): Promise<ClanUser> {
  let userId = callerId;
  if (userName !== undefined) {
    const clan = await findClan(db, clanId);
    if (clan.OwnerUserId !== callerId) throw new Failure(FAILURES.clanOwnerOnly);
    const user = await findUserByNameOrId(db, userName, undefined);
    if (!user) throw new Failure(FAILURES.userNotFound);
    if ((await friendState(db, callerId, user.id)) !== 'friends') {
      throw new Failure(FAILURES.notFriends);
    }
    userId = user.id;
  }
  await requireVerifiedEmail(db, userId);
  const memberId = await db.transaction(async (tx) => {
    await lockClan(tx, clanId);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM clan_members WHERE clan_id = $1 AND left_at IS NULL',
      [clanId],
    );
    if (count!.n >= CLAN_MAX_MEMBERS) throw new Failure(FAILURES.clanFull);
    return addMember(tx, clanId, userId, now);
  });
  return toClanUser(await findMember(db, memberId));
}

export async function renameClan(db: Database, callerId: number, clanId: number, name: string) {
  await db.transaction(async (tx) => {
    await lockOwnClan(tx, clanId, callerId);
    const [renamed] = await tx.query(
      `UPDATE clans SET name = $2, name_key = $3 WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM clans o WHERE o.name_key = $3 AND o.id <> $1)
       RETURNING 1`,
      [clanId, name.trim(), clanKey(name)],
    );
    if (!renamed) throw new Failure(FAILURES.clanNameTaken);
  });
  return findClan(db, clanId);
}

/** The owner hands the clan over to a member, becoming a member. */
export async function handOverClan(db: Database, callerId: number, clanUserId: number) {
  const member = await findMember(db, clanUserId);
  await db.transaction(async (tx) => {
    await lockOwnClan(tx, member.clan_id, callerId);
    await tx.query('UPDATE clans SET owner_user_id = $2 WHERE id = $1', [
      member.clan_id,
      member.user_id,
    ]);
  });
  return toClanUser(await findMember(db, clanUserId));
}

export async function deleteClan(db: Database, callerId: number, clanId: number) {
  await db.transaction(async (tx) => {
    await lockStoredTables(tx);
    await lockOwnClan(tx, clanId, callerId);
    await closeUpAfter(tx, clanId);
    await tx.query('DELETE FROM clans WHERE id = $1', [clanId]);
  });
}

/**
 * A member leaves (own row), or the owner removes a member; the owner cannot leave. The
 * membership ends rather than goes: rounds it held at their deadline still count it.
 */
export async function removeClanMember(
  db: Database,
  callerId: number,
  clanUserId: number,
  now: Date,
) {
  const member = await findMember(db, clanUserId);
  await db.transaction(async (tx) => {
    const clan = await lockClan(tx, member.clan_id);
    if (member.user_id === clan.owner_user_id) throw new Failure(FAILURES.clanOwnerCannotLeave);
    if (member.user_id !== callerId && clan.owner_user_id !== callerId) {
      throw new Failure(FAILURES.clanOwnerOnly);
    }
    await tx.query('UPDATE clan_members SET left_at = $2 WHERE id = $1 AND left_at IS NULL', [
      clanUserId,
      now,
    ]);
  });
}

/** A page of clans, by part of the name or by a member. */
export async function readClans(
  q: Queryable,
  filter: { name?: string; memberUserId?: number },
  page: Page,
): Promise<{ clans: Clan[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR strpos(c.name_key, $1) > 0)
      AND ($2::int IS NULL OR EXISTS
        (SELECT 1 FROM clan_members f
          WHERE f.clan_id = c.id AND f.user_id = $2 AND f.left_at IS NULL))`;
  const params = [
    filter.name === undefined ? null : clanKey(filter.name),
    filter.memberUserId ?? null,
  ];
  const rows = await q.query<ClanRow>(
    `SELECT * FROM (${CLAN_SELECT} ${where}) c ORDER BY ${page.orderBy}, c.id LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  const [total] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM clans c ${where}`,
    params,
  );
  return { clans: rows.map(toClan), total: total!.n };
}

/** A page of one clan's members: the owner first, then by join date. */
export async function readClanUsers(
  q: Queryable,
  clanId: number,
  page: Page,
): Promise<{ users: ClanUser[]; total: number }> {
  const clan = await findClan(q, clanId);
  const rows = await q.query<MemberRow>(
    `${MEMBER_SELECT} AND m.clan_id = $1 ORDER BY is_owner DESC, ${page.orderBy}, m.id
     LIMIT $2 OFFSET $3`,
    [clanId, page.limit, page.offset],
  );
  return { users: rows.map(toClanUser), total: clan.MemberCount };
}
