/**
 * The squad rules, one test per rule: a valid squad passes, and each single break answers
 * exactly its own violation kind; the pieces the builder and the generator share (formations,
 * places, budget, club room, what blocks a player from joining, the rules still open).
 */
import {
  addBlocker,
  benchByPosition,
  budgetOf,
  budgetPrice,
  formationCounts,
  formationLines,
  formationName,
  openViolations,
  POSITIONS,
  slotOrders,
  squadCost,
  squadValue,
  startersByPosition,
  validateSquad,
  type Position,
  type SquadPick,
  type SquadPlayer,
  type SquadToCheck,
} from './squad';
import { TEST_SQUAD_RULES as RULES } from './testRules';

/** 40 players: id = 100 * club + n, clubs 1-8, five of each position a club. */
const PLAYERS = new Map<number, SquadPlayer>();
for (let club = 1; club <= 8; club++) {
  POSITIONS.forEach((position, p) => {
    for (let n = 0; n < 5; n++) {
      const id = 100 * club + 10 * p + n;
      PLAYERS.set(id, {
        id,
        name: `P${id}`,
        position,
        clubId: club,
        clubName: `Club ${club}`,
        price: 60,
      });
    }
  });
}
const id = (club: number, position: Position, n = 0) =>
  100 * club + 10 * POSITIONS.indexOf(position) + n;

/** A valid 4-4-2 squad costing 900: at most two players a club. */
function validSquad(): SquadToCheck {
  const starters = [
    id(1, 'GK'),
    id(1, 'DEF'),
    id(2, 'DEF'),
    id(3, 'DEF'),
    id(4, 'DEF'),
    id(5, 'MID'),
    id(6, 'MID'),
    id(7, 'MID'),
    id(2, 'MID'),
    id(3, 'FWD'),
    id(4, 'FWD'),
  ];
  const bench = [id(5, 'GK'), id(6, 'DEF'), id(8, 'MID'), id(8, 'FWD')];
  const picks: SquadPick[] = [
    ...starters.map((PlayerId) => ({ PlayerId, IsStarter: true, BenchOrder: null })),
    ...bench.map((PlayerId, i) => ({ PlayerId, IsStarter: false, BenchOrder: i + 1 })),
  ];
  return {
    lineup: '4-4-2',
    picks,
    captainId: id(3, 'FWD'),
    viceCaptainId: id(5, 'MID'),
    booster: null,
  };
}

const kinds = (squad: SquadToCheck, players = PLAYERS) =>
  validateSquad(squad, RULES, players).map((v) => v.kind);

const replace = (squad: SquadToCheck, from: number, to: number): SquadToCheck => ({
  ...squad,
  picks: squad.picks.map((p) => (p.PlayerId === from ? { ...p, PlayerId: to } : p)),
});

