/**
 * Generated (fictional) players for the demo season: 25 a club (3 GK, 8 DEF, 9 MID, 5 FWD),
 * a Turkish majority with foreigners, shirt numbers, and prices that follow quality (4.0M
 * to 13.5M in 0.5M steps; strong clubs and attackers cost more). Pure and deterministic for
 * a seed; `insertPlayers` writes them in one statement.
 */
import type { Queryable } from '../db/database';
import type { Club } from './clubs';
import { FOREIGN_MIX, NAMES } from './playerNames';
import { searchKeyOf } from './playerView';
import { randomOf, seedOf, type Random } from '../platform/random';
import type { Position } from '../../rules/squad';

export type { Position };

export interface GeneratedPlayer {
  code: string;
  clubId: number;
  firstName: string;
  lastName: string;
  displayName: string;
  searchKey: string;
  position: Position;
  shirtNumber: number;
  nationality: string;
  price: number;
}

/** Players of each position in a generated squad. */
export const SQUAD_SHAPE: readonly [Position, number][] = [
  ['GK', 3],
  ['DEF', 8],
  ['MID', 9],
  ['FWD', 5],
];

/** Price range per position in tenths: a top keeper costs less than a top striker. */
const PRICE_RANGE: Record<Position, [number, number]> = {
  GK: [40, 65],
  DEF: [40, 80],
  MID: [45, 125],
  FWD: [45, 135],
};

/** The usual shirt numbers of a position, in preference order. */
const SHIRTS: Record<Position, number[]> = {
  GK: [1, 12, 23, 35, 99, 40],
  DEF: [2, 3, 4, 5, 6, 13, 14, 15, 22, 24, 26, 33, 44],
  MID: [8, 10, 16, 17, 18, 20, 21, 25, 27, 28, 30, 34, 6],
  FWD: [9, 7, 11, 19, 29, 77, 90, 70],
};

/** How strong a club is (0..1): the big four first, then the rest by list order. */
export function clubStrength(club: Club, index: number, count: number): number {
  if (['GS', 'FB', 'BJK'].includes(club.code)) return 1;
  if (club.code === 'TS') return 0.85;
  return 0.75 - (0.4 * index) / Math.max(1, count - 1);
}

const step5 = (tenths: number) => Math.round(tenths / 5) * 5;

function nationalityOf(random: Random, foreignShare: number): string {
  if (!random.chance(foreignShare)) return 'TR';
  return random.weighted(FOREIGN_MIX, ([, w]) => w)[0];
}

function playerPrice(random: Random, position: Position, strength: number, rank: number) {
  // Quality falls with the player's rank in his position group (first choice first).
  const [min, max] = PRICE_RANGE[position];
  const quality = Math.max(
    0,
    Math.min(1, strength * (1 - rank * 0.11) + (random.next() - 0.5) * 0.2),
  );
  return Math.max(min, Math.min(max, step5(min + (max - min) * quality ** 1.4)));
}

export function generateClubPlayers(seed: number, club: Club, strength: number): GeneratedPlayer[] {
  const random = randomOf(seedOf(seed, club.id));
  const usedNames = new Set<string>();
  const usedShirts = new Set<number>();
  const players: GeneratedPlayer[] = [];
  // Big clubs buy more foreigners.
  const foreignShare = 0.3 + 0.15 * strength;
  for (const [position, count] of SQUAD_SHAPE) {
    for (let rank = 0; rank < count; rank++) {
      const nationality = nationalityOf(random, foreignShare);
      const pool = NAMES[nationality]!;
      let firstName = random.pick(pool.first);
      let lastName = random.pick(pool.last);
      for (let tries = 0; usedNames.has(lastName); tries++) {
        if (tries > 500) throw new Error(`no free ${nationality} name left for ${club.code}`);
        firstName = random.pick(pool.first);
        lastName = random.pick(pool.last);
      }
      // Display names are last names: a second one in a club would be ambiguous on a pitch.
      usedNames.add(lastName);
      const shirtNumber =
        SHIRTS[position].find((n) => !usedShirts.has(n)) ??
        Array.from({ length: 99 }, (_, i) => i + 1).find((n) => !usedShirts.has(n))!;
      usedShirts.add(shirtNumber);
      players.push({
        code: `${club.code}-${String(players.length + 1).padStart(2, '0')}`,
        clubId: club.id,
        firstName,
        lastName,
        displayName: lastName,
        searchKey: searchKeyOf(`${firstName} ${lastName}`),
        position,
        shirtNumber,
        nationality,
        price: playerPrice(random, position, strength, rank),
      });
    }
  }
  return players;
}

/** Every club's players, deterministic for `seed`. */
export function generatePlayers(seed: number, clubs: readonly Club[]): GeneratedPlayer[] {
  return clubs.flatMap((club, i) =>
    generateClubPlayers(seed, club, clubStrength(club, i, clubs.length)),
  );
}

/** Inserts players in one statement (codes already taken are left alone). */
export async function insertPlayers(
  q: Queryable,
  competitionCode: string,
  players: readonly GeneratedPlayer[],
): Promise<number> {
  if (players.length === 0) return 0;
  const rows = await q.query(
    `INSERT INTO players (competition_code, code, club_id, first_name, last_name, display_name,
       search_key, position, shirt_number, nationality, price)
     SELECT $1, x.code, x."clubId", x."firstName", x."lastName", x."displayName", x."searchKey",
       x.position, x."shirtNumber", x.nationality, x.price
     FROM jsonb_to_recordset($2::jsonb) AS x(code text, "clubId" int, "firstName" text,
       "lastName" text, "displayName" text, "searchKey" text, position text, "shirtNumber" int,
       nationality text, price int)
     ON CONFLICT (competition_code, code) DO NOTHING
     RETURNING id`,
    [competitionCode, JSON.stringify(players)],
  );
  return rows.length;
}
