/**
 * Reads a folder of CSV files (teams.csv, players.csv, matches.csv, appearances.csv,
 * events.csv; columns in server/season/README.md) into the api-spec `SeasonImport` shape.
 * Problems name the file and line. Rounds are the round numbers of matches.csv.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportMatch, SeasonImport, TeamStatsInput } from '../../store/api/engine';

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

/**
 * Rows of a CSV text: header names to values, with the line each row starts on. Our own
 * loop, not csv-parse: measured on the import files, csv-parse 7 (sync API) took 1.6 to 10
 * times as long, and its line numbers drift after a CRLF inside a quoted value.
 */
export function parseCsv(
  text: string,
  file: string,
): { line: number; values: Record<string, string> }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== '')) records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else {
      cell += c;
    }
  }
  if (quoted) throw new CsvError(`${file} line ${start}: a quoted value is not closed`);
  cells.push(cell);
  if (cells.some((x) => x.trim() !== '')) records.push({ line: start, cells });
  const [header, ...rows] = records;
  if (!header) return [];
  const names = header.cells.map((h) => h.trim());
  return rows.map((r) => {
    if (r.cells.length !== names.length) {
      throw new CsvError(
        `${file} line ${r.line}: ${r.cells.length} values for ${names.length} columns`,
      );
    }
    return {
      line: r.line,
      values: Object.fromEntries(names.map((n, i) => [n, r.cells[i]!.trim()])),
    };
  });
}

interface Column {
  name: string;
  required?: boolean;
  type?: 'text' | 'int' | 'bool';
}

const STATS = ['Possession', 'Shots', 'ShotsOnTarget', 'Corners', 'Fouls'] as const;
const MATCH_KEY: Column[] = [
  { name: 'RoundNumber', required: true, type: 'int' },
  { name: 'HomeTeamCode', required: true },
  { name: 'AwayTeamCode', required: true },
];

/** The columns of each file (the README documents the same). */
export const CSV_COLUMNS: Record<string, Column[]> = {
  'teams.csv': [
    { name: 'Code', required: true },
    { name: 'Name', required: true },
    { name: 'ShortName', required: true },
    { name: 'PrimaryColor', required: true },
    { name: 'SecondaryColor', required: true },
  ],
  'players.csv': [
    { name: 'Code', required: true },
    { name: 'TeamCode', required: true },
    { name: 'FirstName', required: true },
    { name: 'LastName', required: true },
    { name: 'DisplayName' },
    { name: 'Position', required: true },
    { name: 'Price', required: true, type: 'int' },
    { name: 'Nationality', required: true },
    { name: 'ShirtNumber', type: 'int' },
    { name: 'Status' },
    { name: 'StatusReason' },
    { name: 'ExpectedReturnRound', type: 'int' },
  ],
  'matches.csv': [
    ...MATCH_KEY,
    { name: 'Kickoff', required: true },
    { name: 'State' },
    { name: 'HomeScore', type: 'int' },
    { name: 'AwayScore', type: 'int' },
    ...STATS.flatMap((s) => [
      { name: `Home${s}`, type: 'int' as const },
      { name: `Away${s}`, type: 'int' as const },
    ]),
  ],
  'appearances.csv': [
    ...MATCH_KEY,
    { name: 'PlayerCode', required: true },
    { name: 'IsStarter', required: true, type: 'bool' },
    { name: 'MinuteOn', required: true, type: 'int' },
    { name: 'MinuteOff', type: 'int' },
    { name: 'Saves', type: 'int' },
  ],
  'events.csv': [
    ...MATCH_KEY,
    { name: 'Minute', required: true, type: 'int' },
    { name: 'AddedMinute', type: 'int' },
    { name: 'Type', required: true },
    { name: 'PlayerCode', required: true },
    { name: 'RelatedPlayerCode' },
  ],
};

type Value = string | number | boolean;

/** A file's rows as typed values (absent when empty), checked against its columns. */
function readRows(text: string, file: string) {
  const columns = CSV_COLUMNS[file]!;
  const rows = parseCsv(text, file);
  const known = new Set(columns.map((c) => c.name));
  if (rows[0]) {
    const unknown = Object.keys(rows[0].values).find((n) => !known.has(n));
    if (unknown !== undefined) throw new CsvError(`${file} line 1: unknown column ${unknown}`);
  }
  return rows.map(({ line, values }) => {
    const out: Record<string, Value> = {};
    for (const col of columns) {
      const raw = values[col.name] ?? '';
      const at = `${file} line ${line}, ${col.name}`;
      if (raw === '') {
        if (col.required) throw new CsvError(`${at}: a value is required`);
        continue;
      }
      if (col.type === 'int') {
        if (!/^-?\d+$/.test(raw)) throw new CsvError(`${at}: "${raw}" is not a whole number`);
        out[col.name] = Number(raw);
      } else if (col.type === 'bool') {
        const b = { true: true, false: false, '1': true, '0': false, yes: true, no: false }[
          raw.toLowerCase()
        ];
        if (b === undefined) throw new CsvError(`${at}: "${raw}" is not true or false`);
        out[col.name] = b;
      } else {
        out[col.name] = raw;
      }
    }
    return { line, values: out };
  });
}

