import { culture, localDayKey } from './culture';

// A Friday evening in Istanbul (UTC+3); jest runs in the Europe/Istanbul zone or UTC, so
// the day and hour are checked in a way that holds in either.
const DEADLINE = '2026-11-27T16:00:00Z';

describe('culture', () => {
  test('prices in millions with one decimal, in each culture (UI.md "Formats")', () => {
    expect(culture('tr-TR').price(75)).toBe('7,5M');
    expect(culture('en-US').price(75)).toBe('7.5M');
    expect(culture('en-US').price(-3)).toBe('-0.3M');
    expect(culture('tr-TR').priceChange(2)).toBe('+0,2M');
  });

  test('numbers with the culture separators and the asked decimals', () => {
    expect(culture('en-US').number(12500)).toBe('12,500');
    expect(culture('tr-TR').number(12500)).toBe('12.500');
    expect(culture('en-US').number(61.25, 1)).toBe('61.3');
    expect(culture('tr-TR').percent(55)).toBe('%55');
  });

  test('a deadline carries the day name in full, in the culture language', () => {
    expect(culture('tr-TR').deadline(DEADLINE)).toMatch(/^2[78] Kasım (Cuma|Cumartesi) \d\d:\d\d$/);
    expect(culture('en-US').deadline(DEADLINE)).toMatch(
      /^(Friday|Saturday), November 2[78] at \d\d:\d\d\u00a0[AP]M$/,
    );
  });

  test('a time never breaks before its AM/PM ("08:00 PM" on one line)', () => {
    for (const text of [
      culture('en-US').time(DEADLINE),
      culture('en-US').dateTime(DEADLINE),
      culture('en-US').deadline(DEADLINE),
    ]) {
      expect(text).toMatch(/\d\d:\d\d\u00a0[AP]M$/);
    }
    expect(culture('tr-TR').time(DEADLINE)).toMatch(/^\d\d:\d\d$/);
  });

  test('a selection share is one format per language: "%3,3" and "3.3%"', () => {
    expect(culture('tr-TR').percent(3.3, 1)).toBe('%3,3');
    expect(culture('en-US').percent(3.3, 1)).toBe('3.3%');
  });

  test('one set of formats per language', () => {
    expect(culture('tr-TR')).toBe(culture('tr-TR'));
    expect(culture('tr-TR')).not.toBe(culture('en-US'));
  });

  test('the local calendar day of an instant', () => {
    expect(localDayKey('2026-11-27T10:00:00Z')).toBe('2026-11-27');
  });
});
