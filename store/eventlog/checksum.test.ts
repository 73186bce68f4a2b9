/** The checkpoint checksum: what the recorder hashes live equals what replay hashes from JSON. */
import fc from 'fast-check';
import { base36, chainLink, checkpointHashes, hashText, partHashes, stateHash } from './checksum';

const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

it('hashes a value and its JSON round trip alike, -0, NaN, undefined and functions included', () => {
  const live = {
    b: [1, -0, Number.NaN, undefined, () => 1, 'x'],
    a: { n: -0, gone: undefined, fn: () => 2, inf: Number.POSITIVE_INFINITY, t: true },
  };
  expect(stateHash(live)).toBe(stateHash(viaJson(live)));
  expect(partHashes(live)).toEqual(partHashes(viaJson(live)));
});

it('ignores member order but not array order, and tells values apart', () => {
  expect(stateHash({ a: 1, b: 2 })).toBe(stateHash({ b: 2, a: 1 }));
  expect(stateHash([1, 2])).not.toBe(stateHash([2, 1]));
  const distinct = [
    null,
    0,
    1,
    1.5,
    '1',
    'a',
    true,
    false,
    [],
    {},
    [null],
    { a: null },
    { a: 1 },
    { b: 1 },
  ];
  expect(new Set(distinct.map((v) => stateHash(v))).size).toBe(distinct.length);
});

it('gives the same hashes with a memo over successive states as without one', () => {
  fc.assert(
    fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 6 }), (values) => {
      const memo = new WeakMap<object, number>();
      let state: Record<string, unknown> = { keep: { list: [1, 2] } };
      for (const [i, value] of values.entries()) {
        state = { ...state, [`k${i % 3}`]: { value } }; // shares the untouched members
        const withMemo = checkpointHashes(state, memo);
        expect(withMemo).toEqual(checkpointHashes(viaJson(state)));
        expect(withMemo.hash).toBe(stateHash(state));
      }
    }),
    { numRuns: 100 },
  );
});

it('writes hashes in base 36 as Number#toString(36) does, up to 2^53 - 1', () => {
  const edges = [0, 1, 35, 36, 37, 2 ** 32 - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53 - 36, 2 ** 53 - 37];
  for (let k = 1; k <= 10; k++) edges.push(36 ** k - 1, 36 ** k, 36 ** k + 1);
  // Near 2^53, one below a multiple of 36: where n / 36 comes nearest the next whole number.
  const top = Math.floor((2 ** 53 - 1) / 36);
  for (let k = top; k > top - 1000; k--) edges.push(36 * k - 1, 36 * k);
  for (const n of edges) expect(base36(n)).toBe(n.toString(36));
  fc.assert(
    fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
      expect(base36(n)).toBe(n.toString(36));
    }),
    { numRuns: 2000 },
  );
});

it('keeps the hashes logs were recorded with (their checkpoints and chain links)', () => {
  // Pinned: a change here makes every log recorded before it fail to replay.
  const action = {
    type: 'engineApi/executeQuery/fulfilled',
    meta: {
      arg: {
        endpointName: 'playerGetPlayersList',
        queryCacheKey: 'playerGetPlayersList({"page":1})',
        originalArgs: { page: 1 },
      },
      requestId: 'yKuZVAWU8crU92HVVphwR',
      startedTimeStamp: 1795824414760,
    },
    payload: {
      data: [
        {
          Id: 21,
          Name: 'Mauro Icardi',
          Picture: 'https://example.com/players/21.png',
          Points: 7.5,
        },
      ],
    },
  };
  const first = chainLink('', action, new WeakMap());
  expect([first, chainLink(first, action, new WeakMap())]).toEqual(['mtvirsefon', '1a1hbyl50db']);
  expect(stateHash(action)).toBe('24pb2ewlrpu');
  expect(hashText('Kadro')).toBe('vroepoec4w');
});
