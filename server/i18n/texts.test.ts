import { FAILURES } from '../http/failures';
import { LANGUAGES } from '../http/language';
import { CATALOGUE, placeholdersOf, text, type MessageKey } from './texts';

const allKeys = [...new Set(LANGUAGES.flatMap((l) => Object.keys(CATALOGUE[l])))].sort();

describe('the server text catalogue', () => {
  it.each(allKeys)('has %s in every language, with the same placeholders', (key) => {
    const [first, ...others] = LANGUAGES.map((l) => CATALOGUE[l][key as MessageKey]);
    for (const t of [first, ...others]) expect(t).toEqual(expect.stringMatching(/\S/));
    for (const t of others) expect(placeholdersOf(t!)).toEqual(placeholdersOf(first!));
  });

  it('has no failure text without its failure kind', () => {
    const orphans = allKeys
      .filter((key) => key.startsWith('failure.'))
      .filter((key) => !(key.slice('failure.'.length) in FAILURES));
    expect(orphans).toEqual([]);
  });

  it('fills placeholders per language', () => {
    expect(text('tr-TR', 'round.title', { number: 7 })).toBe('7. Hafta');
    expect(text('en-US', 'round.title', { number: 7 })).toBe('Round 7');
  });

  it('takes a value with braces or $ patterns as it is', () => {
    expect(text('en-US', 'mail.greeting', { userName: '{userName} $& $1' })).toBe(
      'Hello {userName} $& $1,',
    );
  });

  it('finds placeholders by name, sorted', () => {
    expect(placeholdersOf('{b} and {a} ({b})')).toEqual(['a', 'b', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
