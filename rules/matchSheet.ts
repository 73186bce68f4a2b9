/**
 * A match sheet's rules (api-spec Admin/UpsertMatchEvents), shared by the server (the admin's
 * entry, the season import, the simulator's output) and the panel's sheet editor, which runs
 * them before sending. Problems are codes with their figures, not sentences: the server says
 * them in English in its refusal, the panel in the admin's language beside the field.
 */

export type SheetEventType =
  | 'goal'
  | 'penaltyGoal'
  | 'ownGoal'
  | 'penaltyMissed'
  | 'penaltySaved'
  | 'yellowCard'
  | 'secondYellow'
  | 'redCard'
  | 'substitution';

export const SHEET_EVENT_TYPES: readonly SheetEventType[] = [
  'goal',
  'penaltyGoal',
  'ownGoal',
  'penaltyMissed',
  'penaltySaved',
  'yellowCard',
  'secondYellow',
  'redCard',
  'substitution',
];

/** Whether an event names a second player: the assist, the taker, the player coming on. */
export const RELATED: Record<SheetEventType, 'required' | 'optional' | 'none'> = {
  goal: 'optional',
  penaltyGoal: 'none',
  ownGoal: 'none',
  penaltyMissed: 'none',
  penaltySaved: 'required',
  yellowCard: 'none',
  secondYellow: 'none',
  redCard: 'none',
  substitution: 'required',
};

export const STARTERS_PER_SIDE = 11;
/** The last minute of normal time: who stays on to the end is on until then. */
export const LAST_MINUTE = 90;

export interface SheetAppearance {
  playerId: number;
  isStarter: boolean;
  minuteOn: number;
  /** Subbed or sent off; null when on the pitch at the end (or still on, while live). */
  minuteOff: number | null;
  saves: number;
}

export interface SheetEvent {
  minute: number;
  addedMinute: number | null;
  type: SheetEventType;
  playerId: number;
  relatedPlayerId: number | null;
}

export interface SheetRows {
  appearances: SheetAppearance[];
  events: SheetEvent[];
}

export interface SheetClubs {
  homeClubId: number;
  awayClubId: number;
  /** The club of a player; undefined for an unknown player. */
  clubOf: (playerId: number) => number | undefined;
}

export type SheetProblemCode =
  | 'unknownPlayer'
  | 'neitherClub'
  | 'twice'
  | 'starterOn'
  | 'subOn'
  | 'offBeforeOn'
  | 'tooManyStarters'
  | 'needsSubstitution'
  | 'stoppage'
  | 'noAppearance'
  | 'notOnPitch'
  | 'relatedRequired'
  | 'relatedNone'
  | 'relatedSame'
  | 'relatedNoAppearance'
  | 'assistSide'
  | 'assistNotOnPitch'
  | 'substitutionClub'
  | 'mustGoOff'
  | 'mustComeOn'
  | 'alreadyCameOn'
  | 'sentOffMustGoOff'
  | 'takerOtherSide'
  | 'savedNeedsMissed';

/** What is wrong, named by its row and field, with the figures its message needs. */
export interface SheetProblem {
  list: 'Appearances' | 'Events';
  row: number;
  field:
    | 'PlayerId'
    | 'IsStarter'
    | 'MinuteOn'
    | 'MinuteOff'
    | 'AddedMinute'
    | 'Minute'
    | 'Type'
    | 'RelatedPlayerId';
  code: SheetProblemCode;
  /** The player it is about (the row's, or the second player's for a RelatedPlayerId). */
  player?: number;
  /** On the pitch from, to (notOnPitch); the minute on and off (offBeforeOn). */
  from?: number;
  to?: number;
  /** The minute a player must go off or come on. */
  minute?: number;
  count?: number;
  type?: SheetEventType;
}

/** The side a goal event counts for (an own goal counts for the other side). */
export function goalSide(type: SheetEventType, playerClubId: number, clubs: SheetClubs) {
  const other = playerClubId === clubs.homeClubId ? clubs.awayClubId : clubs.homeClubId;
  if (type === 'goal' || type === 'penaltyGoal') return playerClubId;
  if (type === 'ownGoal') return other;
  return null;
}