export interface CsvSeason {
  season: SeasonImport;
  /** Where a row of the shape came from ("Players[3]" → "players.csv line 5"). */
  sourceOf(path: string): string | undefined;
}

const matchKeyOf = (v: Record<string, Value>) =>
  `${v.RoundNumber as number} ${v.HomeTeamCode as string}-${v.AwayTeamCode as string}`;

/** Reads the CSV files of a folder (each optional, at least one). */
export function readSeasonCsv(
  folder: string,
  options: { competitionCode: string; dryRun?: boolean },
): CsvSeason {
  const read = (file: string) => {
    const path = join(folder, file);
    return existsSync(path) ? readRows(readFileSync(path, 'utf8'), file) : null;
  };
  const files = Object.keys(CSV_COLUMNS);
  const data = Object.fromEntries(files.map((f) => [f, read(f)]));
  if (files.every((f) => data[f] === null)) {
    throw new CsvError(`${folder}: none of ${files.join(', ')} is there`);
  }
  const sources = new Map<string, string>();
  const season: SeasonImport = { CompetitionCode: options.competitionCode };
  if (options.dryRun) season.DryRun = true;
  if (data['teams.csv']) {
    season.Teams = data['teams.csv'].map((r, i) => {
      sources.set(`Teams[${i}]`, `teams.csv line ${r.line}`);
      return r.values as never;
    });
  }
  if (data['players.csv']) {
    season.Players = data['players.csv'].map((r, i) => {
      sources.set(`Players[${i}]`, `players.csv line ${r.line}`);
      return r.values as never;
    });
  }
  const matches = new Map<string, ImportMatch>();
  const matchIndex = new Map<string, number>();
  for (const r of data['matches.csv'] ?? []) {
    const v = r.values;
    const key = matchKeyOf(v);
    if (matches.has(key))
      throw new CsvError(`matches.csv line ${r.line}: match ${key} is listed twice`);
    const side = (prefix: 'Home' | 'Away'): TeamStatsInput | undefined => {
      const stats = Object.fromEntries(
        STATS.filter((s) => v[`${prefix}${s}`] !== undefined).map((s) => [s, v[`${prefix}${s}`]]),
      );
      return Object.keys(stats).length > 0 ? stats : undefined;
    };
    const match: ImportMatch = {
      RoundNumber: v.RoundNumber as number,
      HomeTeamCode: v.HomeTeamCode as string,
      AwayTeamCode: v.AwayTeamCode as string,
      Kickoff: v.Kickoff as string,
      ...(v.State !== undefined && { State: v.State as ImportMatch['State'] }),
      ...(v.HomeScore !== undefined && { HomeScore: v.HomeScore as number }),
      ...(v.AwayScore !== undefined && { AwayScore: v.AwayScore as number }),
      ...(side('Home') && { HomeStats: side('Home') }),
      ...(side('Away') && { AwayStats: side('Away') }),
    };
    sources.set(`Matches[${matches.size}]`, `matches.csv line ${r.line}`);
    matchIndex.set(key, matches.size);
    matches.set(key, match);
  }
  const attach = (file: 'appearances.csv' | 'events.csv', list: 'Appearances' | 'Events') => {
    for (const r of data[file] ?? []) {
      const key = matchKeyOf(r.values);
      const match = matches.get(key);
      if (!match) throw new CsvError(`${file} line ${r.line}: match ${key} is not in matches.csv`);
      const { RoundNumber, HomeTeamCode, AwayTeamCode, ...row } = r.values;
      void RoundNumber;
      void HomeTeamCode;
      void AwayTeamCode;
      const rows = (match[list] ??= []) as unknown[];
      sources.set(
        `Matches[${matchIndex.get(key)}].${list}[${rows.length}]`,
        `${file} line ${r.line}`,
      );
      rows.push(row);
    }
  };
  attach('appearances.csv', 'Appearances');
  attach('events.csv', 'Events');
  // A match with a sheet in one file and not the other has an empty list in the other.
  for (const m of matches.values()) {
    if (m.Appearances || m.Events) {
      m.Appearances ??= [];
      m.Events ??= [];
    }
  }
  if (matches.size > 0) {
    season.Matches = [...matches.values()];
    season.Rounds = [...new Set(season.Matches.map((m) => m.RoundNumber))]
      .sort((a, b) => a - b)
      .map((Number) => ({ Number }));
  }
  return {
    season,
    sourceOf: (path) => {
      // The longest known prefix: "Matches[2].Events[4].Minute" → events.csv line 9.
      const parts = path.match(/^[A-Za-z]+\[\d+\](?:\.[A-Za-z]+\[\d+\])?/)?.[0];
      if (!parts) return undefined;
      return sources.get(parts) ?? sources.get(parts.replace(/\.[A-Za-z]+\[\d+\]$/, ''));
    },
  };
}
