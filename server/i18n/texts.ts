/**
 * The server's texts in both languages: failure messages, account answers, e-mails, the
 * captcha question, round titles. One file per language (tr-TR.ts, en-US.ts) keyed by the
 * same stable keys; the code keeps its codes and statuses and asks here for the words.
 */
import { fillTemplate } from '../../rules/squadMessages';
import type { Language } from '../http/language';
import { enUS } from './en-US';
import { trTR } from './tr-TR';

export type MessageKey = keyof typeof trTR;

export const CATALOGUE: Record<Language, Record<MessageKey, string>> = {
  'tr-TR': trTR,
  'en-US': enUS,
};

export type TextValues = Record<string, string | number>;

/** The text of `key` in `language`, its `{name}` placeholders filled from `values`. */
export function text(language: Language, key: MessageKey, values: TextValues = {}): string {
  return fillTemplate(CATALOGUE[language][key], values);
}

/** `text` with the language given once, for code that writes several texts. */
export function textIn(language: Language): (key: MessageKey, values?: TextValues) => string {
  return (key, values) => text(language, key, values);
}

/** The text of `key` in every language, e.g. for a failure kind's message. */
export function texts(key: MessageKey): Record<Language, string> {
  return { 'tr-TR': trTR[key], 'en-US': enUS[key] };
}

/** The placeholder names of a text, sorted, e.g. ['count', 'expected']. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
