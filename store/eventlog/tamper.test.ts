/**
 * Replay proves the whole log: tampered copies of a recorded session are refused with the
 * first action that differs named exactly, wherever it is (after the last regular
 * checkpoint too) and whatever later actions do to its effect.
 */
import type { Action } from '@reduxjs/toolkit';
import { contestSeen } from '../contest/contestSlice';
import { themeChanged } from '../preferences/themeSlice';
import { locationChanged } from '../router/routerSlice';
import { userLoaded } from '../session/userSlice';
import { actionChain } from './checksum';
import { exportDebugLog, type DebugLogFile } from './exportLog';
import {
  describeReport,
  parseDebugLog,
  replayDebugLog,
  DebugLogError,
  type ReplayReport,
} from './replay';
import { actionsOf, recordedStore, tampered } from './testing';

const USER = { Id: 7, UserName: 'ayse', RoleId: 1, Email: 'ayse@example.com' };

/** 147 actions with the default checkpoints (every 100): 47 after the last one. */
function session() {
  const { store, clock } = recordedStore();
  for (let i = 0; i < 147; i++) {
    clock.advance(100);
    if (i % 10 === 3) store.dispatch(themeChanged(i % 20 === 3 ? 'light' : 'dark'));
    else if (i % 10 === 6)
      store.dispatch(
        locationChanged({
          location: { pathname: `/takim/${i}`, search: '', hash: '' },
          action: 'PUSH',
        }),
      );
    else if (i === 120) store.dispatch(userLoaded(USER as never));
    else store.dispatch(contestSeen(i));
  }
  return exportDebugLog(store);
}

const replay = (file: DebugLogFile): ReplayReport =>
  replayDebugLog(parseDebugLog(JSON.stringify(file)));

function divergence(file: DebugLogFile) {
  const report = replay(file);
  if (report.ok) throw new Error(`accepted: ${describeReport(report)}`);
  return { ...report.divergence, text: describeReport(report) };
}

let file: DebugLogFile;
let actions: Action[];
let firstSeq: number;
beforeAll(() => {
  file = session();
  actions = actionsOf(file);
  firstSeq = file['x-replay'].firstSeq;
});
/** The index in `actions` of sequence number `seq`, and back. */
const at = (seq: number) => seq - firstSeq;
const seqOf = (index: number) => firstSeq + index;

it('checks the tail: a checkpoint for the last action, taken at export', () => {
  const seqs = file['x-replay'].checkpoints.map((c) => c.seq);
  const last = seqOf(actions.length - 1);
  expect(seqs.at(-1)).toBe(last);
  expect(seqs.at(-2)).toBeLessThan(last); // the last regular one
  expect(replay(file)).toMatchObject({ ok: true, checkpoints: seqs.length });
});

it('names an edited action after the last regular checkpoint (theme, user, role, route)', () => {
  const edited = [...actions];
  const user = edited.findIndex((a) => a.type === 'user/userLoaded');
  const lastRegular = file['x-replay'].checkpoints.at(-2)!.seq;
  expect(seqOf(user)).toBeGreaterThan(lastRegular);
  edited[user] = userLoaded({ ...USER, UserName: 'admin', RoleId: 2 } as never);
  expect(divergence(tampered(file, { actions: edited }))).toMatchObject({
    kind: 'action',
    seq: seqOf(user),
    actionType: 'user/userLoaded',
  });
  const theme = edited.findLastIndex((a) => a.type === 'theme/themeChanged');
  const route = edited.findLastIndex((a) => a.type === 'router/locationChanged');
  const tail = [...actions];
  tail[route] = locationChanged({
    location: { pathname: '/admin', search: '', hash: '' },
    action: 'PUSH',
  });
  tail[theme] = themeChanged(
    (actions[theme] as unknown as { payload: string }).payload === 'light' ? 'dark' : 'light',
  );
  const report = divergence(tampered(file, { actions: tail }));
  expect(report).toMatchObject({ kind: 'action', seq: seqOf(Math.min(theme, route)) });
  expect(report.text).toContain(
    `action #${seqOf(Math.min(theme, route))} (${tail[Math.min(theme, route)]!.type}) is not the action recorded there`,
  );
});

it('reads the text as exported action by action, each checked by the chain; any other layout whole', () => {
  // As exported: read action by action (logText.ts), every action checked against its link.
  expect(parseDebugLog(JSON.stringify(file)).liftedIntact).toBe(false);
  expect(replayDebugLog(parseDebugLog(JSON.stringify(file))).ok).toBe(true);
  // Re-indented by an editor: the same lifted state, checked by serialising it again.
  expect(parseDebugLog(JSON.stringify(file, null, 2)).liftedIntact).toBe(true);
  expect(replayDebugLog(parseDebugLog(JSON.stringify(file, null, 2))).ok).toBe(true);
});

