/**
 * Friend leagues (GAME_RULES "Leagues"): private groups a user owns (up to 30). The owner
 * invites by user name (a pending row the invitee answers); any member shares the group's
 * invite code, with which anyone joins. Only members and invitees see a group.
 */
import { randomInt } from 'node:crypto';
import { findUserByNameOrId, requireVerifiedEmail, toSummary } from '../accounts/users';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Page, PageSpec } from '../http/paging';
import { notifyLeagueInvite } from '../notifications/triggers';
import type { FriendGroup, FriendGroupUser, MyFriendGroupUser } from '../../store/api/league';
import type { TableScope } from './tables';

export const FRIEND_GROUPS_PER_OWNER = 30;

export const FRIEND_GROUP_PAGE: PageSpec = {
  columns: { Name: 'g.name_key', CreatedAt: 'g.created_at', GroupUserCount: 'g.member_count' },
  fallback: { column: 'CreatedAt', order: 'desc' },
};

/** A-Z and 2-9 without the look-alikes I, O, 0 and 1 (api-spec InviteCode). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

interface GroupRow {
  id: number;
  name: string;
  invite_code: string;
  created_at: Date;
  member_count: number;
  owner_id: number;
  owner_name: string;
  owner_image_url: string | null;
  owner_favorite_team_id: number | null;
}
const GROUP_SELECT = `SELECT g.id, g.name, lower(g.name) AS name_key, g.invite_code, g.created_at,
    (SELECT count(*)::int FROM friend_group_users x
      WHERE x.group_id = g.id AND x.joined_at IS NOT NULL) AS member_count,
    o.id AS owner_id, o.user_name AS owner_name, o.image_url AS owner_image_url,
    o.favorite_team_id AS owner_favorite_team_id
  FROM friend_groups g JOIN users o ON o.id = g.owner_user_id`;
const toGroup = (r: GroupRow): FriendGroup => ({
  Id: r.id,
  Name: r.name,
  OwnerUser: toSummary({
    id: r.owner_id,
    user_name: r.owner_name,
    image_url: r.owner_image_url,
    favorite_team_id: r.owner_favorite_team_id,
  }),
  GroupUserCount: r.member_count,
  InviteCode: r.invite_code,
  CreatedAt: r.created_at.toISOString(),
});

interface GroupUserRow {
  id: number;
  group_id: number;
  user_id: number;
  user_name: string;
  image_url: string | null;
  favorite_team_id: number | null;
  is_owner: boolean;
  invited_at: Date;
  joined_at: Date | null;
}
const GROUP_USER_SELECT = `SELECT m.id, m.group_id, m.user_id, u.user_name, u.image_url,
    u.favorite_team_id, g.owner_user_id = m.user_id AS is_owner, m.invited_at, m.joined_at
  FROM friend_group_users m JOIN users u ON u.id = m.user_id JOIN friend_groups g ON g.id = m.group_id`;
const toGroupUser = (r: GroupUserRow): FriendGroupUser => ({
  Id: r.id,
  GroupId: r.group_id,
  User: toSummary({ ...r, id: r.user_id }),
  Status: r.joined_at ? 'member' : 'invited',
  IsOwner: r.is_owner,
  InvitedAt: r.invited_at.toISOString(),
  JoinedAt: r.joined_at?.toISOString() ?? null,
});

async function findGroupRow(q: Queryable, groupId: number): Promise<GroupRow> {
  const [row] = await q.query<GroupRow>(`${GROUP_SELECT} WHERE g.id = $1`, [groupId]);
  if (!row) throw new Failure(FAILURES.friendGroupNotFound);
  return row;
}

async function findGroupUser(q: Queryable, groupUserId: number): Promise<GroupUserRow> {
  const [row] = await q.query<GroupUserRow>(`${GROUP_USER_SELECT} WHERE m.id = $1`, [groupUserId]);
  if (!row) throw new Failure(FAILURES.friendGroupUserNotFound);
  return row;
}

/** The group, locked until the transaction ends; refused unless the caller owns it. */
async function lockOwnGroup(tx: Queryable, groupId: number, callerId: number) {
  const [row] = await tx.query<{ owner_user_id: number }>(
    'SELECT owner_user_id FROM friend_groups WHERE id = $1 FOR UPDATE',
    [groupId],
  );
  if (!row) throw new Failure(FAILURES.friendGroupNotFound);
  if (row.owner_user_id !== callerId) throw new Failure(FAILURES.friendGroupOwnerOnly);
}

