/**
 * The sheet rules as codes: every problem of a sheet in the order of its rows (the panel shows
 * each beside its field; the server answers the first, in English: server/season tests), with
 * the figures its message needs; a problem's consequences are not reported again.
 */
import {
  sheetProblems,
  sheetScore,
  type SheetAppearance,
  type SheetEvent,
  type SheetRows,
} from './matchSheet';

// Clubs 1 (home) and 2 (away); a player's club is his id's hundreds; 3xx play for club 3.
const clubs = {
  homeClubId: 1,
  awayClubId: 2,
  clubOf: (id: number) => (id >= 100 && id < 400 ? Math.floor(id / 100) : undefined),
};
const starter = (playerId: number, minuteOff: number | null = null): SheetAppearance => ({
  playerId,
  isStarter: true,
  minuteOn: 0,
  minuteOff,
  saves: 0,
});
const sub = (playerId: number, minuteOn: number): SheetAppearance => ({
  ...starter(playerId),
  isStarter: false,
  minuteOn,
});
const ev = (
  type: SheetEvent['type'],
  playerId: number,
  minute: number,
  relatedPlayerId: number | null = null,
): SheetEvent => ({ type, playerId, minute, relatedPlayerId, addedMinute: null });

const good = (): SheetRows => ({
  appearances: [starter(101), starter(102, 60), sub(112, 60), starter(201), starter(202)],
  events: [ev('goal', 101, 12, 102), ev('substitution', 102, 60, 112), ev('ownGoal', 202, 70)],
});

it('finds nothing wrong with a good sheet, whose goal events make its score', () => {
  expect(sheetProblems(good(), clubs)).toEqual([]);
  expect(sheetScore(good(), clubs)).toEqual({ homeScore: 2, awayScore: 0 });
});

it('names every problem by row and field, in the order of the rows, with its figures', () => {
  const sheet = good();
  sheet.appearances.push(starter(301), { ...starter(203), minuteOn: 5, minuteOff: 3 });
  sheet.events[1] = ev('substitution', 102, 55, 112);
  sheet.events.push(ev('redCard', 201, 80), ev('yellowCard', 205, 10));
  expect(sheetProblems(sheet, clubs)).toEqual([
    { list: 'Appearances', row: 5, field: 'PlayerId', code: 'neitherClub', player: 301 },
    { list: 'Appearances', row: 6, field: 'MinuteOn', code: 'starterOn' },
    { list: 'Appearances', row: 6, field: 'MinuteOff', code: 'offBeforeOn', from: 5, to: 3 },
    { list: 'Events', row: 1, field: 'PlayerId', code: 'mustGoOff', player: 102, minute: 55 },
    {
      list: 'Events',
      row: 1,
      field: 'RelatedPlayerId',
      code: 'mustComeOn',
      player: 112,
      minute: 55,
    },
    {
      list: 'Events',
      row: 3,
      field: 'PlayerId',
      code: 'sentOffMustGoOff',
      player: 201,
      minute: 80,
    },
    { list: 'Events', row: 4, field: 'PlayerId', code: 'noAppearance', player: 205 },
  ]);
});

it('does not report what follows from a missing second player again', () => {
  const sheet = good();
  sheet.events[1] = ev('substitution', 102, 60, null);
  expect(sheetProblems(sheet, clubs).map((p) => [p.list, p.row, p.code])).toEqual([
    ['Events', 1, 'relatedRequired'],
    // The substitute is then brought on by nothing.
    ['Appearances', 2, 'needsSubstitution'],
  ]);
  sheet.events[1] = ev('penaltySaved', 201, 30, 999);
  expect(sheetProblems(sheet, clubs).map((p) => p.code)).toEqual([
    'relatedNoAppearance',
    'needsSubstitution',
  ]);
});

it('counts eleven starters a club at most', () => {
  const sheet = good();
  sheet.appearances.push(
    ...[103, 104, 105, 106, 107, 108, 109, 110, 111, 113].map((id) => starter(id)),
  );
  expect(sheetProblems(sheet, clubs)).toEqual([
    { list: 'Appearances', row: 14, field: 'IsStarter', code: 'tooManyStarters', count: 11 },
  ]);
});
