/**
 * The team builder: the pitch on top (phone) or left (desktop), the pool below or right.
 * Every tap is a `teamBuilder` event folded by the pure reducer in store/team; the rules
 * come from the rule set's `SquadRules`, so the budget left, players chosen, per-club
 * counts and what stops a save are always on screen, in words, where they happen. The
 * server checks everything again on save; its refusal is shown as it says it.
 *
 * This file opens the builder's session and lays the screen out; useTeamBuilder holds its
 * state and commands, and each part of the screen is a component of this folder. An unsaved
 * squad is kept in the browser (draftStorage.ts) and brought back when the builder opens
 * again for the same team; the opening events carry it, so the store's fold stays pure.
 *
 * On a phone the pitch and the pool are two tabs (the page would otherwise be the pitch
 * over hundreds of pool rows); from 1000px they sit side by side.
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
  draftRestored,
  squadLoaded,
  teamBuilderSlice,
  type BuilderDraft,
} from '../../../../store/team/teamBuilderSlice';
import { Spinner } from '../../../components/Spinner';
import { BuilderScreen } from './BuilderScreen';
import { clearDraft, draftPlayers, readDraft, type DraftAddress } from './draftStorage';
import { randomKey } from './randomKey';
import type { BuilderEvent } from './useTeamBuilder';
import './builder.css';

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

/**
 * The events that open the builder: started, then the saved squad put on the pitch, then
 * the unsaved draft kept for it, if any.
 */
function openingEvents(
  props: TeamBuilderProps,
  builderId: string,
  draft: BuilderDraft | null,
): BuilderEvent[] {
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
    ...(draft ? [draftRestored({ draft, players: draftPlayers(draft, props.pool) })] : []),
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
  const userId = useAppSelector((state) => state.session.user.value?.Id ?? 0);
  const [builderId] = useState(randomKey);
  const [draft] = useState<DraftAddress>(() => ({
    userId,
    roundId: props.round.Id,
    teamId: props.team?.UserTeam.Id ?? null,
    base: props.team?.UserTeam.UpdatedAt ?? null,
  }));
  const [opening, setOpening] = useState(() => openingEvents(props, builderId, readDraft(draft)));
  useEffect(() => {
    for (const event of opening) dispatch(event);
  }, [dispatch, opening]);
  const restored = opening.some((event) => draftRestored.match(event));
  // Thrown away: the opening again, with the saved team's events only.
  const discardDraft = () => {
    clearDraft(draft);
    setOpening(openingEvents(props, builderId, null));
  };
  const stored = useAppSelector((state) => state.teamBuilder);
  if (stored?.builderId !== builderId) return <Spinner />;
  return (
    <BuilderScreen
      {...props}
      state={stored}
      draft={draft}
      restored={restored}
      onDiscardDraft={discardDraft}
    />
  );
}
