/**
 * The squad rules in words, keyed by rule code (rules/squad.ts `SquadViolation`), in both
 * languages: the server's failure messages (server/userTeams/teamFailures.ts) and the team
 * builder's explanations are these texts, so a user reads the same sentence for the same
 * broken rule wherever it is found. `{name}` placeholders take the violation's numbers.
 */
import { millions, type Language } from './culture';
import type { Booster, Position, SquadRuleCode, SquadViolation } from './squad';

export type { Language };
export type Texts = Record<Language, string>;

export const SQUAD_MESSAGES: Record<SquadRuleCode, Texts> = {
  squadSize: {
    'tr-TR': 'Kadroda tam {expected} oyuncu olmalı ({count} seçildi).',
    'en-US': 'A squad has exactly {expected} players ({count} picked).',
  },
  duplicatePlayer: {
    'tr-TR': 'Bir oyuncu kadroda iki kez yer alamaz ({player}).',
    'en-US': 'A player cannot be in the squad twice ({player}).',
  },
  unknownPlayer: {
    'tr-TR': 'Seçilen oyunculardan biri bu ligde yok (oyuncu no {playerId}).',
    'en-US': 'One of the picked players is not in this competition (player id {playerId}).',
  },
  positionCount: {
    'tr-TR': 'Kadroda {expected} {position} olmalı ({count} seçildi).',
    'en-US': 'A squad has {expected} {position} ({count} picked).',
  },
  unknownFormation: {
    'tr-TR': '{lineup} dizilişi bu ligde kullanılamaz.',
    'en-US': 'The {lineup} formation cannot be used in this competition.',
  },
  starterCount: {
    'tr-TR': 'İlk 11’de tam {expected} oyuncu olmalı ({count} seçildi).',
    'en-US': 'The starting line-up has exactly {expected} players ({count} picked).',
  },
  starterGoalkeepers: {
    'tr-TR': 'İlk 11’de tam {expected} kaleci olmalı ({count} seçildi).',
    'en-US': 'The starting line-up has exactly {expected} goalkeeper(s) ({count} picked).',
  },
  formationMismatch: {
    'tr-TR':
      'İlk 11 {lineup} dizilişine uymuyor ({def} defans, {mid} orta saha, {fwd} forvet seçildi).',
    'en-US':
      'The starting line-up does not match {lineup} ({def} defenders, {mid} midfielders, {fwd} forwards picked).',
  },
  benchOrder: {
    'tr-TR': 'Yedekler 1’den {benchSize}’e kadar sıralanmalı, her sıra bir kez kullanılmalı.',
    'en-US': 'The substitutes are numbered 1 to {benchSize}, each number used once.',
  },
  benchGoalkeeper: {
    'tr-TR': '1. yedek, yedek kaleci olmalı.',
    'en-US': 'Substitute 1 must be the bench goalkeeper.',
  },
  clubLimit: {
    'tr-TR': 'Bir takımdan en fazla {max} oyuncu seçebilirsiniz ({club}: {count}).',
    'en-US': 'You can pick at most {max} players from one club ({club}: {count}).',
  },
  overBudget: {
    'tr-TR': 'Kadronun maliyeti bütçeyi aşıyor ({cost}M, bütçe {budget}M).',
    'en-US': 'The squad costs more than the budget ({cost}M, budget {budget}M).',
  },
  captainNotStarter: {
    'tr-TR': 'Kaptan ilk 11’deki oyunculardan biri olmalı.',
    'en-US': 'The captain must be one of the starting line-up.',
  },
  viceCaptainNotStarter: {
    'tr-TR': 'Kaptan yardımcısı ilk 11’deki oyunculardan biri olmalı.',
    'en-US': 'The vice-captain must be one of the starting line-up.',
  },
  captainIsViceCaptain: {
    'tr-TR': 'Kaptan ve kaptan yardımcısı farklı oyuncular olmalı.',
    'en-US': 'The captain and the vice-captain must be different players.',
  },
};

/** Positions as a count of players reads ("5 defenders"). */
export const POSITION_NAMES: Record<Position, Texts> = {
  GK: { 'tr-TR': 'kaleci', 'en-US': 'goalkeepers' },
  DEF: { 'tr-TR': 'defans oyuncusu', 'en-US': 'defenders' },
  MID: { 'tr-TR': 'orta saha oyuncusu', 'en-US': 'midfielders' },
  FWD: { 'tr-TR': 'forvet', 'en-US': 'forwards' },
};

export const BOOSTER_NAMES: Record<Booster, Texts> = {
  BudgetBooster: { 'tr-TR': 'Bütçe Artırıcı', 'en-US': 'Budget Booster' },
  TripleCaptain: { 'tr-TR': 'Üçlü Kaptan', 'en-US': 'Triple Captain' },
  BenchBoost: { 'tr-TR': 'Yedek Gücü', 'en-US': 'Bench Boost' },
};

/** A template with its `{name}` placeholders filled; an unknown name stays as written. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The placeholder values of a violation in `language`. */
function valuesOf(v: SquadViolation, language: Language): Record<string, string | number> {
  switch (v.kind) {
    case 'duplicatePlayer':
      return { player: v.name };
    case 'positionCount':
      return { ...v, position: POSITION_NAMES[v.position][language] };
    case 'clubLimit':
      return { ...v, club: v.clubName };
    case 'overBudget':
      return { cost: millions(v.cost, language), budget: millions(v.budget, language) };
    default:
      return v;
  }
}

/** The sentence for a broken rule in `language`. */
export function squadMessage(v: SquadViolation, language: Language): string {
  return fillTemplate(SQUAD_MESSAGES[v.kind][language], valuesOf(v, language));
}

/** The sentence for a broken rule in every language (the server's failure message). */
export function squadMessages(v: SquadViolation): Texts {
  return { 'tr-TR': squadMessage(v, 'tr-TR'), 'en-US': squadMessage(v, 'en-US') };
}
