/**
 * The rules/ import rule (eslint.config.mjs) still bites: a module here that reaches into
 * the server, the store, the UI, React or Node is refused, so both sides can keep loading it.
 */
import { ESLint } from 'eslint';

const ROOT = `${__dirname}/..`;

const PROBE = `import { FAILURES } from '../server/http/failures';
import type { Player } from '../store/api/engine';
import { culture } from '../src/components/culture';
import { useState } from 'react';
import { readFileSync } from 'node:fs';
import { POSITIONS } from './squad';

export const probe = [FAILURES, culture, useState, readFileSync, POSITIONS] as unknown as Player;
`;

it('refuses imports from server/, store/, src/, React and Node in rules/', async () => {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(PROBE, { filePath: `${ROOT}/rules/probe.ts` });
  const refused = result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.line);
  expect(refused).toEqual([1, 2, 3, 4, 5]);
}, 60_000);
