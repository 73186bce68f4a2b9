import { distinctNames } from './playerNames';

const p = (Id: number, FirstName: string, DisplayName: string) => ({ Id, FirstName, DisplayName });

it('keeps a name shown once, and tells the same names apart by initial, then first name', () => {
  const players = [
    p(1, 'Mert', 'Özdemir'),
    p(2, 'İlker', 'Özdemir'),
    p(3, 'Kerem', 'Özdemir'),
    p(4, 'Kaan', 'Özdemir'),
    p(5, 'Chidi', 'Okafor'),
    p(6, 'ılgaz', 'Yılmaz'),
    p(7, 'İsmail', 'Yılmaz'),
  ];
  const name = distinctNames(players);
  expect(players.map(name)).toEqual([
    'M. Özdemir',
    'İ. Özdemir',
    'Kerem Özdemir',
    'Kaan Özdemir',
    'Okafor',
    'I. Yılmaz', // Turkish casing: ı → I, i → İ
    'İ. Yılmaz',
  ]);
});
