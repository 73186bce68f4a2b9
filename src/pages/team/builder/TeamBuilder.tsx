/**
 * The team builder: the pitch on top (phone) or left (desktop), the pool below or right.
 * Every tap is a `teamBuilder` event folded by the pure reducer in store/team; the rules
 * come from the rule set's `SquadRules`, so the budget left, players chosen, per-club
 * counts and what stops a save are always on screen, in words, where they happen. The
 * server checks everything again on save; its refusal is shown as it says it.
 *
 * This file opens the builder's session and lays the screen out; useTeamBuilder holds its
 * state and commands, and each part of the screen is a component of this folder.
 */
import { useEffect, useState } from 'react';
import type {
  Booster,
  Player,
  SquadRules,
  Team,
  UserTeamDetail,
  WeeklyLeagueInformation,
} from '../../../../store/api/engine';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { sliceLoaded } from '../../../../store/lazySlices';
import {
  builderStarted,
  squadLoaded,
  teamBuilderSlice,
  type TeamBuilderState,
} from '../../../../store/team/teamBuilderSlice';
import { Spinner } from '../../../components/Spinner';
import { PlayerPool } from '../PlayerPool';
import { SquadPitch } from '../SquadPitch';
import { BoosterField } from './BoosterField';
import { BuilderFields } from './BuilderFields';
import { BuilderSummary } from './BuilderSummary';
import { ClubCounts } from './ClubCounts';
import { PlayerActions } from './PlayerActions';
import { SaveBar } from './SaveBar';
import { SquadIssues } from './SquadIssues';
import { randomKey } from './randomKey';
import { useTeamBuilder, type BuilderEvent } from './useTeamBuilder';

export interface TeamBuilderProps {
  rules: SquadRules;
  round: WeeklyLeagueInformation;
  clubs: ReadonlyMap<number, Team>;
  pool: readonly Player[];
  /** The saved team to edit; absent for a new team. */
  team?: UserTeamDetail;
  isPrimary: boolean;
  defaultName: string;
  ownedBoosters: ReadonlySet<Booster>;
  /** What saving a new extra team costs in coins; null when nothing. */
  extraTeamCoins?: number | null;
}

/** The events that open the builder: started, then the saved squad put on the pitch. */
function openingEvents(props: TeamBuilderProps, builderId: string): BuilderEvent[] {
  const { team } = props;
  return [
    builderStarted({
      builderId,
      rules: props.rules,
      roundId: props.round.Id,
      teamId: team?.UserTeam.Id ?? null,
      name: team?.UserTeam.Name ?? props.defaultName,
      isPrimary: team?.UserTeam.IsPrimary ?? props.isPrimary,
      lineup: team?.UserTeam.LineupOfPlayerType,
      booster: team?.UserTeam.Booster ?? null,
    }),
    ...(team
      ? [
          squadLoaded({
            lineup: team.UserTeam.LineupOfPlayerType,
            booster: team.UserTeam.Booster,
            captainId: team.UserTeam.CaptainPlayerId,
            viceCaptainId: team.UserTeam.ViceCaptainPlayerId,
            slots: team.Players,
            keptPrices: Object.fromEntries(
              team.KeptPlayers.map((k) => [k.PlayerId, k.PurchasePrice]),
            ),
          }),
        ]
      : []),
  ];
}

// The builder's reducer joins every store when this chunk loads (store/lazySlices.ts).
sliceLoaded(teamBuilderSlice);

/**
 * Opens a builder session in the store (its id comes in with `builderStarted`) and shows
 * the builder once the store holds that session: the screen is the store's state, so the
 * event log and DevTools redraw it.
 */
export function TeamBuilder(props: TeamBuilderProps) {
  const dispatch = useAppDispatch();
  const [builderId] = useState(randomKey);
  const [opening] = useState(() => openingEvents(props, builderId));
  useEffect(() => {
    for (const event of opening) dispatch(event);
  }, [dispatch, opening]);
  const stored = useAppSelector((state) => state.teamBuilder);
  if (stored?.builderId !== builderId) return <Spinner />;
  return <BuilderScreen {...props} state={stored} />;
}

function BuilderScreen(props: TeamBuilderProps & { state: TeamBuilderState }) {
  const { rules, round, clubs, pool, ownedBoosters } = props;
  const builder = useTeamBuilder(props.state, clubs);
  return (
    <div className="builder">
      <div className="builder__main">
        <BuilderSummary
          round={round}
          remaining={builder.remaining}
          value={builder.value}
          picked={builder.picked}
          squadSize={rules.SquadSize}
        />
        <BuilderFields builder={builder} formations={rules.Formations} />
        <SquadPitch xi={builder.xi} bench={builder.bench} clubs={clubs} />
        <PlayerActions builder={builder} />
        <ClubCounts counts={builder.counts} clubs={clubs} maxPerClub={rules.MaxPlayersPerTeam} />
        <BoosterField
          builder={builder}
          owned={ownedBoosters}
          saved={props.team?.UserTeam.Booster}
        />
        <SquadIssues issues={builder.issues} />
        <SaveBar
          builder={builder}
          canBoostBudget={ownedBoosters.has('BudgetBooster')}
          extraTeamCoins={props.team ? null : (props.extraTeamCoins ?? null)}
        />
      </div>

      <PlayerPool
        players={pool}
        clubs={clubs}
        filter={builder.filter}
        onFilter={builder.setFilter}
        blockerOf={builder.blockerOf}
        maxPerClub={rules.MaxPlayersPerTeam}
        onAdd={builder.add}
        searchId={builder.searchId}
      />
    </div>
  );
}
