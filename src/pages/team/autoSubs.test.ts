import type { Position, UserTeamPlayer } from '../../../store/api/engine';
import { makePlayer } from '../../../store/team/fixtures';
import { formationMinimums, pairAutoSubs } from './autoSubs';

/** A 4-4-2 XI (slots 1-11) and a bench GK, DEF, MID, FWD; `out` and `in` flag ids. */
function team(out: number[], came: number[]): UserTeamPlayer[] {
  const shape: [number, Position][] = [
    [1, 'GK'],
    ...[2, 3, 4, 5].map((id): [number, Position] => [id, 'DEF']),
    ...[6, 7, 8, 9].map((id): [number, Position] => [id, 'MID']),
    [10, 'FWD'],
    [11, 'FWD'],
  ];
  const bench: [number, Position][] = [
    [12, 'GK'],
    [13, 'DEF'],
    [14, 'MID'],
    [15, 'FWD'],
  ];
  const slot = (id: number, position: Position, starter: boolean, order: number) => ({
    SlotOrder: order,
    PlayerId: id,
    Player: makePlayer(id, position),
    IsStarter: starter,
    BenchOrder: starter ? null : order - 11,
    Price: 50,
    IsCaptain: false,
    IsViceCaptain: false,
    Points: 0,
    Multiplier: starter ? 1 : 0,
    AutoSubbedIn: came.includes(id),
    AutoSubbedOut: out.includes(id),
  });
  return [
    ...shape.map(([id, p], i) => slot(id, p, true, i + 1)),
    ...bench.map(([id, p], i) => slot(id, p, false, 12 + i)),
  ];
}

const MIN = formationMinimums(['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-3-2', '5-4-1']);
const pairs = (out: number[], came: number[]) =>
  pairAutoSubs(team(out, came), MIN).map((p) => [p.out.PlayerId, p.in.PlayerId]);

it('takes the fewest of each position over the formations', () => {
  expect(MIN).toEqual({ DEF: 3, MID: 3, FWD: 1 });
});

it('pairs a goalkeeper only with a goalkeeper', () => {
  expect(pairs([1, 2], [12, 13])).toEqual([
    [1, 12],
    [2, 13],
  ]);
});

it('pairs in slot order with the first bench player who keeps the formation valid', () => {
  // A defender and a forward out; the bench MID and FWD came in: DEF 4 → 3 allowed for a MID.
  expect(pairs([3, 10], [14, 15])).toEqual([
    [3, 14],
    [10, 15],
  ]);
  // Both forwards out, but only 1 FWD may go below... the first takes the bench MID (FWD 2 → 1),
  // the second then needs a FWD.
  expect(pairs([10, 11], [14, 15])).toEqual([
    [10, 14],
    [11, 15],
  ]);
});

it('pairs nobody without flags', () => {
  expect(pairs([], [])).toEqual([]);
});
