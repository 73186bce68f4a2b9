/**
 * Test data for the team builder: players and squads built field by field, so each test
 * states only what it is about (the rule set is rules/testRules.ts).
 */
import type { Player, Position, SquadSlot } from '../api/engine';

export function makePlayer(id: number, position: Position, fields: Partial<Player> = {}): Player {
  return {
    Id: id,
    Code: `P${id}`,
    TeamId: 100 + (id % 18),
    FirstName: 'Oyuncu',
    LastName: `Numara${id}`,
    DisplayName: `Numara${id}`,
    Position: position,
    ShirtNumber: (id % 99) + 1,
    Price: 50,
    PriceChange: 0,
    Nationality: 'TR',
    Status: 'available',
    TotalPoints: id,
    RoundPoints: 2,
    Form: 3.5,
    SelectedByPercent: 10,
    ...fields,
  };
}

/**
 * A valid 4-4-2 squad of 15 (ids 1-15, GK 1-2, DEF 3-7, MID 8-12, FWD 13-15), five clubs of
 * three, 60 each (cost 900), as the generator sends it: XI first, then the bench in order.
 */
export function validSquadSlots(): SquadSlot[] {
  const shape: [Position, number][] = [
    ['GK', 2],
    ['DEF', 5],
    ['MID', 5],
    ['FWD', 3],
  ];
  const players: Player[] = [];
  let id = 1;
  for (const [position, count] of shape) {
    for (let i = 0; i < count; i++, id++) {
      players.push(makePlayer(id, position, { TeamId: 200 + Math.floor((id - 1) / 3), Price: 60 }));
    }
  }
  const benchIds = [2, 7, 12, 15];
  const starters = players.filter((p) => !benchIds.includes(p.Id));
  return [
    ...starters.map((p, i) => ({
      SlotOrder: i + 1,
      PlayerId: p.Id,
      Player: p,
      IsStarter: true,
      BenchOrder: null,
      Price: p.Price,
    })),
    ...benchIds.map((pid, i) => {
      const p = players.find((x) => x.Id === pid)!;
      return {
        SlotOrder: 12 + i,
        PlayerId: pid,
        Player: p,
        IsStarter: false,
        BenchOrder: i + 1,
        Price: p.Price,
      };
    }),
  ];
}
