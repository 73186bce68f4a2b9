import type { Action } from '@reduxjs/toolkit';
import { contestSeen } from '../contest/contestSlice';
import { actionChain } from './checksum';
import { exportDebugLog } from './exportLog';
import { EXIT, runReplayCommand } from './replayCommand';
import { actionsOf, recordedStore, tampered } from './testing';

function run(files: Record<string, string>, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runReplayCommand(args, {
    readFile: (path) => {
      if (!(path in files)) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      return files[path] as string;
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function logText() {
  const { store } = recordedStore({ checkpointEvery: 4, limit: 100 });
  for (let i = 0; i < 20; i++) store.dispatch(contestSeen(i));
  return exportDebugLog(store);
}

it('prints the verdict and exits 0 when every checkpoint matches', () => {
  expect(run({ 'a.json': JSON.stringify(logText()) }, ['a.json'])).toEqual({
    code: EXIT.ok,
    out: 'replayed 24 actions, all 7 checkpoints match',
    err: '',
  });
});

it('exits 1 naming the action when an action was edited', () => {
  const file = logText();
  const actions = actionsOf(file);
  actions[23] = { type: 'contest/contestSeen', payload: 777 } as Action;
  const result = run({ 'a.json': JSON.stringify(tampered(file, { actions })) }, ['a.json']);
  expect(result.code).toBe(EXIT.diverged);
  expect(result.err).toContain('action #24 (contest/contestSeen) is not the action recorded there');
});

it('exits 1 naming the action that makes a reducer throw, with no stack trace', () => {
  // Someone who rebuilt the chain over an appended action RTK Query cannot reduce.
  const file = logText();
  const actions = [
    ...actionsOf(file),
    {
      type: 'authApi/executeQuery/pending',
      meta: { arg: null, requestId: 'r', requestStatus: 'pending' },
    } as Action,
  ];
  const forged = {
    ...tampered(file, { actions }),
    'x-replay': { ...file['x-replay'], chain: actionChain(actions) },
  };
  const result = run({ 'a.json': JSON.stringify(forged) }, ['a.json']);
  expect(result.code).toBe(EXIT.diverged);
  expect(result.err).toMatch(
    /^replayed 24 actions: action #25 \(authApi\/executeQuery\/pending\) makes the reducer throw: /,
  );
  expect(result.err).not.toMatch(/\n\s+at /);
});

it.each([
  ['a malformed file', '{"payload":', /^Malformed log: The file is not valid JSON/],
  ['a log of another build', 'OTHER', /^Refused: The log was recorded by Kadro 0\.0\.1/],
])('exits 2 on %s, with one clear line and no stack trace', (_name, content, message) => {
  const file = logText();
  const text =
    content === 'OTHER'
      ? JSON.stringify({
          ...file,
          'x-replay': { ...file['x-replay'], actionTypesHash: 'x', appVersion: '0.0.1' },
        })
      : content;
  const result = run({ 'a.json': text }, ['a.json']);
  expect(result.code).toBe(EXIT.refused);
  expect(result.err).toMatch(message);
  expect(result.err).not.toMatch(/\n\s+at /);
});

it('explains a missing file and its usage', () => {
  expect(run({}, ['missing.json'])).toMatchObject({
    code: EXIT.refused,
    err: 'Cannot read missing.json: ENOENT',
  });
  expect(run({}, [])).toMatchObject({
    code: EXIT.usage,
    err: 'Usage: npm run replay -- <debug-log.json>',
  });
});
