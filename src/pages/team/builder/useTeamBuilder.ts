/**
 * What the builder screen needs, in one hook: the store's builder session and what follows
 * from it (issues, budget left, club counts, the pitch's tokens), the screen's own state
 * (the place acted on, a pending swap, the pool's filter, the save's refusal, the draft
 * kept until the team is saved), the generator and save calls, and the commands.
 */
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useLazyUserTeamGetGenarateUserTeamQuery,
  useUserTeamInsertCreatingUserTeamMutation,
  type Player,
  type Team,
} from '../../../../store/api/engine';
import type { ApiError } from '../../../../store/api/envelopeBaseQuery';
import { useAppDispatch } from '../../../../store/hooks';
import { DEFAULT_POOL_FILTER, type PoolFilter } from '../../../../store/team/playerPool';
import {
  addBlocker,
  clubCounts,
  pickedIds,
  picksOf,
  playerAdded,
  playersSwapped,
  remainingBudget,
  squadIssues,
  squadValue,
  squadLoaded,
  teamBuilderSlice,
  type SlotRef,
  type TeamBuilderState,
} from '../../../../store/team/teamBuilderSlice';
import { errorMessage } from '../../../components/StateViews';
import { culture } from '../../../components/culture';
import { useNotify } from '../../../components/toast/notify';
import { useLanguage } from '../../../reads/language';
import { COMPETITION } from '../teamData';
import { useKeptDraft, type DraftAddress } from './draftStorage';
import { randomKey } from './randomKey';
import { squadTokens } from './squadTokens';

export type BuilderEvent = Parameters<typeof teamBuilderSlice.reducer>[1];

/** `tabs` shows one part or the other (tabs on a phone; both shown on a desktop). */
export function useTeamBuilder(
  state: TeamBuilderState,
  clubs: ReadonlyMap<number, Team>,
  draft: DraftAddress,
  tabs: { showPool: () => void; showSquad: () => void },
) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const searchId = `${useId()}-search`;
  const [selected, setSelected] = useState<SlotRef | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [filter, setFilter] = useState<PoolFilter>(DEFAULT_POOL_FILTER);
  const [targetSlot, setTargetSlot] = useState<SlotRef | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const kept = useKeptDraft(draft, state);
  const [generate, generation] = useLazyUserTeamGetGenarateUserTeamQuery();
  const [save, saving] = useUserTeamInsertCreatingUserTeamMutation();
  const issues = squadIssues(state, (clubId) => clubs.get(clubId)?.Name ?? '');
  const selectedSlot = selected ? state[selected.zone][selected.index] : undefined;
  const selectedPlayer =
    selectedSlot?.playerId != null ? state.players[selectedSlot.playerId] : undefined;

  /** Every change the user makes clears the last refusal of the server. */
  const act = (action: BuilderEvent) => {
    setServerError(null);
    kept.edited();
    dispatch(action);
  };
  const tapSlot = (ref: SlotRef) => {
    const slot = state[ref.zone][ref.index]!;
    if (swapping && selected) {
      act(playersSwapped({ a: selected, b: ref }));
      setSwapping(false);
      setSelected(null);
      return;
    }
    if (slot.playerId === null) {
      // An empty place opens the pool on its position (on a phone, the tab shown first).
      setSelected(null);
      setTargetSlot(ref);
      setFilter({ ...filter, position: slot.position });
      flushSync(tabs.showPool);
      document.getElementById(searchId)?.focus();
      return;
    }
    setTargetSlot(null);
    setSelected(
      selected && selected.zone === ref.zone && selected.index === ref.index ? null : ref,
    );
  };

  const selection = { selected, target: targetSlot, swapping };
  const price = culture(language).price;

  const add = (player: Player) => {
    act(playerAdded({ player, slot: targetSlot ?? undefined }));
    if (targetSlot) tabs.showSquad(); // back to the pitch for its next empty place
    setTargetSlot(null);
  };

  const generateSquad = async (useABudgetBooster: boolean) => {
    setServerError(null);
    const result = await generate(
      { lineupOfPlayerType: state.lineup, competitionCode: COMPETITION, useABudgetBooster },
      false,
    );
    if (result.error || !result.data) {
      notify.error(errorMessage(result.error) ?? t('notEditable'));
      return;
    }
    const proposal = result.data.data;
    setSelected(null);
    kept.edited();
    dispatch(
      squadLoaded({
        lineup: proposal.LineupOfPlayerType,
        booster: proposal.Booster ?? undefined,
        captainId: proposal.CaptainPlayerId,
        viceCaptainId: proposal.ViceCaptainPlayerId,
        slots: proposal.Players,
      }),
    );
  };

  const saveSquad = async () => {
    if (issues.length > 0 || state.captainId === null || state.viceCaptainId === null) return;
    setServerError(null);
    const result = await save({
      insertCreatingUserTeamRequest: {
        WeeklyLeagueInformationId: state.roundId,
        CompetitionCode: COMPETITION,
        ...(state.teamId !== null ? { UserTeamId: state.teamId } : {}),
        Name: state.name.trim(),
        LineupOfPlayerType: state.lineup,
        Players: picksOf(state),
        CaptainPlayerId: state.captainId,
        ViceCaptainPlayerId: state.viceCaptainId,
        Booster: state.booster,
        IsPrimary: state.isPrimary,
        IdempotencyKey: randomKey(),
      },
    });
    if ('error' in result) {
      setServerError((result.error as ApiError).ResultMessage);
      notify.error((result.error as ApiError).ResultMessage);
      return;
    }
    kept.saved();
    notify.success(result.data.message || t('saved'));
    window.scrollTo({ top: 0 }); // my teams from the top, wherever Save was
    void navigate('/takim/takimim');
  };

  return {
    state,
    clubs,
    issues,
    remaining: remainingBudget(state),
    value: squadValue(state),
    counts: clubCounts(state),
    picked: pickedIds(state).length,
    xi: squadTokens(state, 'xi', selection, price, tapSlot),
    bench: squadTokens(state, 'bench', selection, price, tapSlot),
    selected,
    selectedPlayer,
    swapping,
    serverError,
    generating: generation.isFetching,
    saving: saving.isLoading,
    busy: generation.isFetching || saving.isLoading,
    filter,
    setFilter,
    searchId,
    blockerOf: (player: Player) => addBlocker(state, player),
    act,
    add,
    /** A change that redraws the squad (formation, clear) closes the player's actions. */
    actAndDeselect: (action: BuilderEvent) => {
      setSelected(null);
      act(action);
    },
    closeActions: () => setSelected(null),
    setSwapping,
    generate: (useABudgetBooster: boolean) => void generateSquad(useABudgetBooster),
    save: () => void saveSquad(),
  };
}

export type TeamBuilderModel = ReturnType<typeof useTeamBuilder>;
