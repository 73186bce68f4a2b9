/**
 * `/takim/takimim`: my teams. The current round first (its teams, or the builder at once
 * when there is none yet and the round is open; "new team" while the rules allow more),
 * then past rounds' teams with their points.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  useUserTeamGetUserTeamCountQuery,
  useUserTeamGetUserTeamListQuery,
  type UserTeam,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Countdown } from '../../components/countdown/Countdown';
import { culture, formatCoins } from '../../components/culture';
import { TeamEditor } from './TeamEditor';
import { useLanguage } from '../../reads/language';
import { useRounds } from '../../reads/rounds';
import { COMPETITION } from './teamData';

function TeamCard({ team }: { team: UserTeam }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  return (
    <li className="team-card">
      <div className="team-card__head">
        <h3 className="team-card__name">{team.Name}</h3>
        <span className="chip">{team.IsPrimary ? t('myTeams.primary') : t('myTeams.extra')}</span>
      </div>
      <p className="muted">
        {team.LineupOfPlayerType} · {culture(language).price(team.Cost)}
        {team.Booster ? ` · ${t(`booster.${team.Booster}`)}` : ''}
        {team.IsCarriedOver ? ` · ${t('myTeams.carriedOver')}` : ''}
      </p>
      <p className="team-card__points tabular">
        {team.Points === null
          ? t('myTeams.noPoints')
          : `${t('myTeams.points', { points: team.Points })}${team.IsProvisional ? ` (${t('myTeams.provisional')})` : ''}`}
        {team.RoundRank !== null && ` · ${t('myTeams.rank', { rank: team.RoundRank })}`}
      </p>
      <Link className="button button--ghost" to={`/takim/${team.Id}`}>
        {team.IsEditable ? t('myTeams.edit') : t('myTeams.open')}
        <span className="visually-hidden">: {team.Name}</span>
      </Link>
    </li>
  );
}

function CurrentRound({ round }: { round: WeeklyLeagueInformation }) {
  const { t } = useTranslation('team');
  const teams = useUserTeamGetUserTeamListQuery({
    competitionCode: COMPETITION,
    weeklyLeagueInformationId: round.Id,
  });
  const count = useUserTeamGetUserTeamCountQuery({
    weeklyLeagueInformationId: round.Id,
    competitionCode: COMPETITION,
  });
  const header = (
    <p className="muted">
      {round.Title} · {t(`round.state.${round.State}`)} · <Countdown deadline={round.Deadline} />
    </p>
  );
  if (teams.isLoading || count.isLoading) return <Spinner />;
  if (teams.isError || count.isError) {
    return (
      <ErrorState
        message={errorMessage(teams.error ?? count.error)}
        onRetry={() => {
          void teams.refetch();
          void count.refetch();
        }}
      />
    );
  }
  const list = teams.data?.data ?? [];
  const counts = count.data?.data;
  const isOpen = round.State === 'open';
  if (isOpen && list.length === 0) {
    return (
      <section aria-labelledby="current-round">
        <h2 id="current-round">{t('builderTitle')}</h2>
        {/* The builder's bar says the round and its countdown: not twice. */}
        <p>{t('myTeams.none')}</p>
        <TeamEditor round={round} isPrimary defaultName={t('defaultName')} />
      </section>
    );
  }
  const canAdd = isOpen && counts !== undefined && counts.ExtraTeamPriceCoins !== null;
  return (
    <section aria-labelledby="current-round">
      <h2 id="current-round">{t('myTeams.current')}</h2>
      {header}
      {list.length === 0 ? (
        <EmptyState message={t('myTeams.none')} />
      ) : (
        <ul className="team-cards">
          {list.map((team) => (
            <TeamCard key={team.Id} team={team} />
          ))}
        </ul>
      )}
      {isOpen && (
        <div className="builder__actions">
          {canAdd ? (
            <>
              <Link className="button" to="/takim/yeni">
                {t('myTeams.newTeam')}
              </Link>
              <span className="muted">
                {counts.ExtraTeamPriceCoins
                  ? t('myTeams.newTeamCost', {
                      coins: formatCoins(counts.ExtraTeamPriceCoins),
                    })
                  : t('myTeams.newTeamFree')}
              </span>
            </>
          ) : (
            <p className="muted">{t('myTeams.limitReached')}</p>
          )}
        </div>
      )}
    </section>
  );
}

function PastRounds({ rounds }: { rounds: WeeklyLeagueInformation[] }) {
  const { t } = useTranslation('team');
  const id = useId();
  const [roundId, setRoundId] = useState(rounds[0]?.Id);
  const teams = useUserTeamGetUserTeamListQuery(
    { competitionCode: COMPETITION, weeklyLeagueInformationId: roundId },
    { skip: roundId === undefined },
  );
  if (rounds.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="past-rounds">
      <h2 id={`${id}-title`}>{t('myTeams.past')}</h2>
      <div className="field">
        <label htmlFor={`${id}-round`} className="field__label">
          {t('myTeams.pastRound')}
        </label>
        <select
          id={`${id}-round`}
          className="input"
          value={roundId}
          onChange={(e) => setRoundId(Number(e.target.value))}
        >
          {rounds.map((round) => (
            <option key={round.Id} value={round.Id}>
              {round.Title} · {t(`round.state.${round.State}`)}
            </option>
          ))}
        </select>
      </div>
      {teams.isFetching ? (
        <Spinner />
      ) : teams.isError ? (
        <ErrorState message={errorMessage(teams.error)} onRetry={() => void teams.refetch()} />
      ) : (teams.data?.data ?? []).length === 0 ? (
        <EmptyState message={t('myTeams.pastNone')} />
      ) : (
        <ul className="team-cards">
          {teams.data!.data.map((team) => (
            <TeamCard key={team.Id} team={team} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyTeamsPage() {
  const { t } = useTranslation('team');
  const { current, rounds, isLoading, isError, error, refetch } = useRounds();
  const past = rounds
    .filter((r) => r.Id !== current?.Id && r.State !== 'upcoming' && r.State !== 'open')
    .sort((a, b) => b.Number - a.Number);
  return (
    <section className="page team-page">
      <h1>{t('title')}</h1>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          {current ? <CurrentRound round={current} /> : <EmptyState message={t('round.none')} />}
          <PastRounds key={past[0]?.Id ?? 0} rounds={past} />
        </>
      )}
    </section>
  );
}
