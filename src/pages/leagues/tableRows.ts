/**
 * Every league table drawn the same way: the server's rows (users, or clans) as the rows
 * of StandingsTable, and the paging arithmetic of the league contract (pages of 50, the
 * caller's page is floor((Rank - 1) / size)).
 */
import type { ClanStandingRow, StandingRow } from '../../../store/api/league';
import { managerPath } from '../../components/ManagerLink';

export const TABLE_PAGE_SIZE = 50;

export interface TableRow {
  key: string;
  rank: number;
  previousRank: number | null;
  /** The manager's (or clan's) name. */
  name: string;
  /** The team's name (or a clan's member count); null for none. */
  sub: string | null;
  roundPoints: number;
  totalPoints: number;
  /** The manager's page (`/arkadas/:name`); none for a clan. */
  profile?: string;
  /** Where the row opens: a manager's team of the round shown, or a clan; none without. */
  link?: string;
  linkKind: 'team' | 'clan';
  isMe: boolean;
}

/** The zero-based page that holds `rank`. */
export const pageOfRank = (rank: number, size = TABLE_PAGE_SIZE) => Math.floor((rank - 1) / size);

/** Pages of a table of `total` rows (at least one, so an empty table reads "1 / 1"). */
export const pageCount = (total: number, size = TABLE_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / size));

export function userRow(row: StandingRow, myUserId: number | undefined): TableRow {
  return {
    key: `${row.User.Id}-${row.UserTeamId ?? 'none'}`,
    rank: row.Rank,
    previousRank: row.PreviousRank,
    name: row.User.UserName,
    sub: row.TeamName,
    roundPoints: row.RoundPoints,
    totalPoints: row.TotalPoints,
    profile: managerPath(row.User.UserName),
    link: row.UserTeamId === null ? undefined : `/lig/rakip/${row.UserTeamId}`,
    linkKind: 'team',
    isMe: row.User.Id === myUserId,
  };
}

export function clanRow(row: ClanStandingRow, myClanId: number | undefined): TableRow {
  return {
    key: `clan-${row.Clan.Id}`,
    rank: row.Rank,
    previousRank: row.PreviousRank,
    name: row.Clan.Name,
    sub: null,
    roundPoints: row.RoundPoints,
    totalPoints: row.TotalPoints,
    link: `/lig/klan/${row.Clan.Id}`,
    linkKind: 'clan',
    isMe: row.Clan.Id === myClanId,
  };
}
