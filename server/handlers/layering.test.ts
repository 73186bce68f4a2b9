/**
 * The handler layering rule (eslint.config.mjs) still bites: a handler that queries, holds
 * SQL, imports db/ or another handler, or casts its request is refused.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = join(__dirname, '..', '..');

const VIOLATIONS = `import type { OperationHandlers } from '../http/specRoutes';
import { schemaVersion } from '../db/migrate';
import type { HandlerDependencies } from './index';
import { matchHandlers } from './matches';

export function probeHandlers(deps: HandlerDependencies): OperationHandlers {
  return {
    playerGetPlayerById: async (ctx) => {
      const [row] = await deps.db.query('SELECT id FROM users WHERE id = $1', [ctx.query.Id as number]);
      void schemaVersion;
      return matchHandlers(deps).matchGetMatchDetail!({ ...ctx, query: { matchId: row!.id } } as never);
    },
  };
}
`;

it('refuses SQL, db/ and sibling imports and request casts in a handler', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(VIOLATIONS, {
    filePath: join(ROOT, 'server', 'handlers', 'probe.ts'),
  });
  const messages = result!.messages.map((m) => `${m.line}: ${m.message}`);
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^2: .*Handlers reach the database through domain code/),
      expect.stringMatching(/^4: .*A handler never calls another handler/),
      expect.stringMatching(/^9: No queries in handlers/),
      expect.stringMatching(/^9: No SQL in handlers/),
      expect.stringMatching(/^9: ctx.query and ctx.body are typed by operationId/),
    ]),
  );
}, 60_000);
