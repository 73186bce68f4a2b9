/**
 * The team builder: the pitch on top (phone) or left (desktop), the pool below or right.
 * Every tap is a `teamBuilder` event folded by the pure reducer in store/team; the rules
 * come from the rule set's `SquadRules`, so the budget left, players chosen, per-club
 * counts and what stops a save are always on screen, in words, where they happen. The
 * server checks everything again on save; its refusal is shown as it says it.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useLazyUserTeamGetGenarateUserTeamQuery,
  useUserTeamInsertCreatingUserTeamMutation,
  type Booster,
  type Player,
  type SquadRules,
  type Team,
  type UserTeamDetail,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { sliceLoaded } from '../../../store/lazySlices';
import { DEFAULT_POOL_FILTER, type PoolFilter } from '../../../store/team/playerPool';
import {
  addBlocker,
  boosterChosen,
  builderStarted,
  captainChosen,
  clubCounts,
  formationChosen,
  nameChanged,
  pickedIds,
  picksOf,
  playerAdded,
  playerRemoved,
  playersSwapped,
  remainingBudget,
  squadCleared,
  squadIssues,
  squadLoaded,
  teamBuilderSlice,
  viceCaptainChosen,
  type SlotRef,
  type SquadIssue,
  type TeamBuilderState,
} from '../../../store/team/teamBuilderSlice';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../components/StateViews';
import { useNotify } from '../../components/toast/notify';
import { Countdown } from '../../components/countdown/Countdown';
import { culture } from '../../components/culture';
import { Pitch, type TokenView } from './Pitch';
import { PlayerPool } from './PlayerPool';
import { useLanguage } from '../../reads/language';
import { BOOSTERS, COMPETITION } from './teamData';

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
}

type BuilderEvent = Parameters<typeof teamBuilderSlice.reducer>[1];

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
          }),
        ]
      : []),
  ];
}

/** A fresh random key (hex): a save attempt's idempotency key, a builder session's id. */
function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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
  const { rules, round, clubs, pool, ownedBoosters, state } = props;
  const { t } = useTranslation('team');
  const language = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const id = useId();
  const dispatch = useAppDispatch();
  const [selected, setSelected] = useState<SlotRef | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [filter, setFilter] = useState<PoolFilter>(DEFAULT_POOL_FILTER);
  const [targetSlot, setTargetSlot] = useState<SlotRef | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [generate, generation] = useLazyUserTeamGetGenarateUserTeamQuery();
  const [save, saving] = useUserTeamInsertCreatingUserTeamMutation();

  const issues = squadIssues(state);
  const remaining = remainingBudget(state);
  const counts = clubCounts(state);
  const picked = pickedIds(state).length;
  const selectedSlot = selected ? state[selected.zone][selected.index] : undefined;
  const selectedPlayer =
    selectedSlot?.playerId != null ? state.players[selectedSlot.playerId] : undefined;

  const act = (action: BuilderEvent) => {
    setServerError(null);
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
      // An empty place opens the pool on its position.
      setSelected(null);
      setTargetSlot(ref);
      setFilter({ ...filter, position: slot.position });
      document.getElementById(`${id}-search`)?.focus();
      return;
    }
    setTargetSlot(null);
    setSelected(
      selected && selected.zone === ref.zone && selected.index === ref.index ? null : ref,
    );
  };

  const tokens = (zone: 'xi' | 'bench'): TokenView[] =>
    state[zone].map((slot, index) => {
      const player = slot.playerId === null ? null : (state.players[slot.playerId] ?? null);
      const isSelected = selected?.zone === zone && selected.index === index;
      const canTarget =
        swapping &&
        selected !== null &&
        !isSelected &&
        (selected.zone !== zone || zone === 'bench');
      return {
        key: `${zone}-${index}`,
        position: slot.position,
        player,
        caption: player ? culture(language).price(player.Price) : undefined,
        captain: player !== null && player.Id === state.captainId,
        vice: player !== null && player.Id === state.viceCaptainId,
        selected: isSelected || (targetSlot?.zone === zone && targetSlot.index === index),
        target: canTarget,
        onSelect: () => tapSlot({ zone, index }),
      };
    });

  const onAdd = (player: Player) => {
    act(playerAdded({ player, slot: targetSlot ?? undefined }));
    setTargetSlot(null);
  };

  const onGenerate = async (useABudgetBooster: boolean) => {
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
    dispatch(
      squadLoaded({
        lineup: proposal.LineupOfPlayerType,
        booster: proposal.Booster ?? (state.booster === 'BudgetBooster' ? null : state.booster),
        captainId: proposal.CaptainPlayerId,
        viceCaptainId: proposal.ViceCaptainPlayerId,
        slots: proposal.Players,
      }),
    );
  };

  const onSave = async () => {
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
      const message = (result.error as ApiError).ResultMessage;
      setServerError(message);
      notify.error(message);
      return;
    }
    notify.success(result.data.message || t('saved'));
    void navigate('/takim/takimim');
  };

  const clubChips = [...counts.entries()]
    .map(([clubId, count]) => ({ club: clubs.get(clubId), clubId, count }))
    .sort((a, b) => b.count - a.count);

  const describe = (issue: SquadIssue) => {
    switch (issue.kind) {
      case 'missing':
        return t('issues.missing', {
          count: issue.count,
          position: t(`position.${issue.position}`),
        });
      case 'overBudget':
        return t('issues.overBudget', { amount: culture(language).price(issue.over) });
      case 'clubLimit':
        return t('issues.clubLimit', {
          club: clubs.get(issue.teamId)?.Name ?? '',
          count: issue.count,
          max: issue.max,
        });
      case 'noCaptain':
        return t('issues.noCaptain');
      case 'noViceCaptain':
        return t('issues.noViceCaptain');
      case 'noName':
        return t('issues.noName');
    }
  };

  const busy = generation.isFetching || saving.isLoading;

  return (
    <div className="builder">
      <div className="builder__main">
        <p className="muted">
          {round.Title} · <Countdown deadline={round.Deadline} />
        </p>
        <div className="builder__summary">
          <div className="stat">
            <span className="stat__label">{t('summary.budgetLeft')}</span>
            <span
              className={`stat__value tabular ${remaining < 0 ? 'stat__value--negative' : ''}`}
              data-testid="team-budget-left"
            >
              {culture(language).price(remaining)}
            </span>
          </div>
          <div className="stat">
            <span className="stat__label">{t('summary.players')}</span>
            <span className="stat__value tabular" data-testid="team-player-count">
              {t('summary.playersCount', { count: picked, total: rules.SquadSize })}
            </span>
          </div>
        </div>

        <div className="builder__fields">
          <div className="field">
            <label htmlFor={`${id}-name`} className="field__label">
              {t('name')}
            </label>
            <input
              id={`${id}-name`}
              className="input"
              maxLength={30}
              value={state.name}
              onChange={(e) => act(nameChanged(e.target.value))}
            />
          </div>
          <fieldset className="segmented">
            <legend className="field__label">{t('formation')}</legend>
            <div className="segmented__options">
              {rules.Formations.map((lineup) => (
                <label key={lineup} className="segmented__option">
                  <input
                    type="radio"
                    name={`${id}-formation`}
                    value={lineup}
                    checked={state.lineup === lineup}
                    onChange={() => {
                      setSelected(null);
                      act(formationChosen(lineup));
                    }}
                  />
                  <span>{lineup}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <Pitch xi={tokens('xi')} bench={tokens('bench')} clubs={clubs} />

        {selectedPlayer && selected && (
          <div className="player-actions" role="region" aria-label={selectedPlayer.DisplayName}>
            <p className="player-actions__title">
              <strong>{selectedPlayer.DisplayName}</strong>{' '}
              <span className="muted">
                {clubs.get(selectedPlayer.TeamId)?.ShortName} ·{' '}
                {culture(language).price(selectedPlayer.Price)}
              </span>
            </p>
            {swapping ? (
              <>
                <p aria-live="polite">
                  {t('actions.swapHint', { name: selectedPlayer.DisplayName })}
                </p>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setSwapping(false)}
                >
                  {t('actions.cancel')}
                </button>
              </>
            ) : (
              <div className="player-actions__buttons">
                {selected.zone === 'xi' && (
                  <>
                    <button
                      type="button"
                      className="button"
                      disabled={state.captainId === selectedPlayer.Id}
                      onClick={() => act(captainChosen(selectedPlayer.Id))}
                    >
                      {t('actions.captain')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={state.viceCaptainId === selectedPlayer.Id}
                      onClick={() => act(viceCaptainChosen(selectedPlayer.Id))}
                    >
                      {t('actions.vice')}
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setSwapping(true)}
                >
                  {t('actions.swap')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    act(playerRemoved(selectedPlayer.Id));
                    setSelected(null);
                  }}
                >
                  {t('actions.remove')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setSelected(null)}
                >
                  {t('actions.close')}
                </button>
              </div>
            )}
          </div>
        )}

        {clubChips.length > 0 && (
          <section className="club-counts" aria-labelledby={`${id}-clubs`}>
            <h3 id={`${id}-clubs`} className="club-counts__title">
              {t('summary.clubs')}
            </h3>
            <ul className="club-counts__list">
              {clubChips.map(({ club, clubId, count }) => (
                <li
                  key={clubId}
                  className={`chip ${count >= rules.MaxPlayersPerTeam ? 'chip--full' : ''}`}
                >
                  {t('summary.clubCount', {
                    club: club?.ShortName ?? '',
                    count,
                    max: rules.MaxPlayersPerTeam,
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="field">
          <label htmlFor={`${id}-booster`} className="field__label">
            {t('booster.title')}
          </label>
          <select
            id={`${id}-booster`}
            className="input"
            value={state.booster ?? ''}
            onChange={(e) => act(boosterChosen((e.target.value || null) as Booster | null))}
          >
            <option value="">{t('booster.none')}</option>
            {BOOSTERS.map((booster) => {
              const usable = ownedBoosters.has(booster) || props.team?.UserTeam.Booster === booster;
              return (
                <option key={booster} value={booster} disabled={!usable}>
                  {t(`booster.${booster}`)}
                  {usable ? '' : ` (${t('booster.notOwned')})`}
                </option>
              );
            })}
          </select>
        </div>

        <section className="issues" aria-live="polite" aria-labelledby={`${id}-issues`}>
          <h3 id={`${id}-issues`} className="issues__title">
            {t('issues.title')}
          </h3>
          {issues.length === 0 ? (
            <p className="issues__ready">{t('issues.ready')}</p>
          ) : (
            <ul className="issues__list">
              {issues.map((issue) => (
                <li
                  key={`${issue.kind}-${'position' in issue ? issue.position : ''}${'teamId' in issue ? issue.teamId : ''}`}
                >
                  {describe(issue)}
                </li>
              ))}
            </ul>
          )}
        </section>
        {serverError && (
          <p className="form-message form-message--error" role="alert">
            {serverError}
          </p>
        )}

        <div className="builder__actions">
          <button
            type="button"
            className="button button--ghost"
            data-testid="team-generate"
            disabled={busy}
            onClick={() => void onGenerate(false)}
          >
            {generation.isFetching ? t('generating') : t('generate')}
          </button>
          {ownedBoosters.has('BudgetBooster') && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void onGenerate(true)}
            >
              {t('generateWithBooster')}
            </button>
          )}
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || picked === 0}
            onClick={() => {
              setSelected(null);
              act(squadCleared());
            }}
          >
            {t('clear')}
          </button>
          <button
            type="button"
            className="button button--large"
            data-testid="team-save"
            disabled={busy || issues.length > 0}
            onClick={() => void onSave()}
          >
            {saving.isLoading ? t('saving') : t('save')}
          </button>
        </div>
      </div>

      <PlayerPool
        players={pool}
        clubs={clubs}
        filter={filter}
        onFilter={setFilter}
        blockerOf={(player) => addBlocker(state, player)}
        maxPerClub={rules.MaxPlayersPerTeam}
        onAdd={onAdd}
        searchId={`${id}-search`}
      />
    </div>
  );
}
