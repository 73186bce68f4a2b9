/**
 * Numbers, prices and dates on the home screen in the chosen culture (UI.md "Formats").
 * Times are shown in the device's time zone.
 */
import type { Language } from '../../../store/constants';

/** Whole numbers with the culture's thousands separator (ranks, points). */
export const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);

/** Tenths of a million as millions with one decimal: 7.5M (en-US), 7,5M (tr-TR). */
export const formatPrice = (tenths: number, language: Language) =>
  `${new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(tenths / 10)}M`;

/** "Cumartesi 29 Kasım": the heading of a day's matches. */
export const formatDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );

/** "20:00": a kickoff under its day's heading. */
export const formatTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** "Cuma 28 Kasım 19:00": a deadline, with its day name. */
export const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
