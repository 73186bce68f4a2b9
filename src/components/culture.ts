/**
 * Numbers, prices, dates and times in the chosen culture (UI.md "Formats"), for every
 * screen: prices in millions with one decimal (`7.5M` / `7,5M`), kickoff days and
 * deadlines with the day name, times in the user's time zone. Prices follow the rule the
 * server's messages also use (rules/culture.ts).
 */
import { price, priceChange } from '../../rules/culture';
import type { Language } from '../../store/constants';
import { useLanguage } from '../reads/language';

export interface Culture {
  language: Language;
  /** Tenths of a million → "7,5M". */
  price: (tenths: number) => string;
  /** Tenths of a million as a signed move → "+0,2M". */
  priceChange: (tenths: number) => string;
  /** A number with the culture's separators and at most `digits` decimals. */
  number: (value: number, digits?: number) => string;
  /** 55 → "%55" (tr-TR) / "55%" (en-US). */
  percent: (value: number, digits?: number) => string;
  /** "Cumartesi, 14 Kasım" */
  day: (iso: string) => string;
  /** "20:00" */
  time: (iso: string) => string;
  /** "14 Kas 2026" */
  date: (iso: string) => string;
  /** "Cmt 14 Kas 20:00" */
  dateTime: (iso: string) => string;
  /** "Cuma 28 Kasım 19:00": a deadline, with its day name in full. */
  deadline: (iso: string) => string;
}

// Intl formatters are costly to build (a few ms each on a phone): one set per language,
// for the page's lifetime, each built when first used.
const cultures = new Map<Language, Culture>();

/** The formats of `language`. */
export function culture(language: Language): Culture {
  let known = cultures.get(language);
  if (!known) {
    known = build(language);
    cultures.set(language, known);
  }
  return known;
}

/** A value made on first use: most screens use a few of the formats, and each costs. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

function build(language: Language): Culture {
  // Tables format hundreds of cells: one formatter per number of decimals, not per cell.
  const byDigits = (options: Intl.NumberFormatOptions) => {
    const made = new Map<number, Intl.NumberFormat>();
    return (digits: number) => {
      let format = made.get(digits);
      if (!format) {
        format = new Intl.NumberFormat(language, { ...options, maximumFractionDigits: digits });
        made.set(digits, format);
      }
      return format;
    };
  };
  const numbers = byDigits({});
  const percents = byDigits({ style: 'percent' });
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    onFirstUse(() => new Intl.DateTimeFormat(language, options));
  const day = dateFormat({ weekday: 'long', day: 'numeric', month: 'long' });
  const time = dateFormat({ hour: '2-digit', minute: '2-digit' });
  const date = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const dateTime = dateFormat({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const deadline = dateFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return {
    language,
    price: (tenths) => price(tenths, language),
    priceChange: (tenths) => priceChange(tenths, language),
    number: (value, digits = 0) => numbers(digits).format(value),
    percent: (value, digits = 0) => percents(digits).format(value / 100),
    day: (iso) => day().format(new Date(iso)),
    time: (iso) => keepTime(time().format(new Date(iso))),
    date: (iso) => date().format(new Date(iso)),
    dateTime: (iso) => keepTime(dateTime().format(new Date(iso))),
    deadline: (iso) => keepTime(deadline().format(new Date(iso))),
  };
}

/**
 * "08:00 PM" never breaks between the time and its AM/PM: a no-break space there (some ICU
 * versions print an ordinary space, which a narrow cell wrapped).
 */
const keepTime = (text: string) => text.replace(/(\d)\s+(?=[AaPp]\.?[Mm]\.?)/g, '$1\u00a0');

// Coins read the same in both languages (spec section 9): comma thousands, no decimals.
const coinFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Coins with comma thousands separators and no decimals: 1234567 → "1,234,567". */
export function formatCoins(value: number): string {
  return coinFormat.format(value);
}

/** Kuruş as Turkish lira in the culture: 4999 → "₺49,99" / "TRY 49.99". */
export function formatLira(kurus: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'TRY' }).format(
    kurus / 100,
  );
}

export function useCulture(): Culture {
  return culture(useLanguage());
}

/** The local calendar day of an instant (groups matches by the day the user sees). */
export function localDayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
