import { contestSeen } from '../contest/contestSlice';
import { exportDebugLog } from './exportLog';
import { EXIT, runReplayCommand } from './replayCommand';
import { recordedStore } from './testing';

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

it('exits 1 with the divergence when the state differs', () => {
  const file = logText();
  const actions = JSON.parse(file.payload);
  actions[23] = { type: 'contest/contestSeen', payload: 777 };
  const result = run({ 'a.json': JSON.stringify({ ...file, payload: JSON.stringify(actions) }) }, [
    'a.json',
  ]);
  expect(result.code).toBe(EXIT.diverged);
  expect(result.err).toContain('diverges at action #24 (contest/contestSeen)');
  expect(result.err).toContain('contest.value: replayed 777');
});

it.each([
  ['a malformed file', '{"payload":', /^Malformed log: The file is not valid JSON/],
  ['a log of another build', 'OTHER', /^Refused: The log was recorded by Kadro 0\.0\.1/],
  ['a log whose action makes a reducer throw', 'THROWS', /^Replay failed: /],
])('exits 2 on %s, with one clear line and no stack trace', (_name, content, message) => {
  const file = logText();
  const text =
    content === 'OTHER'
      ? JSON.stringify({
          ...file,
          'x-replay': { ...file['x-replay'], actionTypesHash: 'x', appVersion: '0.0.1' },
        })
      : content === 'THROWS'
        ? JSON.stringify({
            ...file,
            payload: JSON.stringify([
              ...JSON.parse(file.payload),
              {
                type: 'authApi/executeQuery/pending',
                meta: { arg: null, requestId: 'r', requestStatus: 'pending' },
              },
            ]),
            'x-replay': { ...file['x-replay'], times: [...file['x-replay'].times, 0] },
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