/** A member or invitee sees the group; anyone else is told it is private. */
async function requireInGroup(q: Queryable, groupId: number, callerId: number) {
  await findGroupRow(q, groupId);
  const [row] = await q.query(
    'SELECT 1 FROM friend_group_users WHERE group_id = $1 AND user_id = $2',
    [groupId, callerId],
  );
  if (!row) throw new Failure(FAILURES.notInFriendGroup);
}

/** A group's members (invitations not) as its table's member set, for members only. */
export async function friendGroupMemberSet(
  q: Queryable,
  groupId: number,
  callerId: number,
): Promise<TableScope> {
  await requireInGroup(q, groupId, callerId);
  return {
    kind: 'members',
    members: {
      sql: 'SELECT user_id FROM friend_group_users WHERE group_id = $1 AND joined_at IS NOT NULL',
      params: [groupId],
    },
  };
}

export async function createFriendGroup(
  db: Database,
  callerId: number,
  name: string,
  now: Date,
): Promise<FriendGroup> {
  // Friend leagues wait for a verified e-mail address (GAME_RULES "People and permissions").
  await requireVerifiedEmail(db, callerId);
  const groupId = await db.transaction(async (tx) => {
    // The owner's row is the lock that makes "at most 30" hold under concurrent creates.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [callerId]);
    const [owned] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM friend_groups WHERE owner_user_id = $1',
      [callerId],
    );
    if (owned!.n >= FRIEND_GROUPS_PER_OWNER) throw new Failure(FAILURES.friendGroupLimit);
    let group: { id: number } | undefined;
    // A taken code (one in 32^8) is drawn again.
    while (!group) {
      [group] = await tx.query<{ id: number }>(
        `INSERT INTO friend_groups (name, owner_user_id, invite_code, created_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (invite_code) DO NOTHING RETURNING id`,
        [name.trim(), callerId, newInviteCode(), now],
      );
    }
    await tx.query(
      `INSERT INTO friend_group_users (group_id, user_id, invited_at, joined_at)
       VALUES ($1, $2, $3, $3)`,
      [group.id, callerId, now],
    );
    return group.id;
  });
  return toGroup(await findGroupRow(db, groupId));
}

export async function renameFriendGroup(
  db: Database,
  callerId: number,
  groupId: number,
  name: string,
): Promise<FriendGroup> {
  await db.transaction(async (tx) => {
    await lockOwnGroup(tx, groupId, callerId);
    await tx.query('UPDATE friend_groups SET name = $2 WHERE id = $1', [groupId, name.trim()]);
  });
  return toGroup(await findGroupRow(db, groupId));
}

export async function deleteFriendGroup(db: Database, callerId: number, groupId: number) {
  await db.transaction(async (tx) => {
    await lockOwnGroup(tx, groupId, callerId);
    await tx.query('DELETE FROM friend_groups WHERE id = $1', [groupId]);
  });
}

