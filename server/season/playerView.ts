/**
 * The api-spec `Player` shape, read in one place: every answer that carries a player (the
 * pool, squads, best of the week, match statistics) selects `PLAYER_COLUMNS` from `players`
 * (aliased `p`) and maps the row with `toPlayer`.
 */
import type { Player } from '../../store/api/engine';

export const PLAYER_COLUMNS = `p.id AS player_id, p.code AS player_code, p.club_id AS player_club_id,
  p.first_name AS player_first_name, p.last_name AS player_last_name,
  p.display_name AS player_display_name, p.position AS player_position,
  p.shirt_number AS player_shirt_number, p.price AS player_price,
  p.price_change AS player_price_change, p.nationality AS player_nationality,
  p.status AS player_status, p.total_points AS player_total_points,
  p.round_points AS player_round_points, p.form::float8 AS player_form,
  p.selected_by_percent::float8 AS player_selected_by_percent`;

export interface PlayerRow {
  player_id: number;
  player_code: string;
  player_club_id: number;
  player_first_name: string;
  player_last_name: string;
  player_display_name: string;
  player_position: Player['Position'];
  player_shirt_number: number | null;
  player_price: number;
  player_price_change: number;
  player_nationality: string;
  player_status: Player['Status'];
  player_total_points: number;
  player_round_points: number | null;
  player_form: number;
  player_selected_by_percent: number;
}

export function toPlayer(row: PlayerRow): Player {
  return {
    Id: row.player_id,
    Code: row.player_code,
    TeamId: row.player_club_id,
    FirstName: row.player_first_name,
    LastName: row.player_last_name,
    DisplayName: row.player_display_name,
    Position: row.player_position,
    ShirtNumber: row.player_shirt_number,
    Price: row.player_price,
    PriceChange: row.player_price_change,
    Nationality: row.player_nationality,
    Status: row.player_status,
    TotalPoints: row.player_total_points,
    RoundPoints: row.player_round_points,
    Form: Number(row.player_form),
    SelectedByPercent: Number(row.player_selected_by_percent),
  };
}

/** Lower case with Turkish letters folded to ASCII: the `players.search_key` and search terms. */
export function searchKeyOf(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(
      /[çğıöşüâîû]/g,
      (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' })[c]!,
    )
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
