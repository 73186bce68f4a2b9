/**
 * The team area's number formats (UI.md "Formats"): prices and budgets in millions with one
 * decimal in the chosen culture ("7,5M" in tr-TR, "7.5M" in en-US).
 */
import type { Language } from '../../../store/constants';

const millions = new Map<Language, Intl.NumberFormat>();

/** Tenths of a million as "7,5M" / "7.5M"; negative amounts keep their sign. */
export function formatPrice(tenths: number, language: Language): string {
  let format = millions.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    millions.set(language, format);
  }
  return `${format.format(tenths / 10)}M`;
}

/** A deadline or kickoff with the day name, in the chosen culture. */
export function formatDeadline(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