/** The owner invites a user by name: a pending invitation. */
export async function inviteToFriendGroup(
  db: Database,
  callerId: number,
  groupId: number,
  userName: string,
  now: Date,
): Promise<FriendGroupUser> {
  const id = await db.transaction(async (tx) => {
    await lockOwnGroup(tx, groupId, callerId);
    const user = await findUserByNameOrId(tx, userName, undefined);
    if (!user) throw new Failure(FAILURES.userNotFound);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO friend_group_users (group_id, user_id, invited_at) VALUES ($1, $2, $3)
       ON CONFLICT (group_id, user_id) DO NOTHING RETURNING id`,
      [groupId, user.id, now],
    );
    if (!row) throw new Failure(FAILURES.alreadyInFriendGroup);
    await notifyLeagueInvite(tx, {
      invitationId: row.id,
      groupId,
      userId: user.id,
      by: callerId,
      at: now,
    });
    return row.id;
  });
  return toGroupUser(await findGroupUser(db, id));
}

/** Anyone with the code joins; a pending invitation of the caller is accepted by it. */
export async function joinFriendGroupByCode(
  db: Database,
  callerId: number,
  inviteCode: string,
  now: Date,
): Promise<FriendGroupUser> {
  await requireVerifiedEmail(db, callerId);
  const [group] = await db.query<{ id: number }>(
    'SELECT id FROM friend_groups WHERE invite_code = $1',
    [inviteCode.toUpperCase()],
  );
  if (!group) throw new Failure(FAILURES.inviteCodeUnknown);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO friend_group_users (group_id, user_id, invited_at, joined_at)
     VALUES ($1, $2, $3, $3)
     ON CONFLICT (group_id, user_id) DO UPDATE SET joined_at = $3
       WHERE friend_group_users.joined_at IS NULL
     RETURNING id`,
    [group.id, callerId, now],
  );
  if (!row) throw new Failure(FAILURES.alreadyInFriendGroup);
  return toGroupUser(await findGroupUser(db, row.id));
}

/** The invitee accepts (becomes a member) or declines (the invitation goes). */
export async function answerInvitation(
  db: Queryable,
  callerId: number,
  groupUserId: number,
  accepted: boolean,
  now: Date,
) {
  const row = await findGroupUser(db, groupUserId);
  if (row.user_id !== callerId) throw new Failure(FAILURES.friendGroupUserNotFound);
  // Declining needs no verified address; joining does.
  if (accepted) await requireVerifiedEmail(db, callerId);
  const answered = accepted
    ? await db.query(
        'UPDATE friend_group_users SET joined_at = $2 WHERE id = $1 AND joined_at IS NULL RETURNING 1',
        [groupUserId, now],
      )
    : await db.query(
        'DELETE FROM friend_group_users WHERE id = $1 AND joined_at IS NULL RETURNING 1',
        [groupUserId],
      );
  if (answered.length === 0) throw new Failure(FAILURES.notAnInvitation);
}

/** Leave or decline (own row), or the owner removes a member or withdraws an invitation. */
export async function removeFriendGroupUser(db: Database, callerId: number, groupUserId: number) {
  const row = await findGroupUser(db, groupUserId);
  if (row.is_owner) throw new Failure(FAILURES.friendGroupOwnerCannotLeave);
  if (row.user_id === callerId) {
    await db.query('DELETE FROM friend_group_users WHERE id = $1', [groupUserId]);
    return;
  }
  await db.transaction(async (tx) => {
    await lockOwnGroup(tx, row.group_id, callerId);
    await tx.query('DELETE FROM friend_group_users WHERE id = $1', [groupUserId]);
  });
}

/** The groups `ownerId` owns: all of them for the owner, else those the caller is in. */
export async function readGroupsOwnedBy(
  q: Queryable,
  ownerId: number,
  callerId: number,
): Promise<FriendGroup[]> {
  const rows = await q.query<GroupRow>(
    `${GROUP_SELECT} WHERE g.owner_user_id = $1 AND ($1 = $2 OR EXISTS
       (SELECT 1 FROM friend_group_users m WHERE m.group_id = g.id AND m.user_id = $2))
     ORDER BY g.created_at DESC, g.id DESC`,
    [ownerId, callerId],
  );
  return rows.map(toGroup);
}

/** A page of the groups the caller is a member of, by part of the name. */
export async function readMyFriendGroups(
  q: Queryable,
  callerId: number,
  name: string | undefined,
  page: Page,
): Promise<{ groups: FriendGroup[]; total: number }> {
  const where = `WHERE EXISTS (SELECT 1 FROM friend_group_users m
      WHERE m.group_id = g.id AND m.user_id = $1 AND m.joined_at IS NOT NULL)
    AND ($2::text IS NULL OR strpos(lower(g.name), lower($2)) > 0)`;
  const params = [callerId, name ?? null];
  const rows = await q.query<GroupRow>(
    `SELECT * FROM (${GROUP_SELECT} ${where}) g ORDER BY ${page.orderBy}, g.id LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  const [total] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM friend_groups g ${where}`,
    params,
  );
  return { groups: rows.map(toGroup), total: total!.n };
}

/** The caller's invitations first, then memberships by join date, each with its group. */
export async function readMyGroupUsers(
  q: Queryable,
  callerId: number,
): Promise<MyFriendGroupUser[]> {
  const rows = await q.query<GroupUserRow>(
    `${GROUP_USER_SELECT} WHERE m.user_id = $1
     ORDER BY m.joined_at IS NOT NULL, m.joined_at, m.invited_at, m.id`,
    [callerId],
  );
  return Promise.all(
    rows.map(async (r) => ({
      ...toGroupUser(r),
      Group: toGroup(await findGroupRow(q, r.group_id)),
    })),
  );
}

/** Members and invitations of one group, for its members and invitees only. */
export async function readGroupUsers(
  q: Queryable,
  groupId: number,
  callerId: number,
): Promise<FriendGroupUser[]> {
  await requireInGroup(q, groupId, callerId);
  const rows = await q.query<GroupUserRow>(
    `${GROUP_USER_SELECT} WHERE m.group_id = $1
     ORDER BY is_owner DESC, m.joined_at IS NULL, m.joined_at, m.invited_at, m.id`,
    [groupId],
  );
  return rows.map(toGroupUser);
}
