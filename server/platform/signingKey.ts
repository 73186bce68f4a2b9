/**
 * The key that signs session tokens, e-mail links and captcha challenges. From
 * `SESSION_SECRET` when set (several servers share it); otherwise made on first start and
 * kept in the database, so a restart does not sign everyone out.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

const SETTING = 'signing_key';

export async function loadSigningKey(
  db: Database,
  fromEnv: string | undefined,
): Promise<Uint8Array> {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const fresh = randomBytes(32).toString('base64');
  // Two servers starting at once agree: the first insert wins, both read it back.
  await db.query(
    `INSERT INTO app_settings (key, value) VALUES ($1, to_jsonb($2::text)) ON CONFLICT (key) DO NOTHING`,
    [SETTING, fresh],
  );
  const [row] = await db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = $1`, [
    SETTING,
  ]);
  return Buffer.from(row!.value, 'base64');
}
