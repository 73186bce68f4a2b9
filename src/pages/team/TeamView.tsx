/**
 * A team that cannot change (its round is past the deadline, or it is not the caller's):
 * the pitch without editing controls, a notice that says why, and once the round is live
 * the team's points and each player's, with the breakdown of any player on tap (his rows
 * from `Player/GetWeeklyPlayerScoreBreakdown`, times his multiplier as the server reports).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMatchesOfTheWeekGetMatchesOfTheWeekListQuery,
  usePlayerGetWeeklyPlayerScoreBreakdownQuery,
  type Match,
  type Team,
  type UserTeamDetail,
  type UserTeamPlayer,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { BreakdownList } from '../../components/breakdown/BreakdownList';
import { culture } from '../../components/culture';
import { SquadPitch } from './SquadPitch';
import type { TokenView } from './SquadToken';
import { useLanguage } from '../../reads/language';
import { inPlay, LIVE_POLL_MS } from '../../reads/rounds';
import { DEFAULT_LEAGUE_CONTEXT, DEFAULT_PAGE_NUMBER } from '../../../store/constants';

/**
 * While the round plays, each club's match of the round (scores move: asked again once a
 * minute), so a player whose match has not started shows it rather than 0 (GAME_RULES).
 */
function useMatchByClub(round: WeeklyLeagueInformation | undefined): Map<number, Match> {
  const playing = round !== undefined && inPlay(round);
  const { data } = useMatchesOfTheWeekGetMatchesOfTheWeekListQuery(
    {
      matchListRequest: {
        ...DEFAULT_LEAGUE_CONTEXT,
        WeeklyLeagueInformationId: round?.Id ?? 0,
        SortingPaging: { PageNumber: DEFAULT_PAGE_NUMBER, NumberRecords: 100 },
      },
    },
    { skip: !playing, pollingInterval: LIVE_POLL_MS, skipPollingIfUnfocused: true },
  );
  const byClub = new Map<number, Match>();
  for (const match of data?.data ?? []) {
    byClub.set(match.HomeTeamId, match);
    byClub.set(match.AwayTeamId, match);
  }
  return byClub;
}

function Breakdown({ slot, roundId }: { slot: UserTeamPlayer; roundId: number }) {
  const { t } = useTranslation('team');
  const { data, isLoading, isError, error, refetch } = usePlayerGetWeeklyPlayerScoreBreakdownQuery({
    playerRoundRequest: { PlayerId: slot.PlayerId, WeeklyLeagueInformationId: roundId },
  });
  const title = t('breakdown.title', { name: slot.Player.DisplayName });
  return (
    <section className="breakdown" aria-label={title}>
      <h3>{title}</h3>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data || data.data.length === 0 ? (
        <p className="state state--empty">{t('breakdown.empty')}</p>
      ) : (
        <BreakdownList rows={data.data} caption={title} />
      )}
      {slot.Points !== null && (
        <p className="muted">
          {t('breakdown.multiplier', {
            multiplier: slot.Multiplier,
            points: slot.Points * slot.Multiplier,
          })}
        </p>
      )}
    </section>
  );
}

export function TeamView({
  detail,
  round,
  clubs,
}: {
  detail: UserTeamDetail;
  round: WeeklyLeagueInformation | undefined;
  clubs: ReadonlyMap<number, Team>;
}) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const team = detail.UserTeam;
  const [openId, setOpenId] = useState<number | null>(null);
  const scored = team.Points !== null;
  const open = detail.Players.find((p) => p.PlayerId === openId);
  const matchByClub = useMatchByClub(round);

  /** A player whose match has not kicked off: his fixture ("FB · 20:00"), not 0. */
  const fixtureOf = (slot: UserTeamPlayer): string | undefined => {
    const match = matchByClub.get(slot.Player.TeamId);
    if (!match || match.State !== 'scheduled') return undefined;
    const opponentId =
      match.HomeTeamId === slot.Player.TeamId ? match.AwayTeamId : match.HomeTeamId;
    const opponent = clubs.get(opponentId);
    return t('points.fixture', {
      opponent: opponent?.ShortName ?? '',
      time: culture(language).time(match.Kickoff),
    });
  };

  /** His points times his multiplier, as the team counts them. */
  const captionOf = (slot: UserTeamPlayer, points: number): string =>
    slot.Multiplier > 1
      ? `${t('points.player', { points: points * slot.Multiplier })} ${t('points.multiplied', { multiplier: slot.Multiplier })}`
      : t('points.player', { points: points * (slot.Multiplier || 1) });

  const token = (slot: UserTeamPlayer): TokenView => ({
    key: String(slot.PlayerId),
    position: slot.Player.Position,
    player: slot.Player,
    caption:
      slot.Points === null
        ? culture(language).price(slot.Price)
        : (fixtureOf(slot) ?? captionOf(slot, slot.Points)),
    captain: slot.IsCaptain,
    vice: slot.IsViceCaptain,
    selected: slot.PlayerId === openId,
    dimmed: slot.AutoSubbedOut || (!slot.IsStarter && slot.Multiplier === 0),
    note: slot.AutoSubbedIn
      ? t('pitch.autoIn')
      : slot.AutoSubbedOut
        ? t('pitch.autoOut')
        : undefined,
    onSelect: scored ? () => setOpenId(openId === slot.PlayerId ? null : slot.PlayerId) : undefined,
  });

  const locked = round ? round.State !== 'open' && round.State !== 'upcoming' : !team.IsEditable;
  return (
    <div className="team-view">
      <p className="form-message" role="note" data-testid="team-readonly">
        {locked ? t('locked') : t('notEditable')}
      </p>
      {round && (
        <p className="muted">
          {round.Title} · {t(`round.state.${round.State}`)} ·{' '}
          {t('round.deadline', { date: culture(language).deadline(round.Deadline) })}
        </p>
      )}
      <div className="builder__summary">
        <div className="stat">
          <span className="stat__label">{t('points.title')}</span>
          <span className="stat__value stat__value--big tabular" data-testid="team-points">
            {scored ? t('points.total', { points: team.Points }) : '–'}
          </span>
        </div>
        <div className="stat">
          <span className="stat__label">{t('formation')}</span>
          <span className="stat__value tabular">{team.LineupOfPlayerType}</span>
        </div>
        {team.Booster && (
          <div className="stat">
            <span className="stat__label">{t('booster.title')}</span>
            <span className="stat__value">{t(`booster.${team.Booster}`)}</span>
          </div>
        )}
      </div>
      <p className="muted">
        {!scored
          ? t('points.pending')
          : round?.State === 'live'
            ? t('points.live')
            : team.IsProvisional
              ? t('points.provisional')
              : t('points.final')}
      </p>
      <SquadPitch
        xi={detail.Players.filter((p) => p.IsStarter).map(token)}
        bench={detail.Players.filter((p) => !p.IsStarter)
          .sort((a, b) => (a.BenchOrder ?? 0) - (b.BenchOrder ?? 0))
          .map(token)}
        clubs={clubs}
      />
      {open && <Breakdown slot={open} roundId={team.WeeklyLeagueInformationId} />}
    </div>
  );
}
