/**
 * Friend leagues over HTTP on the real database: groups, invitations by user name and
 * answers to them, joining with the shared invite code, leaving, the owner's renames and
 * removals, privacy, and the 30 groups a user may own (also under concurrent creates).
 */
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer';

const LEAGUE = '/league/api/FriendLeague';

describe.each(TEST_DATABASES)('friend leagues on %s', (kind) => {
  let server: TestServer;
  let batch = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** Players named `arkN_i`; their names for invitations. */
  const players = async (count: number) => {
    batch += 1;
    const prefix = `ark${batch}_`;
    const list = await signedInPlayers(server, prefix, count);
    return list.map((p, i) => ({ ...p, name: `${prefix}${i + 1}` }));
  };
  const call = (c: TestClient, method: string, path: string, json?: unknown, language?: string) =>
    c.call(`${LEAGUE}/${path}`, {
      method,
      ...(json !== undefined && { json }),
      ...(language && { headers: { LanguageCode: language } }),
    });
  const createGroup = async (owner: SignedInPlayer, name: string) => {
    const created = await call(owner.client, 'POST', 'InsertGroup', { Name: name });
    expect(created.status).toBe(200);
    return created.body.ReturnObject as { Id: number; Name: string; InviteCode: string };
  };
  const groupUsers = async (c: TestClient, groupId: number) =>
    (await call(c, 'GET', `GetGroupUsers?GroupId=${groupId}`)).body;

  it('the owner invites by name; the invitee accepts or declines; members see the group', async () => {
    const [owner, ayse, mehmet] = await players(3);
    const group = await createGroup(owner!, 'Ofis Ligi');
    expect(group).toMatchObject({
      Name: 'Ofis Ligi',
      OwnerUser: { Id: owner!.userId },
      GroupUserCount: 1,
      InviteCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
    });
    const invited = await call(owner!.client, 'POST', `InsertGroupUser?GroupId=${group.Id}`, {
      UserName: ayse!.name.toUpperCase(),
    });
    expect(invited.body.ReturnObject).toMatchObject({
      GroupId: group.Id,
      User: { Id: ayse!.userId },
      Status: 'invited',
      IsOwner: false,
      JoinedAt: null,
    });
    const again = await call(owner!.client, 'POST', `InsertGroupUser?GroupId=${group.Id}`, {
      UserName: ayse!.name,
    });
    expect([again.status, again.body.Result.ResultCode]).toEqual([409, 2553]);
    await call(owner!.client, 'POST', `InsertGroupUser?GroupId=${group.Id}`, {
      UserName: mehmet!.name,
    });

    // Invitations first in the invitee's list, with the group.
    const mine = await call(ayse!.client, 'GET', 'GetAllMyGroupUser');
    expect(mine.body.ReturnObject).toEqual([
      expect.objectContaining({
        Status: 'invited',
        Group: expect.objectContaining({ Id: group.Id }),
      }),
    ]);
    const invitation = mine.body.ReturnObject[0].Id;
    // Only the invitee answers.
    const byOwner = await call(owner!.client, 'PUT', 'UpdateGroupUser', {
      Id: invitation,
      Accepted: true,
    });
    expect(byOwner.body.Result.ResultCode).toBe(2557);
    expect(
      (await call(ayse!.client, 'PUT', 'UpdateGroupUser', { Id: invitation, Accepted: true })).body
        .ReturnObject,
    ).toEqual({ Done: true });
    const twice = await call(
      ayse!.client,
      'PUT',
      'UpdateGroupUser',
      { Id: invitation, Accepted: true },
      'en-US',
    );
    expect([twice.status, twice.body.Result.ResultMessage]).toEqual([
      409,
      'This is not a pending invitation.',
    ]);
    const mehmetRow = (await call(mehmet!.client, 'GET', 'GetAllMyGroupUser')).body.ReturnObject[0];
    await call(mehmet!.client, 'PUT', 'UpdateGroupUser', { Id: mehmetRow.Id, Accepted: false });
    expect((await call(mehmet!.client, 'GET', 'GetAllMyGroupUser')).body.ReturnObject).toEqual([]);

    const users = await groupUsers(ayse!.client, group.Id);
    expect(
      users.ReturnObject.map((u: { User: { Id: number }; Status: string; IsOwner: boolean }) => [
        u.User.Id,
        u.Status,
        u.IsOwner,
      ]),
    ).toEqual([
      [owner!.userId, 'member', true],
      [ayse!.userId, 'member', false],
    ]);
    const listed = await call(ayse!.client, 'POST', 'GetFriendLeagueGroups', { Name: 'ofis' });
    expect(listed.body.TotalCount).toBe(1);
    expect(listed.body.ReturnObject[0]).toMatchObject({ Id: group.Id, GroupUserCount: 2 });
    // A declined user no longer sees it; an unknown name is a 404.
    const hidden = await groupUsers(mehmet!.client, group.Id);
    expect(hidden.Result.ResultCode).toBe(2558);
    const unknown = await call(owner!.client, 'POST', `InsertGroupUser?GroupId=${group.Id}`, {
      UserName: 'kimse_yok',
    });
    expect([unknown.status, unknown.body.Result.ResultCode]).toEqual([404, 2009]);
  });

  it('anyone with the invite code joins (a pending invitation is accepted); a wrong code is a 404', async () => {
    const [owner, member, friend, invitee] = await players(4);
    const group = await createGroup(owner!, 'Kod Ligi');
    const joined = await call(member!.client, 'POST', 'JoinGroupByCode', {
      InviteCode: group.InviteCode.toLowerCase(),
    });
    expect(joined.body.ReturnObject).toMatchObject({
      Status: 'member',
      User: { Id: member!.userId },
    });
    // A member shares the code they see.
    const seen = await call(
      member!.client,
      'GET',
      `GetFriendLeagueGroupsByOwnerUserId?ownerUserId=${owner!.userId}`,
    );
    expect(seen.body.ReturnObject.map((g: { InviteCode: string }) => g.InviteCode)).toEqual([
      group.InviteCode,
    ]);
    expect(
      (
        await call(friend!.client, 'POST', 'JoinGroupByCode', {
          InviteCode: seen.body.ReturnObject[0].InviteCode,
        })
      ).status,
    ).toBe(200);
    const again = await call(friend!.client, 'POST', 'JoinGroupByCode', {
      InviteCode: group.InviteCode,
    });
    expect([again.status, again.body.Result.ResultCode]).toEqual([409, 2553]);

    await call(owner!.client, 'POST', `InsertGroupUser?GroupId=${group.Id}`, {
      UserName: invitee!.name,
    });
    const accepted = await call(invitee!.client, 'POST', 'JoinGroupByCode', {
      InviteCode: group.InviteCode,
    });
    expect(accepted.body.ReturnObject).toMatchObject({
      Status: 'member',
      JoinedAt: expect.any(String),
    });
    expect((await groupUsers(owner!.client, group.Id)).ReturnObject).toHaveLength(4);

    const wrong = await call(
      friend!.client,
      'POST',
      'JoinGroupByCode',
      { InviteCode: 'ZZZZ2222' },
      'en-US',
    );
    expect([wrong.status, wrong.body.Result.ResultMessage]).toEqual([
      404,
      'No friend league has this invite code.',
    ]);
    expect(
      (await call(friend!.client, 'POST', 'JoinGroupByCode', { InviteCode: 'ABC' })).status,
    ).toBe(400);
    expect(
      (await call(friend!.client, 'POST', 'JoinGroupByCode', { InviteCode: 'ABCDEFG1' })).status,
    ).toBe(400);
  });

  it('an unverified user may be invited but neither create, join nor accept until verified', async () => {
    const [owner] = await players(1);
    batch += 1;
    const [unverified] = await signedInPlayers(server, `ark${batch}_`, 1, { verified: false });
    const group = await createGroup(owner!, 'Doğrulanmış Lig');
    await call(owner!.client, 'POST', `InsertGroupUser?GroupId=${group.Id}`, {
      UserName: `ark${batch}_1`,
    });
    const invitation = (await call(unverified!.client, 'GET', 'GetAllMyGroupUser')).body
      .ReturnObject[0].Id;
    for (const refused of [
      await call(unverified!.client, 'POST', 'InsertGroup', { Name: 'Doğrulanmamış Lig' }),
      await call(unverified!.client, 'POST', 'JoinGroupByCode', { InviteCode: group.InviteCode }),
      await call(unverified!.client, 'PUT', 'UpdateGroupUser', { Id: invitation, Accepted: true }),
    ]) {
      expect([refused.status, refused.body.Result.ResultCode]).toEqual([403, 2704]);
    }
    expect((await groupUsers(owner!.client, group.Id)).ReturnObject).toEqual([
      expect.objectContaining({ IsOwner: true }),
      expect.objectContaining({ Status: 'invited' }),
    ]);
    // Declining needs no verified address.
    const declined = await call(unverified!.client, 'PUT', 'UpdateGroupUser', {
      Id: invitation,
      Accepted: false,
    });
    expect(declined.status).toBe(200);
  });

  it('only the owner renames, invites, removes and deletes; members leave; the owner cannot', async () => {
    const [owner, member, other] = await players(3);
    const group = await createGroup(owner!, 'Sahipli Lig');
    for (const p of [member!, other!]) {
      await call(p.client, 'POST', 'JoinGroupByCode', { InviteCode: group.InviteCode });
    }
    const rows = (await groupUsers(owner!.client, group.Id)).ReturnObject as {
      Id: number;
      User: { Id: number };
    }[];
    const rowOf = (p: SignedInPlayer) => rows.find((r) => r.User.Id === p.userId)!.Id;

    const rename = await call(
      member!.client,
      'PUT',
      'UpdateGroup',
      { Id: group.Id, Name: 'Benim' },
      'en-US',
    );
    expect([rename.status, rename.body.Result.ResultMessage]).toEqual([
      403,
      'Only the friend league owner can do this.',
    ]);
    const invite = await call(member!.client, 'POST', `InsertGroupUser?GroupId=${group.Id}`, {
      UserName: 'kimse_yok',
    });
    expect(invite.body.Result.ResultCode).toBe(2552);
    const removeOther = await call(
      member!.client,
      'DELETE',
      `DeleteGroupUser?FriendLeagueGroupUserId=${rowOf(other!)}`,
    );
    expect(removeOther.status).toBe(403);
    expect((await call(member!.client, 'DELETE', `DeleteGroup?Id=${group.Id}`)).status).toBe(403);
    const ownerLeaves = await call(
      owner!.client,
      'DELETE',
      `DeleteGroupUser?FriendLeagueGroupUserId=${rowOf(owner!)}`,
      undefined,
      'tr-TR',
    );
    expect([ownerLeaves.status, ownerLeaves.body.Result.ResultMessage]).toEqual([
      409,
      'Lig sahibi arkadaş liginden ayrılamaz: ligi silebilirsiniz.',
    ]);

    const renamed = await call(owner!.client, 'PUT', 'UpdateGroup', {
      Id: group.Id,
      Name: 'Yeni Lig',
    });
    expect(renamed.body.ReturnObject).toMatchObject({ Name: 'Yeni Lig', GroupUserCount: 3 });
    expect(
      (
        await call(
          member!.client,
          'DELETE',
          `DeleteGroupUser?FriendLeagueGroupUserId=${rowOf(member!)}`,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          owner!.client,
          'DELETE',
          `DeleteGroupUser?FriendLeagueGroupUserId=${rowOf(other!)}`,
        )
      ).status,
    ).toBe(200);
    expect((await groupUsers(owner!.client, group.Id)).ReturnObject).toHaveLength(1);
    expect((await groupUsers(member!.client, group.Id)).Result.ResultCode).toBe(2558);
    // Groups owned by someone else are private to their members.
    const others = await call(
      member!.client,
      'GET',
      `GetFriendLeagueGroupsByOwnerUserId?ownerUserId=${owner!.userId}`,
    );
    expect(others.body.ReturnObject).toEqual([]);

    expect(
      (await call(owner!.client, 'DELETE', `DeleteGroup?Id=${group.Id}`)).body.ReturnObject,
    ).toEqual({ Done: true });
    expect((await groupUsers(owner!.client, group.Id)).Result.ResultCode).toBe(2550);
    expect(
      (await call(member!.client, 'POST', 'JoinGroupByCode', { InviteCode: group.InviteCode }))
        .status,
    ).toBe(404);
  });

  it('a user owns at most 30 groups, also when creating them concurrently', async () => {
    const [owner] = await players(1);
    for (let i = 1; i <= 25; i++) await createGroup(owner!, `Lig ${i}`);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(owner!.client, 'POST', 'InsertGroup', { Name: `Yarış ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([refused.status, refused.body.Result.ResultCode]).toEqual([409, 2551]);
    }
    const owned = await call(
      owner!.client,
      'GET',
      `GetFriendLeagueGroupsByOwnerUserId?ownerUserId=${owner!.userId}`,
    );
    expect(owned.body.ReturnObject).toHaveLength(30);
    const paged = await call(owner!.client, 'POST', 'GetFriendLeagueGroups', {
      SortingPaging: {
        PageNumber: 1,
        NumberRecords: 20,
        SortItem: { ColumnName: 'Name', ColumnOrder: 'asc' },
      },
    });
    expect(paged.body.TotalCount).toBe(30);
    expect(paged.body.ReturnObject).toHaveLength(10);
  });
});
