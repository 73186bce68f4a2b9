/**
 * /bilgiler/haftanin-enleri: a round's best XI on the pitch (by its formation), the top
 * player and the top user team; a live round's answer is marked provisional. A player opens
 * his page on this round's points breakdown; the top team's manager, his page.
 */
import { useTranslation } from 'react-i18next';
import {
  usePlayerGetBestOfTheWeekQuery,
  type BestOfTheWeek,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Pitch } from '../../components/pitch/Pitch';
import { PlayerToken } from '../../components/pitch/PlayerToken';
import { formationRows } from '../../components/pitch/formationRows';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { useClubs } from '../../reads/clubs';
import { playerPath } from './PlayersSection';
import { RoundPicker } from './RoundPicker';
import { ROUND_PARAM, useRoundPick } from './rounds';
import { ManagerLink } from '../../components/ManagerLink';

export function BestOfWeekSection() {
  const { t } = useTranslation('stats');
  const pick = useRoundPick('scored');
  if (pick.isLoading) return <Spinner />;
  if (pick.isError) {
    return <ErrorState message={errorMessage(pick.error)} onRetry={pick.refetch} />;
  }
  if (!pick.round) return <EmptyState message={t('best.noRound')} />;
  return (
    <>
      <RoundPicker rounds={pick.rounds} round={pick.round} onSelect={pick.select} />
      <RoundBest round={pick.round} />
    </>
  );
}

function RoundBest({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('stats');
  const { data, isFetching, isError, error, refetch } = usePlayerGetBestOfTheWeekQuery({
    weeklyLeagueInformationId: round.Id,
    competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
  });
  if (isFetching && !data) return <Spinner />;
  if (isError) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data?.data) return <EmptyState message={t('best.empty')} />;
  return <BestXi best={data.data} />;
}

function BestXi({ best }: { best: BestOfTheWeek }) {
  const { t } = useTranslation('stats');
  const clubs = useClubs();
  const starters = [...best.Players].sort((a, b) => a.SlotOrder - b.SlotOrder);
  const top = best.TopPlayer;
  const topColours = clubs.colours(top.Player.TeamId);
  // A tap on a player opens his page on this round's breakdown, reason by reason.
  const roundBreakdown = (playerId: number) =>
    `${playerPath(playerId)}?${ROUND_PARAM}=${best.RoundNumber}`;
  return (
    <div className="best-week stack">
      <p className="best-week__summary">
        <span>
          {t('best.formation', { formation: best.LineupOfPlayerType })} ·{' '}
          <strong className="tabular">{t('best.total', { count: best.TotalPoints })}</strong>
        </span>
        {best.IsProvisional && <span className="provisional">{t('provisional')}</span>}
      </p>
      <div className="best-week__layout">
        <Pitch
          label={t('best.pitch', { round: best.RoundNumber })}
          rows={formationRows(best.LineupOfPlayerType, starters).map((row) =>
            row.map((slot) => {
              const colours = clubs.colours(slot.Player.TeamId);
              return {
                key: slot.Player.Id,
                content: (
                  <PlayerToken
                    name={slot.Player.DisplayName}
                    primaryColor={colours.PrimaryColor}
                    secondaryColor={colours.SecondaryColor}
                    caption={t('best.tokenPoints', { count: slot.Points })}
                    to={roundBreakdown(slot.Player.Id)}
                    highlight={slot.Player.Id === top.Player.Id}
                  />
                ),
              };
            }),
          )}
        />
        <div className="stack">
          <section className="card top-card" aria-labelledby="top-player">
            <h2 id="top-player">{t('best.topPlayer')}</h2>
            <div className="top-card__body">
              <PlayerToken
                name={top.Player.DisplayName}
                primaryColor={topColours.PrimaryColor}
                secondaryColor={topColours.SecondaryColor}
                to={roundBreakdown(top.Player.Id)}
              />
              <p>
                <span className="muted">
                  {clubs.name(top.Player.TeamId)} · {t(`position.${top.Player.Position}`)}
                </span>
                <br />
                <strong className="display tabular">
                  {t('best.points', { count: top.Points })}
                </strong>
              </p>
            </div>
          </section>
          <section className="card top-card" aria-labelledby="top-team">
            <h2 id="top-team">{t('best.topTeam')}</h2>
            {best.TopUserTeam ? (
              <p>
                <strong>{best.TopUserTeam.TeamName}</strong>{' '}
                <ManagerLink userName={best.TopUserTeam.User.UserName} className="muted" />
                <br />
                <strong className="display tabular">
                  {t('best.points', { count: best.TopUserTeam.Points })}
                </strong>
              </p>
            ) : (
              <p className="muted">{t('best.noTeam')}</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
