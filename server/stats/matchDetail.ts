/**
 * The match page (`Match/GetMatchDetail`): the match, its events, both line-ups with each
 * player's figures and points, and each side's statistics. Provisional until the round is
 * scored.
 */
import type {
  MatchDetail,
  MatchEvent,
  MatchLineupPlayer,
  TeamMatchStats,
} from '../../store/api/engine';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { RoundState } from '../rounds/roundView';
import {
  hasKickedOff,
  MATCH_COLUMNS,
  MATCH_FROM,
  statColumns,
  toMatch,
  toMatchStats,
  type MatchRow,
  type StatRow,
} from './matchView';

type SideStats = Partial<
  Pick<TeamMatchStats, 'Possession' | 'Shots' | 'ShotsOnTarget' | 'Corners' | 'Fouls'>
>;

interface LineupRow extends StatRow {
  player_id: number;
  club_id: number;
  display_name: string;
  position: MatchLineupPlayer['Position'];
  shirt_number: number | null;
  is_starter: boolean;
  minute_on: number;
  minute_off: number | null;
  saves: number;
  points: number | null;
}

/**
 * One side's statistics: the counts from the events and appearances, the rest from the
 * stored side statistics. A second yellow is both a yellow and a red card on the sheet; an
 * own goal counts for the other side.
 */
function teamMatchStats(
  clubId: number,
  events: MatchEvent[],
  lineup: { club_id: number; saves: number }[],
  stored: SideStats | null,
): TeamMatchStats {
  const count = (club: 'own' | 'other', ...types: MatchEvent['Type'][]) =>
    events.filter((e) => (e.TeamId === clubId) === (club === 'own') && types.includes(e.Type))
      .length;
  const value = (key: keyof SideStats) => stored?.[key] ?? null;
  return {
    TeamId: clubId,
    Goals: count('own', 'goal', 'penaltyGoal') + count('other', 'ownGoal'),
    YellowCards: count('own', 'yellowCard', 'secondYellow'),
    RedCards: count('own', 'redCard', 'secondYellow'),
    Saves: lineup.filter((a) => a.club_id === clubId).reduce((sum, a) => sum + a.saves, 0),
    Substitutions: count('own', 'substitution'),
    Possession: value('Possession'),
    Shots: value('Shots'),
    ShotsOnTarget: value('ShotsOnTarget'),
    Corners: value('Corners'),
    Fouls: value('Fouls'),
  };
}

export async function readMatchDetail(db: Queryable, matchId: number): Promise<MatchDetail> {
  const [match] = await db.query<
    MatchRow & { round_state: RoundState; home_stats: SideStats; away_stats: SideStats }
  >(
    `SELECT ${MATCH_COLUMNS}, mr.state AS round_state, m.home_stats, m.away_stats
       FROM ${MATCH_FROM} WHERE m.id = $1`,
    [matchId],
  );
  if (!match) throw new Failure(FAILURES.readMatchNotFound);
  const started = hasKickedOff(match.match_state);
  const provisional = match.round_state !== 'scored';
  if (!started) {
    return {
      Match: toMatch(match),
      Events: [],
      HomeLineup: [],
      AwayLineup: [],
      HomeStats: null,
      AwayStats: null,
      IsProvisional: provisional,
    };
  }
  const events = (
    await db.query<{
      id: number;
      minute: number;
      added_minute: number | null;
      type: MatchEvent['Type'];
      club_id: number;
      player_id: number;
      related_player_id: number | null;
    }>(
      `SELECT id, minute, added_minute, type, club_id, player_id, related_player_id
         FROM match_events WHERE match_id = $1
         ORDER BY minute, COALESCE(added_minute, 0), id`,
      [matchId],
    )
  ).map((e): MatchEvent => ({
    Id: e.id,
    Minute: e.minute,
    AddedMinute: e.added_minute,
    Type: e.type,
    TeamId: e.club_id,
    PlayerId: e.player_id,
    RelatedPlayerId: e.related_player_id,
  }));
  const lineup = await db.query<LineupRow>(
    `SELECT a.player_id, a.club_id, p.display_name, COALESCE(s.position, p.position) AS position,
         p.shirt_number, a.is_starter, a.minute_on, a.minute_off, a.saves, s.points,
         ${statColumns('s', 'row')}
       FROM match_appearances a
       JOIN players p ON p.id = a.player_id
       LEFT JOIN player_match_stats s ON s.match_id = a.match_id AND s.player_id = a.player_id
       WHERE a.match_id = $1
       ORDER BY a.is_starter DESC,
         CASE WHEN a.is_starter THEN array_position(ARRAY['GK','DEF','MID','FWD'], COALESCE(s.position, p.position)) END,
         a.minute_on, p.shirt_number, p.id`,
    [matchId],
  );
  const side = (clubId: number): MatchLineupPlayer[] =>
    lineup
      .filter((a) => a.club_id === clubId)
      .map((a) => ({
        PlayerId: a.player_id,
        DisplayName: a.display_name,
        Position: a.position,
        ShirtNumber: a.shirt_number,
        IsStarter: a.is_starter,
        MinuteOn: a.minute_on,
        MinuteOff: a.minute_off,
        Stats: toMatchStats(a),
        Points: a.points ?? 0,
      }));
  const home = match.match_home_club_id;
  const away = match.match_away_club_id;
  return {
    Match: toMatch(match),
    Events: events,
    HomeLineup: side(home),
    AwayLineup: side(away),
    HomeStats: teamMatchStats(home, events, lineup, match.home_stats),
    AwayStats: teamMatchStats(away, events, lineup, match.away_stats),
    IsProvisional: provisional,
  };
}
