/**
 * How prices read in each language (UI.md "Formats"), one rule for the client's screens
 * (src/components/culture.ts) and the server's messages: a price is tenths of a million,
 * shown in millions with one decimal and the language's separators ("7,5M" / "7.5M").
 */
export type Language = 'tr-TR' | 'en-US';

// Building an Intl formatter costs a few ms on a phone: one per language and kind, on first use.
const formats = new Map<string, Intl.NumberFormat>();
function oneDecimal(language: Language, signed: boolean): Intl.NumberFormat {
  const key = `${language}${signed ? '±' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** Tenths of a million as millions: 1005 → "100,5" (tr-TR) / "100.5" (en-US). */
export function millions(tenths: number, language: Language): string {
  return oneDecimal(language, false).format(tenths / 10);
}

/** Tenths of a million as a price: 75 → "7,5M". */
export function price(tenths: number, language: Language): string {
  return `${millions(tenths, language)}M`;
}

/** Tenths of a million as a signed move: 2 → "+0,2M". */
export function priceChange(tenths: number, language: Language): string {
  return `${oneDecimal(language, true).format(tenths / 10)}M`;
}
