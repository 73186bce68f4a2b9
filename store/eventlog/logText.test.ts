/**
 * A log as exported is read action by action (logText.ts), an answer whose text was read
 * before taken as that one's value, and replay gives an answer equal to the cached data
 * as that data (replay.ts). Neither shortcut may hide a change: an edited answer, even one
 * equal in length to the earlier ones, is read as edited and named by the action chain,
 * and an answer that differs from the cache is replayed as itself.
 */
import type { Action } from '@reduxjs/toolkit';
import '../api/engine';
import { themeChanged } from '../preferences/themeSlice';
import { exportDebugLog, type DebugLogFile } from './exportLog';
import { readExportedText } from './logText';
import { describeReport, parseDebugLog, replayDebugLog, replayReducer } from './replay';
import { actionsOf, recordedStore, rtkRequest } from './testing';

/** 30 players; `name+`: the same but for one value deep in the last one. */
const players = (name: string) => ({
  Players: Array.from({ length: 30 }, (_, i) => ({
    Id: i + 1,
    Name: `${name.replace('+', '')} ${i}`,
    Club: { Code: 'GS', Since: { year: i === 29 && name.endsWith('+') ? 2021 : 2020 } },
    // Members of the names the reader looks for, inside an answer.
    timestamp: i,
    payload: { timestamp: i },
  })),
});

const KEY_ARGS = { round: 6, filter: { a: { b: 1 }, timestamp: 5, payload: { c: 2 } } };

/** Answers for one query: the same text again and again, with one change in between. */
function session(options: { limit?: number; answers: string[] }) {
  const { store, clock } = recordedStore({ checkpointEvery: 10, limit: options.limit ?? 1000 });
  options.answers.forEach((name, i) => {
    clock.advance(100);
    const [pending, fulfilled] = rtkRequest({
      reducerPath: 'engineApi',
      endpointName: 'playerGetPlayersList',
      kind: 'query',
      originalArgs: KEY_ARGS,
      outcome: { data: players(name) },
      at: 1000 + i,
    });
    store.dispatch(pending);
    store.dispatch(fulfilled);
    if (i % 3 === 0) store.dispatch(themeChanged(i % 2 ? 'light' : 'dark'));
  });
  return { store, file: exportDebugLog(store) };
}

const isAnswer = (a: Action) => a.type === 'engineApi/executeQuery/fulfilled';
const payloadOf = (a: Action) => (a as { payload?: unknown }).payload;
const cached = (state: unknown) =>
  Object.values(
    (state as { engineApi: { queries: Record<string, { data?: unknown }> } }).engineApi.queries,
  )[0]?.data;

it('reads a log as exported action by action: what JSON.parse reads, a repeated answer as one object', () => {
  const { file } = session({ answers: ['Yılmaz', 'Yılmaz', 'Şahin', 'Yılmaz', 'Yılmaz'] });
  const text = JSON.stringify(file);
  const read = readExportedText(text)!;
  expect(read).not.toBeNull();
  const parsed = JSON.parse(text) as DebugLogFile;
  expect(read.actions).toEqual(actionsOf(parsed));
  expect(read.base).toEqual(parsed.committedState);
  expect(read.header).toEqual(parsed['x-replay']);
  const answers = read.actions.filter(isAnswer).map(payloadOf);
  expect(answers).toHaveLength(5);
  expect(answers[1]).toBe(answers[0]);
  expect(answers[2]).not.toEqual(answers[0]);
  expect(answers[3]).toEqual(answers[0]);
  expect(answers[4]).toBe(answers[3]);
  // Read this way, every action is checked against its link of the chain.
  const log = parseDebugLog(text);
  expect(log.liftedIntact).toBe(false);
  expect(replayDebugLog(log)).toMatchObject({ ok: true });
});

