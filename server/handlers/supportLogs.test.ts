/**
 * SupportLog/Upload on the real server and database: the log gzipped, the secret scan, the
 * size bounds (unpacked and packed), the app version read from the header, the daily quota
 * (also under concurrent uploads), and other requests staying fast while a log built to slow
 * the scan is checked.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PART_BYTES, SUPPORT_LOG_LIMITS } from '../support/supportLogs';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers } from '../testing/testUsers';
import type { TestClient, TestServer } from '../testing/testServer';
import { startTestServer, TEST_ACCOUNTS } from '../testing/testServer';

const UPLOAD = '/auth/api/SupportLog/Upload';
const DAY = 24 * 3600_000;
/** A smaller day's quota and bound for the tests that fill them (the real ones are MBs). */
const TEST_LIMITS = {
  maxBytes: 1_000_000,
  maxPackedBytes: 1_000_000,
  perDay: { uploads: 5, bytes: 3_000_000 },
};

/** A log whose JSON text is `bytes` long: one string of `unit` repeated. */
function logOf(bytes: number, unit = 'a') {
  const overhead = JSON.stringify({ x: [''] }).length;
  return {
    x: [unit.repeat(Math.ceil((bytes - overhead) / unit.length)).slice(0, bytes - overhead)],
  };
}

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let players: TestClient[];
  const limits = { ...SUPPORT_LOG_LIMITS };
  beforeAll(async () => {
    Object.assign(SUPPORT_LOG_LIMITS, TEST_LIMITS);
    server = await startTestServer(kind);
    players = (await signedInPlayers(server, `destek_${kind}_`, 6)).map((p) => p.client);
  });
  afterAll(async () => {
    Object.assign(SUPPORT_LOG_LIMITS, limits);
    await server.close();
  });

  const packedUpload = (client: TestClient, body: Buffer, language = 'tr-TR', note?: string) =>
    client.call(note ? `${UPLOAD}?Note=${encodeURIComponent(note)}` : UPLOAD, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'Content-Type': 'application/gzip', LanguageCode: language },
    });
  const upload = (client: TestClient, log: unknown, language = 'tr-TR') =>
    packedUpload(client, gzipSync(JSON.stringify(log)), language);

  it('refuses a log holding a session token', async () => {
    const token = players[0]!.token!;
    const answer = await upload(players[0]!, { actions: [{ payload: { token } }] });
    expect(answer.status).toBe(400);
    expect(answer.body.Result.ResultCode).toBe(2015);
  });

  it('refuses a log over the bound with a clear failure, in both languages', async () => {
    const big = logOf(SUPPORT_LOG_LIMITS.maxBytes + 1);
    expect(JSON.stringify(big).length).toBe(SUPPORT_LOG_LIMITS.maxBytes + 1);
    const tr = await upload(players[0]!, big);
    expect(tr.status).toBe(413);
    expect(tr.body.Result).toEqual({
      ResultCode: 2031,
      ResultMessage: 'Kayıt gönderilemeyecek kadar büyük; gönderilmedi.',
    });
    const en = await upload(players[0]!, big, 'en-US');
    expect(en.body.Result.ResultMessage).toBe('The log is too large to send; it was not stored.');
    const edge = await upload(players[0]!, logOf(SUPPORT_LOG_LIMITS.maxBytes));
    expect(edge.status).toBe(200);
  });

  it('takes the log gzipped with its note, reads its app version, and refuses what unpacks past the bound', async () => {
    const client = players[0]!;
    const log = {
      payload: logOf(900_000, 'theme/themeChanged,').x[0],
      'x-replay': { format: 'kadro-event-log', formatVersion: 2, appVersion: '1.4.2+abc123' },
    };
    const packed = gzipSync(JSON.stringify(log));
    expect(packed.length).toBeLessThan(20_000);
    const stored = await packedUpload(client, packed, 'tr-TR', 'Takımım kaydedilmedi');
    expect(stored.status).toBe(200);
    const admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    const read = await admin.call(`/auth/api/SupportLog/GetById?Id=${stored.body.ReturnObject.Id}`);
    expect(read.body.ReturnObject).toMatchObject({
      Note: 'Takımım kaydedilmedi',
      SizeBytes: JSON.stringify(log).length,
      AppVersion: '1.4.2+abc123',
      Log: log,
    });
    const list = await admin.call('/auth/api/SupportLog/GetList', { method: 'POST', json: {} });
    expect(list.body.ReturnObject[0]).toMatchObject({
      Id: stored.body.ReturnObject.Id,
      AppVersion: '1.4.2+abc123',
    });

    // A few KB that unpack past the bound: refused as too large, not unpacked whole.
    const bomb = gzipSync(JSON.stringify(logOf(SUPPORT_LOG_LIMITS.maxBytes * 20)));
    expect(bomb.length).toBeLessThan(100_000);
    const refused = await packedUpload(client, bomb, 'en-US');
    expect(refused.status).toBe(413);
    expect(refused.body.Result.ResultCode).toBe(2031);
    // A packed body over its own bound: the same failure.
    const noise = gzipSync(randomBytes(SUPPORT_LOG_LIMITS.maxPackedBytes));
    const overPacked = await packedUpload(client, noise, 'en-US');
    expect(overPacked.status).toBe(413);
    expect(overPacked.body.Result.ResultCode).toBe(2031);
    expect((await packedUpload(client, Buffer.from('not gzip at all'))).status).toBe(400);
    // JSON is no longer taken: the log comes packed.
    const json = await client.call(UPLOAD, { method: 'POST', json: { Log: log } });
    expect(json.status).toBe(400);
  });

  it("the list and a log's content are the Admin's: 401 without a session, 403 for a player", async () => {
    const visitor = server.client();
    const player = players[0]!;
    const list = (client: TestClient) =>
      client.call('/auth/api/SupportLog/GetList', { method: 'POST', json: {} });
    const read = (client: TestClient) => client.call('/auth/api/SupportLog/GetById?Id=1');
    expect((await list(visitor)).status).toBe(401);
    expect((await read(visitor)).status).toBe(401);
    expect((await list(player)).status).toBe(403);
    expect((await read(player)).status).toBe(403);
    const admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    expect((await upload(players[5]!, { seen: true })).status).toBe(200);
    const answer = await list(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject[0].AppVersion).toBeNull(); // no x-replay header
    expect(Object.keys(answer.body.ReturnObject[0]).sort()).toEqual(
      ['AppVersion', 'CreatedAt', 'Id', 'Note', 'SizeBytes', 'UserId', 'UserName'].sort(),
    );
  });

  it('allows 5 uploads a day; the 6th waits for real time to pass, not the game clock', async () => {
    const client = players[1]!;
    for (let i = 0; i < SUPPORT_LOG_LIMITS.perDay.uploads; i += 1) {
      expect((await upload(client, { i })).status).toBe(200);
    }
    const sixth = await upload(client, { i: 6 }, 'en-US');
    expect(sixth.status).toBe(429);
    expect(sixth.body.Result).toEqual({
      ResultCode: 2032,
      ResultMessage: 'You have sent as many logs as a day allows. Please try again tomorrow.',
    });
    server.clock.advance(2 * DAY);
    try {
      expect((await upload(client, { i: 6 })).status).toBe(429);
    } finally {
      server.clock.advance(-2 * DAY);
    }
    server.realClock.advance(DAY + 1000);
    try {
      expect((await upload(client, { i: 6 })).status).toBe(200);
    } finally {
      server.realClock.advance(-(DAY + 1000));
    }
  });

  it('allows 3,000,000 bytes a day', async () => {
    const client = players[2]!;
    for (let i = 0; i < 3; i += 1) {
      expect((await upload(client, logOf(990_000))).status).toBe(200);
    }
    const over = await upload(client, logOf(30_001));
    expect(over.body.Result.ResultCode).toBe(2032);
    expect((await upload(client, logOf(20_000))).status).toBe(200);
  });

  it('holds the quota under 8 concurrent uploads of one user: exactly 5 are stored', async () => {
    const client = players[3]!;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => upload(client, { concurrent: i })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.Result.ResultCode === 2032)).toHaveLength(3);
    const [row] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM support_logs s JOIN users u ON u.id = s.user_id
        WHERE u.user_name = $1`,
      [`destek_${kind}_4`],
    );
    expect(row!.n).toBe(5);
  });

  it('stores a log gzipped in parts and reads it back whole; logs stored before still read', async () => {
    const admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    // Random text packs to more than one part (what gzip cannot shrink).
    const log = { x: Array.from({ length: 4 }, () => randomBytes(150_000).toString('base64url')) };
    const packed = gzipSync(JSON.stringify(log));
    const { Id } = (await packedUpload(players[5]!, packed)).body.ReturnObject;
    const [stored] = await server.db.query<{ parts: number; bytes: number; log: unknown }>(
      `SELECT s.parts, s.log, (SELECT sum(octet_length(bytes))::int FROM support_log_parts p
                                 WHERE p.log_id = s.id) AS bytes
         FROM support_logs s WHERE s.id = $1`,
      [Id],
    );
    expect(stored).toEqual({
      parts: Math.ceil(packed.length / PART_BYTES),
      bytes: packed.length,
      log: null,
    });
    expect(stored!.parts).toBeGreaterThan(1);
    const read = await admin.call(`/auth/api/SupportLog/GetById?Id=${Id}`);
    expect(read.body.ReturnObject).toMatchObject({
      Id,
      SizeBytes: JSON.stringify(log).length,
      Log: log,
    });
    // A log still being written is neither listed nor read.
    await server.db.query('UPDATE support_logs SET complete = false WHERE id = $1', [Id]);
    expect((await admin.call(`/auth/api/SupportLog/GetById?Id=${Id}`)).status).toBe(404);
    const list = await admin.call('/auth/api/SupportLog/GetList', { method: 'POST', json: {} });
    expect(list.body.ReturnObject.map((l: { Id: number }) => l.Id)).not.toContain(Id);
    await server.db.query('UPDATE support_logs SET complete = true WHERE id = $1', [Id]);

    const [old] = await server.db.query<{ id: number }>(
      `INSERT INTO support_logs (user_id, note, log, size_bytes, created_at)
       SELECT id, NULL, '{"eski": true}'::jsonb, 14, now() FROM users WHERE user_name = 'demo'
       RETURNING id`,
    );
    const oldRead = await admin.call(`/auth/api/SupportLog/GetById?Id=${old!.id}`);
    expect(oldRead.body.ReturnObject.Log).toEqual({ eski: true });
  });

  it('other requests stay fast while a 1 MB log built to slow a regex is checked', async () => {
    const hostile = logOf(SUPPORT_LOG_LIMITS.maxBytes, 'eyJ');
    const pending = upload(players[4]!, hostile);
    const latencies: number[] = [];
    let done = false;
    void pending.finally(() => (done = true));
    while (!done || latencies.length < 5) {
      const started = performance.now();
      const info = await server.call('/auth/api/System/GetInfo');
      latencies.push(performance.now() - started);
      expect(info.status).toBe(200);
    }
    expect((await pending).status).toBe(200);
    // The bar is 100 ms (bench/supportLogUpload.ts measures it); generous here for a busy
    // machine. The quadratic scan held every request for minutes on such a log.
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });
});
