/**
 * A broken squad rule answers its own failure: a stable code and HTTP 400, the message the
 * rule's words (rules/squadMessages.ts) with the case's numbers.
 */
import { squadMessages } from '../../rules/squadMessages';
import { ONE_OF_EACH_VIOLATION as ALL } from '../../rules/testRules';
import { filledFailure, violationFailure } from './teamFailures';

describe('violationFailure', () => {
  it('gives every rule code its own failure, answered 400 with the rule words', () => {
    const failures = ALL.map((v) => violationFailure(v));
    expect(new Set(failures.map((f) => f.kind.code)).size).toBe(ALL.length);
    failures.forEach((f, i) => {
      expect(f.kind.status).toBe(400);
      expect(f.kind.message).toEqual(squadMessages(ALL[i]!));
    });
  });

  it('answers the club limit as it always has', () => {
    const failure = violationFailure({ kind: 'clubLimit', clubName: 'Club 1', count: 4, max: 3 });
    expect(failure.kind.code).toBe(2310);
    expect(failure.kind.message).toEqual({
      'tr-TR': 'Bir takımdan en fazla 3 oyuncu seçebilirsiniz (Club 1: 4).',
      'en-US': 'You can pick at most 3 players from one club (Club 1: 4).',
    });
  });
});

describe('filledFailure', () => {
  it('fills placeholders with a value per language or one for both', () => {
    const kind = { code: 1, status: 409, message: { 'tr-TR': '{a} / {b}', 'en-US': '{a} - {b}' } };
    expect(
      filledFailure(kind, { a: 3, b: { 'tr-TR': 'bir', 'en-US': 'one' } }).kind.message,
    ).toEqual({
      'tr-TR': '3 / bir',
      'en-US': '3 - one',
    });
  });
});