it('names an edited action slipped in as a second member after the header', () => {
  // The text up to the header is the exported one (its hash matches), but a JSON parser
  // takes the last of two members of one name: the edited actions would replace them.
  const i = actions.findIndex((a, j) => j > 20 && a.type === 'contest/contestSeen');
  const edited = [...actions];
  edited[i] = contestSeen(9999);
  const { actionsById } = tampered(file, { actions: edited });
  const text = `${JSON.stringify(file).slice(0, -1)},"actionsById":${JSON.stringify(actionsById)}}`;
  const parsed = parseDebugLog(text);
  expect(parsed.actions[i]).toEqual(contestSeen(9999));
  expect(parsed.liftedIntact).toBe(false);
  const report = replayDebugLog(parsed);
  expect(!report.ok && report.divergence).toMatchObject({
    kind: 'action',
    seq: seqOf(i),
    actionType: 'contest/contestSeen',
  });
});

it('names the first of two swapped actions', () => {
  const i = actions.findIndex((a, j) => j > 30 && a.type === 'theme/themeChanged');
  const swapped = [...actions];
  [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
  expect(divergence(tampered(file, { actions: swapped }))).toMatchObject({
    kind: 'action',
    seq: seqOf(i),
  });
});

it('names a deleted action, in the middle and at the end', () => {
  const i = 57;
  const middle = actions.filter((_, j) => j !== i);
  expect(divergence(tampered(file, { actions: middle }))).toMatchObject({
    kind: 'action',
    seq: seqOf(i),
    actionType: actions[i + 1]!.type,
  });
  const end = divergence(tampered(file, { actions: actions.slice(0, -1) }));
  expect(end).toMatchObject({ kind: 'missing', seq: seqOf(actions.length - 1) });
  expect(end.text).toContain(`the log ends before action #${seqOf(actions.length - 1)}`);
});

it('names an edited action whose effect a later action overwrites', () => {
  // A contest seen and then replaced by the next one: the state at every checkpoint is
  // the same as recorded, the action is not.
  const i = actions.findIndex(
    (a, j) => j > 10 && a.type === 'contest/contestSeen' && actions[j + 1]?.type === a.type,
  );
  const edited = [...actions];
  edited[i] = contestSeen(9999);
  expect(divergence(tampered(file, { actions: edited }))).toMatchObject({
    kind: 'action',
    seq: seqOf(i),
    actionType: 'contest/contestSeen',
  });
});

it('names an action of an unknown type where it stands', () => {
  const edited = [...actions];
  edited[at(101)] = { type: 'admin/grantEverything' };
  expect(divergence(tampered(file, { actions: edited }))).toMatchObject({
    kind: 'action',
    seq: 101,
    actionType: 'admin/grantEverything',
  });
});

it('names an action that makes a reducer throw, even with the chain rebuilt over it', () => {
  const edited = [...actions];
  edited[at(116)] = { type: 'leagueApi/executeQuery/fulfilled', meta: null } as Action;
  const forged = {
    ...tampered(file, { actions: edited }),
    'x-replay': { ...file['x-replay'], chain: actionChain(edited) },
  };
  const report = divergence(forged);
  expect(report).toMatchObject({
    kind: 'threw',
    seq: 116,
    actionType: 'leagueApi/executeQuery/fulfilled',
  });
  expect(report.text).toMatch(
    /action #116 \(leagueApi\/executeQuery\/fulfilled\) makes the reducer throw: \S/,
  );
});

it('catches a tail edit by its state even with the chain rebuilt over it', () => {
  // Only the export-time checkpoint sees the state after the last regular one.
  const edited = [...actions];
  const last = edited.findLastIndex((a) => a.type === 'contest/contestSeen');
  expect(seqOf(last)).toBeGreaterThan(file['x-replay'].checkpoints.at(-2)!.seq);
  edited[last] = contestSeen(9999);
  const forged = {
    ...tampered(file, { actions: edited }),
    'x-replay': { ...file['x-replay'], chain: actionChain(edited) },
  };
  expect(divergence(forged)).toMatchObject({
    kind: 'state',
    seq: seqOf(last),
    checkpointSeq: seqOf(actions.length - 1),
    differences: [{ path: 'contest.value', replayed: '9999' }],
  });
});

it('refuses a log recorded by another app version, saying which', () => {
  const other = { ...file, 'x-replay': { ...file['x-replay'], appVersion: '0.0.7' } };
  expect(() => replay(other)).toThrow(DebugLogError);
  expect(() => replay(other)).toThrow(
    /^The log was recorded by Kadro 0\.0\.7; this is Kadro \d+\.\d+\.\d+\. Replay it with Kadro 0\.0\.7\.$/,
  );
});
