/** The checkpoint checksum: what the recorder hashes live equals what replay hashes from JSON. */
import fc from 'fast-check';
import { checkpointHashes, partHashes, stateHash } from './checksum';

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
