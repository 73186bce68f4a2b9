/**
 * The 18 clubs of the 2025-26 Süper Lig with their colours (the API calls a club a Team).
 * Ids are stable so that favourite clubs survive a re-seed or an import.
 */
import type { Team } from '../../store/api/engine';
import type { Queryable } from '../db/database';
import type { Page } from '../http/paging';
import { turkishSortKey } from '../stats/textOrder';

export interface Club {
  id: number;
  code: string;
  name: string;
  shortName: string;
  primaryColor: string;
  secondaryColor: string;
}

export const SUPER_LIG = 'TR_SL';

export const SUPER_LIG_2025_26: readonly Club[] = [
  {
    id: 1,
    code: 'GS',
    name: 'Galatasaray',
    shortName: 'Galatasaray',
    primaryColor: '#A90432',
    secondaryColor: '#FDB912',
  },
  {
    id: 2,
    code: 'FB',
    name: 'Fenerbahçe',
    shortName: 'Fenerbahçe',
    primaryColor: '#FFED00',
    secondaryColor: '#00205B',
  },
  {
    id: 3,
    code: 'BJK',
    name: 'Beşiktaş',
    shortName: 'Beşiktaş',
    primaryColor: '#000000',
    secondaryColor: '#FFFFFF',
  },
  {
    id: 4,
    code: 'TS',
    name: 'Trabzonspor',
    shortName: 'Trabzonspor',
    primaryColor: '#7A1E2C',
    secondaryColor: '#4FA3DC',
  },
  {
    id: 5,
    code: 'IBFK',
    name: 'Rams Başakşehir',
    shortName: 'Başakşehir',
    primaryColor: '#F26B1D',
    secondaryColor: '#1F2A44',
  },
  {
    id: 6,
    code: 'SAM',
    name: 'Samsunspor',
    shortName: 'Samsunspor',
    primaryColor: '#E30613',
    secondaryColor: '#FFFFFF',
  },
  {
    id: 7,
    code: 'GOZ',
    name: 'Göztepe',
    shortName: 'Göztepe',
    primaryColor: '#FFD200',
    secondaryColor: '#E30613',
  },
  {
    id: 8,
    code: 'EYP',
    name: 'Eyüpspor',
    shortName: 'Eyüpspor',
    primaryColor: '#5B2D8E',
    secondaryColor: '#FFD100',
  },
  {
    id: 9,
    code: 'KAS',
    name: 'Kasımpaşa',
    shortName: 'Kasımpaşa',
    primaryColor: '#1B3A6B',
    secondaryColor: '#FFFFFF',
  },
  {
    id: 10,
    code: 'KON',
    name: 'Konyaspor',
    shortName: 'Konyaspor',
    primaryColor: '#00843D',
    secondaryColor: '#FFFFFF',
  },
  {
    id: 11,
    code: 'KAY',
    name: 'Kayserispor',
    shortName: 'Kayserispor',
    primaryColor: '#FFD700',
    secondaryColor: '#D71920',
  },
  {
    id: 12,
    code: 'ALA',
    name: 'Corendon Alanyaspor',
    shortName: 'Alanyaspor',
    primaryColor: '#F58220',
    secondaryColor: '#00843D',
  },
  {
    id: 13,
    code: 'ANT',
    name: 'Antalyaspor',
    shortName: 'Antalyaspor',
    primaryColor: '#E30A17',
    secondaryColor: '#FFFFFF',
  },
  {
    id: 14,
    code: 'GFK',
    name: 'Gaziantep FK',
    shortName: 'Gaziantep',
    primaryColor: '#D71920',
    secondaryColor: '#000000',
  },
  {
    id: 15,
    code: 'RIZ',
    name: 'Çaykur Rizespor',
    shortName: 'Rizespor',
    primaryColor: '#00A650',
    secondaryColor: '#0054A6',
  },
  {
    id: 16,
    code: 'GB',
    name: 'Gençlerbirliği',
    shortName: 'Gençlerbirliği',
    primaryColor: '#E30613',
    secondaryColor: '#000000',
  },
  {
    id: 17,
    code: 'KOC',
    name: 'Kocaelispor',
    shortName: 'Kocaelispor',
    primaryColor: '#007A3D',
    secondaryColor: '#000000',
  },
  {
    id: 18,
    code: 'FKG',
    name: 'Fatih Karagümrük',
    shortName: 'Karagümrük',
    primaryColor: '#C8102E',
    secondaryColor: '#000000',
  },
];

/** Inserts the clubs that are missing; existing rows (perhaps imported) are left alone. */
export async function seedClubs(db: Queryable, clubs: readonly Club[] = SUPER_LIG_2025_26) {
  for (const c of clubs) {
    await db.query(
      `INSERT INTO clubs (id, competition_code, code, name, short_name, primary_color, secondary_color)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [c.id, SUPER_LIG, c.code, c.name, c.shortName, c.primaryColor, c.secondaryColor],
    );
  }
}

export async function clubExists(db: Queryable, clubId: number): Promise<boolean> {
  const [club] = await db.query('SELECT 1 FROM clubs WHERE id = $1', [clubId]);
  return club !== undefined;
}

/** Sort columns of the club list, by the API's sort names. */
export const CLUB_PAGE = {
  columns: { Name: turkishSortKey('c.name'), Code: 'c.code COLLATE "C"' },
  fallback: { column: 'Name', order: 'asc' as const },
};

/** One page of a competition's clubs in the API's shape, and how many it has. */
export async function readClubs(db: Queryable, competition: string, page: Page) {
  const rows = await db.query<{
    id: number;
    competition_code: string;
    code: string;
    name: string;
    short_name: string;
    primary_color: string;
    secondary_color: string;
  }>(
    `SELECT c.* FROM clubs c WHERE c.competition_code = $1
     ORDER BY ${page.orderBy}, c.id LIMIT $2 OFFSET $3`,
    [competition, page.limit, page.offset],
  );
  const teams: Team[] = rows.map((c) => ({
    Id: c.id,
    CompetitionCode: c.competition_code,
    Code: c.code,
    Name: c.name,
    ShortName: c.short_name,
    PrimaryColor: c.primary_color,
    SecondaryColor: c.secondary_color,
  }));
  const [total] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM clubs WHERE competition_code = $1',
    [competition],
  );
  return { teams, total: total!.n };
}
