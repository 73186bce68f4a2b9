import { millions, price, priceChange } from './culture';

describe('prices', () => {
  it('reads tenths of a million in millions with one decimal, per language', () => {
    expect(millions(1005, 'tr-TR')).toBe('100,5');
    expect(millions(1005, 'en-US')).toBe('100.5');
    expect(price(75, 'tr-TR')).toBe('7,5M');
    expect(price(-3, 'en-US')).toBe('-0.3M');
    expect(priceChange(2, 'tr-TR')).toBe('+0,2M');
    expect(priceChange(0, 'en-US')).toBe('0.0M');
  });

  it('writes every price below 1000M as the fixed-point text with the decimal comma in tr-TR', () => {
    for (let tenths = 0; tenths < 10_000; tenths++) {
      const fixed = (tenths / 10).toFixed(1);
      expect(millions(tenths, 'en-US')).toBe(fixed);
      expect(millions(tenths, 'tr-TR')).toBe(fixed.replace('.', ','));
    }
  });
});