describe('validateSquad', () => {
  it('passes a valid squad', () => {
    expect(validateSquad(validSquad(), RULES, PLAYERS)).toEqual([]);
  });

  it('needs exactly SquadSize players', () => {
    const squad = validSquad();
    const short = { ...squad, picks: squad.picks.slice(0, 14) };
    expect(validateSquad(short, RULES, PLAYERS)[0]).toEqual({
      kind: 'squadSize',
      expected: 15,
      count: 14,
    });
  });

  it('refuses a player picked twice', () => {
    const squad = validSquad();
    const twice = replace(squad, id(4, 'DEF'), id(1, 'DEF'));
    expect(kinds(twice)).toContain('duplicatePlayer');
    expect(validateSquad(twice, RULES, PLAYERS)[0]).toEqual({
      kind: 'duplicatePlayer',
      playerId: id(1, 'DEF'),
      name: `P${id(1, 'DEF')}`,
    });
  });

  it('refuses a player not of the competition', () => {
    expect(kinds(replace(validSquad(), id(8, 'FWD'), 999_999))).toContain('unknownPlayer');
  });

  it('needs 2 GK, 5 DEF, 5 MID, 3 FWD', () => {
    // A bench midfielder swapped for a fourth forward.
    const squad = replace(validSquad(), id(8, 'MID'), id(7, 'FWD'));
    const found = validateSquad(squad, RULES, PLAYERS);
    expect(found).toContainEqual({ kind: 'positionCount', position: 'MID', expected: 5, count: 4 });
    expect(found).toContainEqual({ kind: 'positionCount', position: 'FWD', expected: 3, count: 4 });
  });

  it('refuses a formation the rule set does not list', () => {
    expect(kinds({ ...validSquad(), lineup: '2-5-3' as never })).toEqual(['unknownFormation']);
  });

  it('needs StarterCount starters', () => {
    const squad = validSquad();
    const picks = squad.picks.map((p) =>
      p.PlayerId === id(8, 'FWD') ? { ...p, IsStarter: true, BenchOrder: null } : p,
    );
    expect(kinds({ ...squad, picks })).toContain('starterCount');
  });

  it('needs exactly one goalkeeper in the XI', () => {
    const squad = validSquad();
    // The bench GK starts instead of a defender, who goes to the bench first.
    const picks = squad.picks.map((p) => {
      if (p.PlayerId === id(5, 'GK')) return { ...p, IsStarter: true, BenchOrder: null };
      if (p.PlayerId === id(4, 'DEF')) return { ...p, IsStarter: false, BenchOrder: 1 };
      return p;
    });
    expect(kinds({ ...squad, picks })).toContain('starterGoalkeepers');
  });

  it('needs the XI to match the formation', () => {
    const found = validateSquad({ ...validSquad(), lineup: '3-5-2' }, RULES, PLAYERS);
    expect(found).toEqual([{ kind: 'formationMismatch', lineup: '3-5-2', def: 4, mid: 4, fwd: 2 }]);
  });

  it('needs bench orders 1-4, each once, and none on starters', () => {
    const squad = validSquad();
    const twice = squad.picks.map((p) => (p.BenchOrder === 4 ? { ...p, BenchOrder: 3 } : p));
    expect(kinds({ ...squad, picks: twice })).toEqual(['benchOrder']);
    const onStarter = squad.picks.map((p, i) => (i === 0 ? { ...p, BenchOrder: 2 } : p));
    expect(kinds({ ...squad, picks: onStarter })).toEqual(['benchOrder']);
  });

  it('needs the bench goalkeeper as substitute 1', () => {
    const squad = validSquad();
    const picks = squad.picks.map((p) =>
      p.BenchOrder === 1
        ? { ...p, BenchOrder: 2 }
        : p.BenchOrder === 2
          ? { ...p, BenchOrder: 1 }
          : p,
    );
    expect(kinds({ ...squad, picks })).toEqual(['benchGoalkeeper']);
  });

  it('allows at most MaxPlayersPerTeam from one club, naming the club and count', () => {
    const withThird = replace(validSquad(), id(2, 'DEF'), id(1, 'DEF', 1));
    expect(kinds(withThird)).toEqual([]); // 3 from club 1 is fine
    const withFourth = replace(withThird, id(3, 'DEF'), id(1, 'DEF', 2));
    const found = validateSquad(withFourth, RULES, PLAYERS);
    expect(found).toEqual([{ kind: 'clubLimit', clubName: 'Club 1', count: 4, max: 3 }]);
  });

  it('keeps the cost within the budget, raised by the Budget Booster', () => {
    const pricey = new Map(PLAYERS);
    pricey.set(id(3, 'FWD'), { ...pricey.get(id(3, 'FWD'))!, price: 135 }); // cost 975
    pricey.set(id(4, 'FWD'), { ...pricey.get(id(4, 'FWD'))!, price: 120 }); // cost 1035
    const squad = validSquad();
    expect(validateSquad(squad, RULES, pricey)).toEqual([
      { kind: 'overBudget', cost: 1035, budget: 1000 },
    ]);
    expect(kinds({ ...squad, booster: 'BudgetBooster' }, pricey)).toEqual([]);
    expect(kinds({ ...squad, booster: 'TripleCaptain' }, pricey)).toEqual(['overBudget']);
    expect(budgetOf(RULES, 'BudgetBooster')).toBe(1050);
  });

  it("counts a kept player at the lower of his picked and today's price, an added one at today's", () => {
    expect(budgetPrice({ price: 95, keptPrice: 80 })).toBe(80); // risen: the manager's gain
    expect(budgetPrice({ price: 70, keptPrice: 80 })).toBe(70); // fallen: never locks
    expect(budgetPrice({ price: 95, keptPrice: null })).toBe(95);
    expect(budgetPrice({ price: 95 })).toBe(95);

    // A squad saved at 1000 whose prices rose by 3.0M stays valid with the same players.
    const risen = new Map(PLAYERS);
    const squad = validSquad();
    const keptAt = new Map<number, number>();
    for (const pick of squad.picks) {
      const player = risen.get(pick.PlayerId)!;
      keptAt.set(pick.PlayerId, player.price);
      risen.set(pick.PlayerId, { ...player, price: player.price + 2, keptPrice: player.price });
    }
    expect(squadValue([...risen.values()].filter((p) => keptAt.has(p.id)))).toBe(930);
    expect(squadCost([...risen.values()].filter((p) => keptAt.has(p.id)))).toBe(900);
    expect(validateSquad({ ...squad, captainId: id(4, 'FWD') }, RULES, risen)).toEqual([]);

    // Replacing a kept 6.0M forward by a new 16.1M one goes over: the new one at today's price.
    const star = { ...PLAYERS.get(id(5, 'FWD'))!, price: 161 };
    risen.set(star.id, star);
    const swapped = replace(squad, id(4, 'FWD'), star.id);
    expect(validateSquad(swapped, RULES, risen)).toEqual([
      { kind: 'overBudget', cost: 1001, budget: 1000 },
    ]);
    // The builder's add check agrees: room is 1000 - 840 = 160 for the new forward.
    const others = [...risen.values()].filter((p) => keptAt.has(p.id) && p.id !== id(4, 'FWD'));
    expect(addBlocker(RULES, { players: others, booster: null }, star)).toBe('overBudget');
    expect(
      addBlocker(RULES, { players: others, booster: null }, { ...star, price: 160 }),
    ).toBeNull();
    // The kept forward sold and bought back counts at his kept price again.
    const keptForward = risen.get(id(4, 'FWD'))!;
    expect(addBlocker(RULES, { players: others, booster: null }, keptForward)).toBeNull();
  });

  it('needs the captain in the XI', () => {
    expect(kinds({ ...validSquad(), captainId: id(8, 'FWD') })).toEqual(['captainNotStarter']);
  });

  it('needs the vice-captain in the XI', () => {
    expect(kinds({ ...validSquad(), viceCaptainId: id(5, 'GK') })).toEqual([
      'viceCaptainNotStarter',
    ]);
  });

  it('needs captain and vice-captain to differ', () => {
    const squad = validSquad();
    expect(kinds({ ...squad, viceCaptainId: squad.captainId })).toEqual(['captainIsViceCaptain']);
  });
});

