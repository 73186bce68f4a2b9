import { byShownName, clubName } from './clubNames';

it('shows the short name and orders by it, Turkish letters in their place', () => {
  const clubs = [
    { Id: 1, ShortName: 'Başakşehir', Name: 'Rams Başakşehir' },
    { Id: 2, ShortName: 'Alanyaspor', Name: 'Corendon Alanyaspor' },
    { Id: 3, ShortName: 'Çaykur', Name: 'Çaykur Rizespor' },
    { Id: 4, ShortName: 'Eyüpspor', Name: 'Eyüpspor' },
  ];
  expect(byShownName(clubs).map(clubName)).toEqual([
    'Alanyaspor',
    'Başakşehir',
    'Çaykur',
    'Eyüpspor',
  ]);
});
