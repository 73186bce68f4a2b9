/**
 * Clans over HTTP on the real database: create, rename, join, leave, the owner's removals,
 * hand-over and deletion, the lists, one clan per user, 50 members (concurrent joins at 49
 * let exactly one in) and the verified-address rule, each refusal in both languages.
 */
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import { startTestServer, type TestClient, type TestServer } from '../testing/testServer';

const LEAGUE = '/league/api/ClansLeague';

describe.each(TEST_DATABASES)('clans on %s', (kind) => {
  let server: TestServer;
  let batch = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const players = (count: number, options?: { verified?: boolean }) => {
    batch += 1;
    return signedInPlayers(server, `klan${batch}_`, count, options);
  };
  const call = (c: TestClient, method: string, path: string, json?: unknown, language?: string) =>
    c.call(`${LEAGUE}/${path}`, {
      method,
      ...(json !== undefined && { json }),
      ...(language && { headers: { LanguageCode: language } }),
    });
  const createClan = async (owner: SignedInPlayer, name: string) => {
    const created = await call(owner.client, 'POST', 'InsertClan', { Name: name });
    expect(created.status).toBe(200);
    return created.body.ReturnObject as { Id: number; Name: string };
  };
  const join = (p: SignedInPlayer, clanId: number) =>
    call(p.client, 'POST', `InsertClanUser?ClanId=${clanId}`, {});
  const members = async (c: TestClient, clanId: number) =>
    (await call(c, 'POST', 'GetClanUsers', { ClanId: clanId })).body;

  it('creates a clan with its owner as first member; others join, list and find it', async () => {
    const [owner, ayse] = await players(2);
    const clan = await createClan(owner!, '  Kartallar  ');
    expect(clan).toEqual({
      Id: expect.any(Number),
      Name: 'Kartallar',
      OwnerUserId: owner!.userId,
      MemberCount: 1,
      MaxMembers: 50,
      CreatedAt: expect.any(String),
    });
    const joined = await join(ayse!, clan.Id);
    expect(joined.status).toBe(200);
    expect(joined.body.ReturnObject).toMatchObject({
      ClanId: clan.Id,
      User: { Id: ayse!.userId },
      Role: 'member',
    });
    const list = await members(ayse!.client, clan.Id);
    expect(list.TotalCount).toBe(2);
    expect(list.ReturnObject.map((m: { Role: string }) => m.Role)).toEqual(['owner', 'member']);
    // By part of the name, with Turkish casing, and by member.
    const byName = await call(ayse!.client, 'POST', 'GetClans', { Name: 'KARTAL' });
    expect(byName.body.ReturnObject).toEqual([
      expect.objectContaining({ Id: clan.Id, MemberCount: 2 }),
    ]);
    const mine = await call(ayse!.client, 'POST', 'GetClans', { MemberUserId: ayse!.userId });
    expect(mine.body.ReturnObject.map((c: { Id: number }) => c.Id)).toEqual([clan.Id]);
  });

  it('a user is in one clan at most; a clan name is taken whatever its casing', async () => {
    const [a, b] = await players(2);
    const clan = await createClan(a!, 'İstanbul Yıldızları');
    const taken = await call(
      b!.client,
      'POST',
      'InsertClan',
      { Name: 'istanbul yildizlari' },
      'en-US',
    );
    expect(taken.status).toBe(409);
    expect(taken.body.Result.ResultCode).toBe(2541);
    expect(taken.body.Result.ResultMessage).toBe('Another clan already has this name.');
    const second = await call(a!.client, 'POST', 'InsertClan', { Name: 'Başka Klan' });
    expect(second.status).toBe(409);
    expect(second.body.Result.ResultCode).toBe(2542);
    expect(second.body.Result.ResultMessage).toBe(
      'Bu kullanıcı zaten bir klanda; bir kullanıcı yalnızca bir klanda olabilir.',
    );
    const other = await createClan(b!, 'Başka Klan');
    const twice = await join(a!, other.Id);
    expect(twice.body.Result.ResultCode).toBe(2542);
    expect((await join(a!, clan.Id)).body.Result.ResultCode).toBe(2542);
  });

  it('an unverified user may neither create nor join a clan', async () => {
    const [owner] = await players(1);
    const [unverified] = await players(1, { verified: false });
    const clan = await createClan(owner!, 'Doğrulanmışlar');
    for (const refused of [
      await join(unverified!, clan.Id),
      await call(unverified!.client, 'POST', 'InsertClan', { Name: 'Doğrulanmamışlar' }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.Result.ResultCode).toBe(2704);
    }
    expect((await members(owner!.client, clan.Id)).TotalCount).toBe(1);
  });

  it('only the owner renames, hands over, removes members and deletes', async () => {
    const [owner, member, other] = await players(3);
    const clan = await createClan(owner!, 'Sahipli');
    const membership = (await join(member!, clan.Id)).body.ReturnObject;
    await join(other!, clan.Id);

    const renameByMember = await call(
      member!.client,
      'PUT',
      'UpdateClan',
      { Id: clan.Id, Name: 'Ele Geçirildi' },
      'en-US',
    );
    expect(renameByMember.status).toBe(403);
    expect(renameByMember.body.Result.ResultCode).toBe(2544);
    expect(renameByMember.body.Result.ResultMessage).toBe('Only the clan owner can do this.');
    const renamed = await call(owner!.client, 'PUT', 'UpdateClan', {
      Id: clan.Id,
      Name: 'Yeni Ad',
    });
    expect(renamed.body.ReturnObject.Name).toBe('Yeni Ad');

    const ownerRow = (await members(owner!.client, clan.Id)).ReturnObject[0];
    const removeOwner = await call(
      other!.client,
      'DELETE',
      `DeleteClanUser?clanUserId=${ownerRow.Id}`,
    );
    expect(removeOwner.body.Result.ResultCode).toBe(2545);
    const removeByOther = await call(
      other!.client,
      'DELETE',
      `DeleteClanUser?clanUserId=${membership.Id}`,
    );
    expect(removeByOther.status).toBe(403);
    expect((await call(member!.client, 'DELETE', `DeleteClan?Id=${clan.Id}`)).status).toBe(403);
    expect((await members(owner!.client, clan.Id)).TotalCount).toBe(3);

    // Only `owner` is a role one can set.
    const demote = await call(owner!.client, 'PUT', 'UpdateClanUser', {
      Id: membership.Id,
      Role: 'member',
    });
    expect(demote.status).toBe(400);
    const notOwner = await call(member!.client, 'PUT', 'UpdateClanUser', {
      Id: membership.Id,
      Role: 'owner',
    });
    expect(notOwner.body.Result.ResultCode).toBe(2544);
    const handed = await call(owner!.client, 'PUT', 'UpdateClanUser', {
      Id: membership.Id,
      Role: 'owner',
    });
    expect(handed.body.ReturnObject).toMatchObject({ Id: membership.Id, Role: 'owner' });
    // The old owner is a member now and may leave; the new owner removes the other member.
    expect(
      (await call(owner!.client, 'DELETE', `DeleteClanUser?clanUserId=${ownerRow.Id}`)).status,
    ).toBe(200);
    const otherRow = (await members(member!.client, clan.Id)).ReturnObject.find(
      (m: { User: { Id: number } }) => m.User.Id === other!.userId,
    );
    expect(
      (await call(member!.client, 'DELETE', `DeleteClanUser?clanUserId=${otherRow.Id}`)).status,
    ).toBe(200);
    expect((await members(member!.client, clan.Id)).TotalCount).toBe(1);

    expect(
      (await call(member!.client, 'DELETE', `DeleteClan?Id=${clan.Id}`)).body.ReturnObject,
    ).toEqual({ Done: true });
    const gone = await members(member!.client, clan.Id);
    expect(gone.Result.ResultCode).toBe(2540);
    // Everyone is free to join another clan.
    await createClan(other!, 'Sonraki');
    expect((await call(member!.client, 'DELETE', `DeleteClan?Id=${clan.Id}`)).status).toBe(404);
  });

  it('the owner adds a friend by name, never a stranger; others may not add anyone', async () => {
    const [owner, friend, stranger, member] = await players(4);
    const clan = await createClan(owner!, 'Arkadaşlar');
    await join(member!, clan.Id);
    await owner!.client.call(`/auth/api/Friend/AddFriend?userId=${friend!.userId}`, {
      method: 'POST',
    });
    await friend!.client.call(`/auth/api/Friend/AcceptFriend?userId=${owner!.userId}`, {
      method: 'POST',
    });
    const name = (p: SignedInPlayer) =>
      `klan${batch}_${[owner, friend, stranger, member].indexOf(p) + 1}`;

    const strangerAdded = await call(owner!.client, 'POST', `InsertClanUser?ClanId=${clan.Id}`, {
      UserName: name(stranger!),
    });
    expect(strangerAdded.status).toBe(404);
    expect(strangerAdded.body.Result.ResultCode).toBe(2013);
    const byMember = await call(member!.client, 'POST', `InsertClanUser?ClanId=${clan.Id}`, {
      UserName: name(friend!),
    });
    expect(byMember.body.Result.ResultCode).toBe(2544);
    const added = await call(owner!.client, 'POST', `InsertClanUser?ClanId=${clan.Id}`, {
      UserName: name(friend!).toUpperCase(),
    });
    expect(added.body.ReturnObject).toMatchObject({ User: { Id: friend!.userId }, Role: 'member' });
    const unknown = await call(owner!.client, 'POST', `InsertClanUser?ClanId=${clan.Id}`, {
      UserName: 'kimse_yok',
    });
    expect(unknown.body.Result.ResultCode).toBe(2009);
    expect((await join(member!, 999_999)).body.Result.ResultCode).toBe(2540);
  });

  it('holds 50 members: of concurrent joins at 49, exactly one gets in', async () => {
    const [owner, ...rest] = await players(54);
    const clan = await createClan(owner!, 'Elliler');
    for (const p of rest.slice(0, 48)) expect((await join(p, clan.Id)).status).toBe(200);
    expect((await members(owner!.client, clan.Id)).TotalCount).toBe(49);
    const answers = await Promise.all(rest.slice(48).map((p) => join(p, clan.Id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.Result.ResultCode).toBe(2543);
    }
    expect((await members(owner!.client, clan.Id)).TotalCount).toBe(50);
  });

  it('refuses a malformed name and calls without a session', async () => {
    const [p] = await players(1);
    expect((await call(p!.client, 'POST', 'InsertClan', { Name: 'ab' })).status).toBe(400);
    expect((await call(p!.client, 'POST', 'InsertClan', { Name: 'Klan', Extra: 1 })).status).toBe(
      400,
    );
    expect(
      (
        await server
          .client()
          .call(`${LEAGUE}/InsertClan`, { method: 'POST', json: { Name: 'Klan' } })
      ).status,
    ).toBe(401);
  });
});