describe('slotOrders', () => {
  it('orders the XI GK, DEF, MID, FWD and the bench by BenchOrder', () => {
    const squad = validSquad();
    // Shuffle: forwards first, the bench reversed.
    const picks = [...squad.picks].reverse();
    const slots = slotOrders(picks, (playerId) => PLAYERS.get(playerId)!.position);
    const bySlot = [...slots].sort((a, b) => a[1] - b[1]).map(([playerId]) => playerId);
    expect(bySlot.map((p) => PLAYERS.get(p)!.position)).toEqual([
      'GK',
      'DEF',
      'DEF',
      'DEF',
      'DEF',
      'MID',
      'MID',
      'MID',
      'MID',
      'FWD',
      'FWD',
      'GK',
      'DEF',
      'MID',
      'FWD',
    ]);
    expect(slots.get(id(5, 'GK'))).toBe(12);
  });
});

describe('formations', () => {
  it('reads a formation back to front, midfield being every line between', () => {
    expect(formationLines('4-2-3-1')).toEqual([4, 2, 3, 1]);
    expect(formationCounts('4-4-2')).toEqual({ DEF: 4, MID: 4, FWD: 2 });
    expect(formationCounts('4-2-3-1')).toEqual({ DEF: 4, MID: 5, FWD: 1 });
    expect(formationName({ DEF: 3, MID: 5, FWD: 2 })).toBe('3-5-2');
  });

  it('gives the XI and the bench their places per position', () => {
    expect(startersByPosition(RULES, '3-5-2')).toEqual({ GK: 1, DEF: 3, MID: 5, FWD: 2 });
    expect(benchByPosition(RULES, '3-5-2')).toEqual({ GK: 1, DEF: 2, MID: 0, FWD: 1 });
  });
});

