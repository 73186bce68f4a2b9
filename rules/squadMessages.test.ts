import { squadMessage, squadMessages, SQUAD_MESSAGES } from './squadMessages';
import { ONE_OF_EACH_VIOLATION as ALL } from './testRules';

describe('squad messages', () => {
  it('words every rule code, every placeholder filled, in both languages', () => {
    expect(ALL.map((v) => v.kind).sort()).toEqual(Object.keys(SQUAD_MESSAGES).sort());
    for (const v of ALL) {
      const texts = squadMessages(v);
      expect(Object.keys(texts)).toEqual(['tr-TR', 'en-US']);
      for (const text of Object.values(texts)) expect(text).not.toMatch(/[{}]/);
    }
  });

  it('names the club, the position and the prices of the case', () => {
    expect(squadMessage({ kind: 'clubLimit', clubName: 'Club 1', count: 4, max: 3 }, 'tr-TR')).toBe(
      'Bir takımdan en fazla 3 oyuncu seçebilirsiniz (Club 1: 4).',
    );
    expect(squadMessage({ kind: 'clubLimit', clubName: 'Club 1', count: 4, max: 3 }, 'en-US')).toBe(
      'You can pick at most 3 players from one club (Club 1: 4).',
    );
    const defenders = { kind: 'positionCount', position: 'DEF', expected: 5, count: 3 } as const;
    expect(squadMessage(defenders, 'tr-TR')).toBe('Kadroda 5 defans oyuncusu olmalı (3 seçildi).');
    expect(squadMessage(defenders, 'en-US')).toBe('A squad has 5 defenders (3 picked).');
    const over = { kind: 'overBudget', cost: 1035, budget: 1000 } as const;
    expect(squadMessage(over, 'tr-TR')).toBe(
      'Kadronun maliyeti bütçeyi aşıyor (103,5M, bütçe 100,0M).',
    );
    expect(squadMessage(over, 'en-US')).toBe(
      'The squad costs more than the budget (103.5M, budget 100.0M).',
    );
  });
});
