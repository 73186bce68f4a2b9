/**
 * A scratch schema of `DATABASE_URL` for a benchmark's server, dropped at the end; nothing
 * (the embedded database) when it is unset.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function scratchDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { drop: async () => undefined };
  const schema = `kadro_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}