describe('addBlocker', () => {
  const member = (club: number, position: Position, n = 0) => PLAYERS.get(id(club, position, n))!;
  const squadOf = (players: SquadPlayer[], booster: SquadToCheck['booster'] = null) => ({
    players,
    booster,
  });

  it('lets a player join a squad with room for him', () => {
    expect(addBlocker(RULES, squadOf([]), member(1, 'GK'))).toBeNull();
  });

  it('names the rule a player would break', () => {
    const keeper = member(1, 'GK');
    expect(addBlocker(RULES, squadOf([keeper]), keeper)).toBe('duplicatePlayer');
    const twoKeepers = [member(1, 'GK'), member(2, 'GK')];
    expect(addBlocker(RULES, squadOf(twoKeepers), member(3, 'GK'))).toBe('positionCount');
    const threeOfClub1 = [member(1, 'GK'), member(1, 'DEF'), member(1, 'MID')];
    expect(addBlocker(RULES, squadOf(threeOfClub1), member(1, 'FWD'))).toBe('clubLimit');
    const fifteen = [...PLAYERS.values()].slice(0, 15);
    expect(addBlocker(RULES, squadOf(fifteen), member(8, 'FWD'))).toBe('squadSize');
  });

  it('keeps a player out who costs more than the budget leaves, the Budget Booster raising it', () => {
    const rich = { ...member(1, 'FWD'), price: 1000 };
    const pricey = { ...member(2, 'FWD'), price: 30 };
    expect(addBlocker(RULES, squadOf([rich]), pricey)).toBe('overBudget');
    expect(addBlocker(RULES, squadOf([rich], 'BudgetBooster'), pricey)).toBeNull();
  });
});

describe('openViolations', () => {
  it('lists the places still empty, the budget, the club limit and a missing armband', () => {
    const players = [1, 2, 3, 4].map((n) => ({ ...PLAYERS.get(id(1, 'DEF', n))!, price: 300 }));
    expect(
      openViolations(RULES, { players, booster: null, captainId: null, viceCaptainId: null }),
    ).toEqual([
      { kind: 'positionCount', position: 'GK', expected: 2, count: 0 },
      { kind: 'positionCount', position: 'DEF', expected: 5, count: 4 },
      { kind: 'positionCount', position: 'MID', expected: 5, count: 0 },
      { kind: 'positionCount', position: 'FWD', expected: 3, count: 0 },
      { kind: 'overBudget', cost: 1200, budget: 1000 },
      { kind: 'clubLimit', clubName: 'Club 1', count: 4, max: 3 },
      { kind: 'captainNotStarter' },
      { kind: 'viceCaptainNotStarter' },
    ]);
  });
});
