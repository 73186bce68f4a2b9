/**
 * The squad rules, one test per rule: a valid squad passes, and each single break answers
 * exactly its own violation kind (and, through teamFailures, its own message).
 */
import type { Position, SquadRules, UserTeamPick } from '../../store/api/generated/engine';
import { LANGUAGES } from '../http/language';
import {
  budgetOf,
  slotOrders,
  validateSquad,
  type SquadPlayer,
  type SquadToCheck,
} from './squadValidation';
import { violationFailure } from './teamFailures';

const RULES: SquadRules = {
  SquadSize: 15,
  PositionCounts: { GK: 2, DEF: 5, MID: 5, FWD: 3 },
  StarterCount: 11,
  BenchSize: 4,
  MaxPlayersPerTeam: 3,
  Budget: 1000,
  BudgetBoosterAmount: 50,
  Formations: ['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-2-3', '5-3-2', '5-4-1'],
  MaxExtraTeams: 2,
  DeadlineMinutesBeforeKickoff: 60,
  MaxPriceChangePerRound: 3,
};

/** 40 players: id = 100 * club + n, clubs 1-8, five of each position a club. */
const PLAYERS = new Map<number, SquadPlayer>();
for (let club = 1; club <= 8; club++) {
  (['GK', 'DEF', 'MID', 'FWD'] as Position[]).forEach((position, p) => {
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
  100 * club + 10 * ['GK', 'DEF', 'MID', 'FWD'].indexOf(position) + n;

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
  const picks: UserTeamPick[] = [
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
    const failure = violationFailure(found[0]!);
    expect(failure.kind.status).toBe(400);
    expect(failure.kind.message['tr-TR']).toBe(
      'Bir takımdan en fazla 3 oyuncu seçebilirsiniz (Club 1: 4).',
    );
    expect(failure.kind.message['en-US']).toBe(
      'You can pick at most 3 players from one club (Club 1: 4).',
    );
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
    const failure = violationFailure({ kind: 'overBudget', cost: 1035, budget: 1000 });
    expect(failure.kind.message['tr-TR']).toBe(
      'Kadronun değeri bütçeyi aşıyor (103,5M, bütçe 100,0M).',
    );
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

  it('gives every violation kind its own filled message in both languages', () => {
    const all = [
      { kind: 'squadSize', expected: 15, count: 14 },
      { kind: 'duplicatePlayer', playerId: 1, name: 'X' },
      { kind: 'unknownPlayer', playerId: 1 },
      { kind: 'positionCount', position: 'GK', expected: 2, count: 1 },
      { kind: 'unknownFormation', lineup: '2-5-3' },
      { kind: 'starterCount', expected: 11, count: 10 },
      { kind: 'starterGoalkeepers', expected: 1, count: 2 },
      { kind: 'formationMismatch', lineup: '4-4-2', def: 3, mid: 5, fwd: 2 },
      { kind: 'benchOrder', benchSize: 4 },
      { kind: 'benchGoalkeeper' },
      { kind: 'clubLimit', clubName: 'Galatasaray', count: 4, max: 3 },
      { kind: 'overBudget', cost: 1001, budget: 1000 },
      { kind: 'captainNotStarter' },
      { kind: 'viceCaptainNotStarter' },
      { kind: 'captainIsViceCaptain' },
    ] as const;
    const failures = all.map((v) => violationFailure(v));
    expect(new Set(failures.map((f) => f.kind.code)).size).toBe(all.length);
    for (const f of failures) {
      expect(f.kind.status).toBe(400);
      for (const language of LANGUAGES) expect(f.kind.message[language]).not.toMatch(/[{}]/);
    }
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
