/** A played match as `Match/GetMatchDetail` answers it, for the match pages' tests. */
import type {
  MatchDetail,
  MatchLineupPlayer,
  Position,
  TeamMatchStats,
} from '../../../store/api/engine';
import { NO_STATS, match } from '../information/testData';

const lineupPlayer = (
  PlayerId: number,
  DisplayName: string,
  Position: Position,
  over: Partial<MatchLineupPlayer> = {},
): MatchLineupPlayer => ({
  PlayerId,
  DisplayName,
  Position,
  ShirtNumber: PlayerId % 99 || 1,
  IsStarter: true,
  MinuteOn: 0,
  MinuteOff: null,
  Stats: { ...NO_STATS, Minutes: 90 },
  Points: 2,
  ...over,
});

export const teamStats = (TeamId: number, over: Partial<TeamMatchStats> = {}): TeamMatchStats => ({
  TeamId,
  Goals: 0,
  YellowCards: 1,
  RedCards: 0,
  Saves: 3,
  Substitutions: 3,
  Possession: 50,
  Shots: 10,
  ShotsOnTarget: 4,
  Corners: 5,
  Fouls: 12,
  ...over,
});

/** Galatasaray 2-1 Fenerbahçe in round 2. */
export const PLAYED: MatchDetail = {
  Match: match(9, 2, 1, 2, '2026-10-23T17:00:00.000Z', [2, 1]),
  Events: [
    {
      Id: 1,
      Minute: 12,
      AddedMinute: null,
      Type: 'goal',
      TeamId: 1,
      PlayerId: 11,
      RelatedPlayerId: 12,
    },
    {
      Id: 2,
      Minute: 30,
      AddedMinute: null,
      Type: 'yellowCard',
      TeamId: 2,
      PlayerId: 21,
      RelatedPlayerId: null,
    },
    {
      Id: 3,
      Minute: 60,
      AddedMinute: null,
      Type: 'substitution',
      TeamId: 1,
      PlayerId: 12,
      RelatedPlayerId: 13,
    },
    {
      Id: 4,
      Minute: 90,
      AddedMinute: 3,
      Type: 'ownGoal',
      TeamId: 1,
      PlayerId: 14,
      RelatedPlayerId: null,
    },
    {
      Id: 5,
      Minute: 90,
      AddedMinute: 5,
      Type: 'goal',
      TeamId: 1,
      PlayerId: 11,
      RelatedPlayerId: null,
    },
  ],
  HomeLineup: [
    lineupPlayer(14, 'Kaleci', 'GK'),
    lineupPlayer(11, 'Golcü', 'FWD', { Points: 13 }),
    lineupPlayer(12, 'Pasör', 'MID', { MinuteOff: 60, Stats: { ...NO_STATS, Minutes: 60 } }),
    lineupPlayer(13, 'Yedek', 'MID', {
      IsStarter: false,
      MinuteOn: 60,
      Stats: { ...NO_STATS, Minutes: 30 },
      Points: 1,
    }),
  ],
  AwayLineup: [lineupPlayer(21, 'Sertoğlu', 'DEF', { Points: 0 })],
  HomeStats: teamStats(1, { Goals: 2, Possession: 58, Shots: 15 }),
  AwayStats: teamStats(2, { Goals: 1, Possession: 42, Shots: null }),
  IsProvisional: true,
};
