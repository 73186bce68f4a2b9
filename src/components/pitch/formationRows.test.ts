import { formationRows } from './formationRows';

const xi = Array.from({ length: 11 }, (_, i) => i + 1);

it.each([
  ['4-4-2', [1, 4, 4, 2]],
  ['3-5-2', [1, 3, 5, 2]],
  ['5-4-1', [1, 5, 4, 1]],
])('splits an XI by %s', (formation, sizes) => {
  const rows = formationRows(formation, xi);
  expect(rows.map((row) => row.length)).toEqual(sizes);
  expect(rows.flat()).toEqual(xi);
});

it('keeps players beyond the formation on a line of their own', () => {
  expect(formationRows('4-4-2', [...xi, 12])).toEqual([
    [1],
    [2, 3, 4, 5],
    [6, 7, 8, 9],
    [10, 11],
    [12],
  ]);
});

it('leaves out empty lines of a short list', () => {
  expect(formationRows('4-4-2', [1, 2, 3])).toEqual([[1], [2, 3]]);
});

it('refuses what is not a formation', () => {
  expect(() => formationRows('4-x-2', xi)).toThrow('Not a formation: 4-x-2');
});