/** Every problem of a sheet, in the order of its rows (the server answers the first). */
export function sheetProblems(sheet: SheetRows, clubs: SheetClubs): SheetProblem[] {
  const problems: SheetProblem[] = [];
  const byPlayer = new Map<number, SheetAppearance>();
  const starters = new Map<number, number>();

  for (const [row, a] of sheet.appearances.entries()) {
    const at = { list: 'Appearances', row } as const;
    const player = a.playerId;
    const club = clubs.clubOf(player);
    if (club === undefined) {
      problems.push({ ...at, field: 'PlayerId', code: 'unknownPlayer', player });
      continue;
    }
    if (club !== clubs.homeClubId && club !== clubs.awayClubId) {
      problems.push({ ...at, field: 'PlayerId', code: 'neitherClub', player });
      continue;
    }
    if (byPlayer.has(player)) {
      problems.push({ ...at, field: 'PlayerId', code: 'twice', player });
      continue;
    }
    byPlayer.set(player, a);
    if (a.isStarter && a.minuteOn !== 0) {
      problems.push({ ...at, field: 'MinuteOn', code: 'starterOn' });
    }
    if (!a.isStarter && a.minuteOn === 0)
      problems.push({ ...at, field: 'MinuteOn', code: 'subOn' });
    if (a.minuteOff !== null && a.minuteOff < a.minuteOn) {
      problems.push({
        ...at,
        field: 'MinuteOff',
        code: 'offBeforeOn',
        from: a.minuteOn,
        to: a.minuteOff,
      });
    }
    if (a.isStarter) {
      starters.set(club, (starters.get(club) ?? 0) + 1);
      if (starters.get(club)! > STARTERS_PER_SIDE) {
        problems.push({
          ...at,
          field: 'IsStarter',
          code: 'tooManyStarters',
          count: STARTERS_PER_SIDE,
        });
      }
    }
  }

  const cameOn = new Set<number>();
  for (const [row, e] of sheet.events.entries()) {
    const at = { list: 'Events', row } as const;
    if (e.addedMinute !== null && e.minute !== 45 && e.minute !== LAST_MINUTE) {
      problems.push({ ...at, field: 'AddedMinute', code: 'stoppage' });
    }
    const player = byPlayer.get(e.playerId);
    if (!player) {
      problems.push({ ...at, field: 'PlayerId', code: 'noAppearance', player: e.playerId });
      continue;
    }
    const club = clubs.clubOf(e.playerId)!;
    const until = player.minuteOff ?? LAST_MINUTE;
    if (e.minute < player.minuteOn || e.minute > until) {
      problems.push({
        ...at,
        field: 'Minute',
        code: 'notOnPitch',
        player: e.playerId,
        from: player.minuteOn,
        to: until,
      });
    }
    const rule = RELATED[e.type];
    const relatedId = e.relatedPlayerId;
    const relatedAt = { ...at, field: 'RelatedPlayerId' } as const;
    if (rule === 'required' && relatedId === null) {
      problems.push({ ...relatedAt, code: 'relatedRequired', type: e.type });
    }
    if (rule === 'none' && relatedId !== null) {
      problems.push({ ...relatedAt, code: 'relatedNone', type: e.type });
    }
    let related: SheetAppearance | undefined;
    if (relatedId !== null) {
      related = relatedId === e.playerId ? undefined : byPlayer.get(relatedId);
      if (relatedId === e.playerId) problems.push({ ...relatedAt, code: 'relatedSame' });
      else if (!related) {
        problems.push({ ...relatedAt, code: 'relatedNoAppearance', player: relatedId });
      }
    }
    const relatedClub = related ? clubs.clubOf(relatedId!) : undefined;
    const goesOff = { player: e.playerId, minute: e.minute };
    switch (e.type) {
      case 'goal':
        if (related && relatedClub !== club) problems.push({ ...relatedAt, code: 'assistSide' });
        if (
          related &&
          (e.minute < related.minuteOn || e.minute > (related.minuteOff ?? LAST_MINUTE))
        ) {
          problems.push({ ...relatedAt, code: 'assistNotOnPitch', player: relatedId! });
        }
        break;
      case 'substitution':
        if (related && relatedClub !== club) {
          problems.push({ ...relatedAt, code: 'substitutionClub' });
        }
        if (player.minuteOff !== e.minute) {
          problems.push({ ...at, field: 'PlayerId', code: 'mustGoOff', ...goesOff });
        }
        if (!related) break;
        if (related.isStarter || related.minuteOn !== e.minute) {
          problems.push({ ...relatedAt, code: 'mustComeOn', player: relatedId!, minute: e.minute });
        }
        if (cameOn.has(relatedId!)) {
          problems.push({ ...relatedAt, code: 'alreadyCameOn', player: relatedId! });
        }
        cameOn.add(relatedId!);
        break;
      case 'redCard':
      case 'secondYellow':
        if (player.minuteOff !== e.minute) {
          problems.push({ ...at, field: 'PlayerId', code: 'sentOffMustGoOff', ...goesOff });
        }
        break;
      case 'penaltySaved': {
        if (!related) break;
        if (relatedClub === club) problems.push({ ...relatedAt, code: 'takerOtherSide' });
        const missed = sheet.events.some(
          (m) =>
            m.type === 'penaltyMissed' &&
            m.playerId === relatedId &&
            m.minute === e.minute &&
            m.addedMinute === e.addedMinute,
        );
        if (!missed) problems.push({ ...at, field: 'Type', code: 'savedNeedsMissed' });
        break;
      }
      default:
        break;
    }
  }

  for (const [row, a] of sheet.appearances.entries()) {
    if (!a.isStarter && byPlayer.get(a.playerId) === a && !cameOn.has(a.playerId)) {
      problems.push({
        list: 'Appearances',
        row,
        field: 'IsStarter',
        code: 'needsSubstitution',
        player: a.playerId,
      });
    }
  }
  return problems;
}

/** The score a sheet's goal events make (of a sheet without problems). */
export function sheetScore(sheet: SheetRows, clubs: SheetClubs) {
  let homeScore = 0;
  let awayScore = 0;
  for (const e of sheet.events) {
    const club = clubs.clubOf(e.playerId);
    if (club === undefined) continue;
    const scored = goalSide(e.type, club, clubs);
    if (scored === clubs.homeClubId) homeScore += 1;
    if (scored === clubs.awayClubId) awayScore += 1;
  }
  return { homeScore, awayScore };
}
