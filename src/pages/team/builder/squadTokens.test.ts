import type { Player, SquadRules } from '../../../../store/api/engine';
import type { TeamBuilderState } from '../../../../store/team/teamBuilderSlice';
import { squadTokens, type Selection } from './squadTokens';

const player = (Id: number, Price: number) => ({ Id, Price, DisplayName: `P${Id}` }) as Player;

// Two starters and two on the bench; the second bench place is empty.
const STATE: TeamBuilderState = {
  builderId: 'b',
  rules: {} as SquadRules,
  roundId: 7,
  teamId: null,
  name: 'Takımım',
  isPrimary: true,
  lineup: '4-4-2',
  booster: null,
  xi: [
    { position: 'GK', playerId: 1 },
    { position: 'DEF', playerId: 2 },
  ],
  bench: [
    { position: 'GK', playerId: 3 },
    { position: 'DEF', playerId: null },
  ],
  captainId: 2,
  viceCaptainId: 1,
  players: { 1: player(1, 45), 2: player(2, 60), 3: player(3, 40) },
  keptPrices: {},
};

const NONE: Selection = { selected: null, target: null, swapping: false };
const price = (tenths: number) => `${tenths / 10}M`;
const tokens = (zone: 'xi' | 'bench', selection: Selection) =>
  squadTokens(STATE, zone, selection, price, () => {});

it('shows each place with its player, price and armband; an empty place has none', () => {
  expect(tokens('xi', NONE).map((t) => [t.key, t.caption, t.captain, t.vice])).toEqual([
    ['xi-0', '4.5M', false, true],
    ['xi-1', '6M', true, false],
  ]);
  const [, empty] = tokens('bench', NONE);
  expect(empty).toMatchObject({ position: 'DEF', player: null, caption: undefined });
});

it('marks where a starter may swap to: the bench, not another starter', () => {
  const swapping = { selected: { zone: 'xi', index: 0 }, target: null, swapping: true } as const;
  expect(tokens('xi', swapping).map((t) => [t.selected, t.target])).toEqual([
    [true, false],
    [false, false],
  ]);
  expect(tokens('bench', swapping).map((t) => t.target)).toEqual([true, true]);
});

it('lets the bench reorder within itself', () => {
  const swapping = { selected: { zone: 'bench', index: 0 }, target: null, swapping: true } as const;
  expect(tokens('bench', swapping).map((t) => t.target)).toEqual([false, true]);
  expect(tokens('xi', swapping).map((t) => t.target)).toEqual([true, true]);
});

it('selects the empty place the pool is adding to and answers taps with the place', () => {
  const taps: unknown[] = [];
  const bench = squadTokens(
    STATE,
    'bench',
    { ...NONE, target: { zone: 'bench', index: 1 } },
    price,
    (ref) => taps.push(ref),
  );
  expect(bench.map((t) => t.selected)).toEqual([false, true]);
  bench[1]!.onSelect!();
  expect(taps).toEqual([{ zone: 'bench', index: 1 }]);
});
