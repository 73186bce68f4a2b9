/**
 * Friends, follows, push devices, support logs and the admin user list over HTTP: each
 * with its success, its failures and someone else's data.
 */
import { gzipSync } from 'node:zlib';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const AUTH = '/auth/api';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let seq = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function newUser(): Promise<{ client: TestClient; id: number; name: string }> {
    seq += 1;
    const client = server.client();
    const name = `sosyal_${seq}`;
    const answer = await client.call(`${AUTH}/Auth/Register`, {
      method: 'POST',
      json: {
        UserName: name,
        Email: `${name}@example.com`,
        Password: 'gizli-şifre-1',
        FavoriteTeamId: 1,
        AcceptAgreement: true,
        CaptchaResponse: await client.captcha(),
      },
    });
    client.token = answer.body.ReturnObject.Token;
    const me = await client.call(`${AUTH}/User/GetUser`);
    return { client, id: me.body.ReturnObject.Id, name };
  }

  const post = (c: TestClient, path: string, json?: unknown) =>
    c.call(`${AUTH}/${path}`, { method: 'POST', ...(json !== undefined && { json }) });

  describe('friends', () => {
    it('a request becomes a friendship when the other accepts; both see it', async () => {
      const ayse = await newUser();
      const mehmet = await newUser();
      const asked = await post(ayse.client, `Friend/AddFriend?userId=${mehmet.id}`);
      expect(asked.body.ReturnObject).toEqual({ UserId: mehmet.id, Status: 'requested' });
      const seen = await mehmet.client.call(`${AUTH}/Friend/IsFriend?userId=${ayse.id}`);
      expect(seen.body.ReturnObject.Status).toBe('incoming');
      const requests = await mehmet.client.call(`${AUTH}/Friend/GetFriendRequests`);
      expect(requests.body.ReturnObject.Incoming).toEqual([
        {
          User: expect.objectContaining({ Id: ayse.id, UserName: ayse.name }),
          RequestedAt: expect.any(String),
        },
      ]);
      const counts = await post(mehmet.client, 'Friend/FriendCount', {});
      expect(counts.body.ReturnObject).toEqual({
        UserId: mehmet.id,
        FriendCount: 0,
        IncomingRequestCount: 1,
        OutgoingRequestCount: 0,
      });
      const accepted = await post(mehmet.client, `Friend/AcceptFriend?userId=${ayse.id}`);
      expect(accepted.body.ReturnObject.Status).toBe('friends');
      expect(
        (await ayse.client.call(`${AUTH}/Friend/IsFriend?userId=${mehmet.id}`)).body.ReturnObject
          .Status,
      ).toBe('friends');
      const friends = await ayse.client.call(`${AUTH}/Friend/GetFriends`);
      expect(friends.body.ReturnObject.map((u: { Id: number }) => u.Id)).toEqual([mehmet.id]);
      // Someone else's count shows no pending requests.
      const theirs = await post(ayse.client, 'Friend/FriendCount', { UserId: mehmet.id });
      expect(theirs.body.ReturnObject).toEqual({ UserId: mehmet.id, FriendCount: 1 });
      const again = await post(ayse.client, `Friend/AddFriend?userId=${mehmet.id}`);
      expect(again.status).toBe(409);
      expect(again.body.Result.ResultCode).toBe(2011);
      const profile = await server.call(`${AUTH}/User/GetUserProfile?userId=${ayse.id}`);
      expect(profile.body.ReturnObject.FriendCount).toBe(1);
      const removed = await ayse.client.call(`${AUTH}/Friend/RemoveFriend?userId=${mehmet.id}`, {
        method: 'DELETE',
      });
      expect(removed.body.ReturnObject.Status).toBe('none');
      const removedAgain = await ayse.client.call(
        `${AUTH}/Friend/RemoveFriend?userId=${mehmet.id}`,
        {
          method: 'DELETE',
        },
      );
      expect(removedAgain.body.Result.ResultCode).toBe(2013);
    });

    it('two crossing requests make a friendship; a declined request is gone', async () => {
      const a = await newUser();
      const b = await newUser();
      await post(a.client, `Friend/AddFriend?userId=${b.id}`);
      const crossing = await post(b.client, `Friend/AddFriend?userId=${a.id}`);
      expect(crossing.body.ReturnObject.Status).toBe('friends');
      const c = await newUser();
      await post(c.client, `Friend/AddFriend?userId=${a.id}`);
      const declined = await post(a.client, `Friend/DeclineFriend?userId=${c.id}`);
      expect(declined.body.ReturnObject.Status).toBe('none');
      const nothing = await post(a.client, `Friend/AcceptFriend?userId=${c.id}`);
      expect(nothing.status).toBe(404);
      expect(nothing.body.Result.ResultCode).toBe(2012);
    });

    it('refuses yourself, a missing user and anonymous callers', async () => {
      const a = await newUser();
      const self = await post(a.client, `Friend/AddFriend?userId=${a.id}`);
      expect(self.body.Result.ResultCode).toBe(2010);
      const missing = await post(a.client, 'Friend/AddFriend?userId=999999');
      expect(missing.status).toBe(404);
      expect(missing.body.Result.ResultCode).toBe(2009);
      const anonymous = await server
        .client()
        .call(`${AUTH}/Friend/AddFriend?userId=${a.id}`, { method: 'POST' });
      expect(anonymous.status).toBe(401);
      const noId = await post(a.client, 'Friend/AddFriend');
      expect(noId.status).toBe(400);
    });
  });

  describe('follows', () => {
    it('follow and unfollow are one way and idempotent', async () => {
      const a = await newUser();
      const b = await newUser();
      const followed = await post(a.client, `Follow/Follow?userId=${b.id}`);
      expect(followed.body.ReturnObject).toEqual({
        UserId: b.id,
        IsFollowing: true,
        IsFollowedBy: false,
      });
      expect((await post(a.client, `Follow/Follow?userId=${b.id}`)).status).toBe(200);
      const fromB = await b.client.call(`${AUTH}/Follow/FollowStatus?userId=${a.id}`);
      expect(fromB.body.ReturnObject).toEqual({
        UserId: a.id,
        IsFollowing: false,
        IsFollowedBy: true,
      });
      const counts = await post(a.client, `Follow/GetFollowCount?userId=${b.id}`);
      expect(counts.body.ReturnObject).toEqual({
        UserId: b.id,
        FollowerCount: 1,
        FollowingCount: 0,
      });
      const mine = await post(a.client, 'Follow/GetFollowCount');
      expect(mine.body.ReturnObject).toEqual({ UserId: a.id, FollowerCount: 0, FollowingCount: 1 });
      const unfollowed = await a.client.call(`${AUTH}/Follow/UnFollow?userId=${b.id}`, {
        method: 'DELETE',
      });
      expect(unfollowed.body.ReturnObject.IsFollowing).toBe(false);
    });

    it('refuses following yourself or a missing user', async () => {
      const a = await newUser();
      expect((await post(a.client, `Follow/Follow?userId=${a.id}`)).body.Result.ResultCode).toBe(
        2010,
      );
      expect((await post(a.client, 'Follow/Follow?userId=999999')).body.Result.ResultCode).toBe(
        2009,
      );
      expect((await post(a.client, 'Follow/GetFollowCount?userId=999999')).status).toBe(404);
    });
  });

  describe('push devices', () => {
    it('registers a device for the caller only, once however often it is sent', async () => {
      const a = await newUser();
      const b = await newUser();
      const device = { UserId: a.id, DeviceId: `fcm-token-${kind}`, DeviceName: 'web' };
      const first = await post(a.client, 'UserNotificationDevice/GetNotifToken', device);
      expect(first.body.ReturnObject).toEqual({
        Id: expect.any(Number),
        DeviceName: 'web',
        RegisteredAt: expect.any(String),
      });
      const second = await post(a.client, 'UserNotificationDevice/GetNotifToken', device);
      expect(second.body.ReturnObject.Id).toBe(first.body.ReturnObject.Id);
      const rows = await server.db.query<{ n: number }>(
        'SELECT count(*) AS n FROM notification_devices WHERE user_id = $1',
        [a.id],
      );
      expect(rows).toEqual([{ n: 1 }]);
      const forOther = await post(b.client, 'UserNotificationDevice/GetNotifToken', device);
      expect(forOther.status).toBe(403);
      expect(forOther.body.Result.ResultCode).toBe(2014);
    });
  });

  describe('support logs and the admin user list', () => {
    let admin: TestClient;
    beforeAll(async () => {
      admin = server.client();
      await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    });

    it('a user uploads a log, an admin reads it, another user cannot', async () => {
      const a = await newUser();
      const log = { payload: '[{"type":"userLoggedIn"}]', preloadedState: '{}' };
      const packed = (json: unknown, query = '') =>
        a.client.call(`${AUTH}/SupportLog/Upload${query}`, {
          method: 'POST',
          body: new Uint8Array(gzipSync(JSON.stringify(json))),
          headers: { 'Content-Type': 'application/gzip' },
        });
      const upload = await packed(log, `?Note=${encodeURIComponent('Takım kaydedilmedi')}`);
      expect(upload.body.ReturnObject).toEqual({ Id: expect.any(Number) });
      const id = upload.body.ReturnObject.Id;
      const read = await admin.call(`${AUTH}/SupportLog/GetById?Id=${id}`);
      expect(read.body.ReturnObject).toMatchObject({
        Id: id,
        UserId: a.id,
        Note: 'Takım kaydedilmedi',
        Log: log,
      });
      const list = await post(admin, 'SupportLog/GetList', { UserId: a.id });
      expect(list.body.TotalCount).toBe(1);
      expect((await a.client.call(`${AUTH}/SupportLog/GetById?Id=${id}`)).status).toBe(403);
      const withToken = await packed({ token: a.client.token });
      expect(withToken.body.Result.ResultCode).toBe(2015);
    });

    it('lists, searches and pages users for admins only; the last admin stays', async () => {
      const a = await newUser();
      const forbidden = await post(a.client, 'Admin/GetUsers', {});
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.Result.ResultCode).toBe(1003);
      const found = await post(admin, 'Admin/GetUsers', { Search: a.name });
      expect(found.body.ReturnObject).toEqual([
        expect.objectContaining({ Id: a.id, UserName: a.name, RoleId: 1 }),
      ]);
      const page = await post(admin, 'Admin/GetUsers', {
        SortingPaging: {
          SortItem: { ColumnName: 'Id', ColumnOrder: 'desc' },
          PageNumber: 0,
          NumberRecords: 2,
        },
      });
      expect(page.body.ReturnObject).toHaveLength(2);
      expect(page.body.TotalCount).toBeGreaterThanOrEqual(3);
      expect(page.body.ReturnObject[0].Id).toBeGreaterThan(page.body.ReturnObject[1].Id);
      const badColumn = await post(admin, 'Admin/GetUsers', {
        SortingPaging: { SortItem: { ColumnName: 'PasswordHash', ColumnOrder: 'asc' } },
      });
      expect(badColumn.status).toBe(400);
      const promoted = await admin.call(`${AUTH}/Admin/UpdateUserRole`, {
        method: 'PUT',
        json: { UserId: a.id, RoleId: 2 },
      });
      expect(promoted.body.ReturnObject.RoleId).toBe(2);
      expect((await post(a.client, 'Admin/GetUsers', {})).status).toBe(200);
      await admin.call(`${AUTH}/Admin/UpdateUserRole`, {
        method: 'PUT',
        json: { UserId: a.id, RoleId: 1 },
      });
      const adminId = (await admin.call(`${AUTH}/User/GetUser`)).body.ReturnObject.Id;
      const lastAdmin = await admin.call(`${AUTH}/Admin/UpdateUserRole`, {
        method: 'PUT',
        json: { UserId: adminId, RoleId: 1 },
      });
      expect(lastAdmin.status).toBe(409);
      expect(lastAdmin.body.Result.ResultCode).toBe(2016);
    });
  });
});
