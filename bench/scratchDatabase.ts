/**
 * A scratch schema of `DATABASE_URL` for a benchmark's server, dropped at the end; nothing
 * (the embedded database) when it is unset.
 */
import { createTestSchema } from '../server/testing/testDatabase';

export async function scratchDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { drop: async () => undefined };
  return createTestSchema(url);
}