it.each([
  ['re-indented', (text: string) => JSON.stringify(JSON.parse(text), null, 1)],
  ['with a member after the header', (text: string) => `${text.slice(0, -1)},"extra":1}`],
  ['with an entry out of order', (text: string) => text.replace('"2":{"type"', '"9999":{"type"')],
  ['with a staged action left out', (text: string) => text.replace(',3,4,', ',4,')],
])('reads nothing of a log laid out otherwise (%s): the whole text is parsed', (_, change) => {
  const { file } = session({ answers: ['Yılmaz', 'Yılmaz'] });
  expect(readExportedText(change(JSON.stringify(file)))).toBeNull();
});

/** The file's text with the `nth` (from 0) occurrence of `from` replaced. */
function editNth(text: string, from: string, to: string, nth: number): string {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(from, at + 1);
  if (at < 0) throw new Error(`no occurrence ${nth} of ${from}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

it.each([
  ['a repeat', 3],
  ['the first', 0],
  ['the last', 4],
])('names an edited answer, %s of equal ones, edited to the same length', (_, nth) => {
  const { file } = session({ answers: ['Yılmaz', 'Yılmaz', 'Yılmaz', 'Yılmaz', 'Yılmaz'] });
  const text = JSON.stringify(file);
  // "Yılmaz 7" occurs once per answer: the nth answer's seventh player renamed.
  const edited = editNth(text, '"Yılmaz 7"', '"Yılmaq 7"', nth);
  expect(edited.length).toBe(text.length);
  const log = parseDebugLog(edited);
  const answers = log.actions.filter(isAnswer);
  expect(JSON.stringify(payloadOf(answers[nth]!))).toContain('Yılmaq 7');
  answers.forEach((a, i) => {
    if (i !== nth) expect(JSON.stringify(payloadOf(a))).not.toContain('Yılmaq');
  });
  const report = replayDebugLog(log);
  const index = log.actions.indexOf(answers[nth]!);
  expect(!report.ok && report.divergence).toMatchObject({
    kind: 'action',
    seq: log.header.firstSeq + index,
    actionType: 'engineApi/executeQuery/fulfilled',
  });
  expect(describeReport(report)).toContain('is not the action recorded there');
});

it('gives an answer equal to the cached data as that data, and one that differs as itself', () => {
  // A log cut at its bound: the base holds the query's data, read from the base's text.
  const answers = [
    ...['Şahin', 'Yılmaz', 'Yılmaz', 'Yılmaz', 'Yılmaz', 'Yılmaz', 'Yılmaz', 'Yılmaz'],
    ...['Yılmaz', 'Şahin', 'Yılmaz', 'Yılmaz+', 'Yılmaz+', 'Yılmaz', 'Yılmaz+'],
  ];
  const { store, file } = session({ limit: 25, answers });
  const text = JSON.stringify(file);
  const log = parseDebugLog(text);
  // Later answers equal to the base's data, and one that differs from it.
  const later = log.actions.filter(isAnswer).map(payloadOf);
  expect(cached(log.base)).toBeDefined();
  expect(
    later.filter((a) => JSON.stringify(a) === JSON.stringify(cached(log.base))).length,
  ).toBeGreaterThan(1);
  expect(later.some((a) => JSON.stringify(a) !== JSON.stringify(cached(log.base)))).toBe(true);
  const report = replayDebugLog(log);
  expect(report).toMatchObject({ ok: true, checkpoints: file['x-replay'].checkpoints.length });
  expect(cached(report.state)).toEqual({ data: players('Yılmaz+'), count: 0, message: '' });
  expect(cached(report.state)).toEqual(cached(store.getState()));
  // The same states as the bare reducer's over the file's own actions, checkpoint or not.
  const reducer = replayReducer();
  let state: unknown = JSON.parse(text).committedState;
  for (const action of actionsOf(JSON.parse(text) as DebugLogFile)) state = reducer(state, action);
  expect(JSON.parse(JSON.stringify(report.state))).toEqual(JSON.parse(JSON.stringify(state)));
});
