/**
 * A team that cannot change (its round is past the deadline, or it is not the caller's):
 * the pitch without editing controls, a notice that says why, and once the round is live
 * the team's points and each player's, with the breakdown of any player on tap (his rows
 * from `Player/GetWeeklyPlayerScoreBreakdown`, times his multiplier as the server reports).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePlayerGetWeeklyPlayerScoreBreakdownQuery,
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

  const token = (slot: UserTeamPlayer): TokenView => ({
    key: String(slot.PlayerId),
    position: slot.Player.Position,
    player: slot.Player,
    caption:
      slot.Points === null
        ? culture(language).price(slot.Price)
        : slot.Multiplier > 1
          ? `${t('points.player', { points: slot.Points * slot.Multiplier })} ${t('points.multiplied', { multiplier: slot.Multiplier })}`
          : t('points.player', { points: slot.Points * (slot.Multiplier || 1) }),
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
        {!scored ? t('points.pending') : team.IsProvisional ? t('points.provisional') : ''}
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
