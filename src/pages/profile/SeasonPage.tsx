/**
 * `/kullanici/sezonum`: my season round by round (`UserWeeklyScore/GetUserSeason`): the
 * total, my best round and my overall rank as figures, round points and overall rank as a
 * small chart, and every round in a table (points, round rank, overall rank of how many,
 * total), provisional rounds marked. `UserSeason` draws another manager's too (his page).
 */
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUserWeeklyScoreGetUserSeasonQuery } from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { ErrorState, errorMessage } from '../../components/StateViews';
import { useCulture } from '../../components/culture';
import { SeasonChart } from './SeasonChart';
import './season.css';

export const SEASON_PATH = '/kullanici/sezonum';

export function UserSeason({ userId, name }: { userId?: number; name?: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Season userId={userId} name={name} />
    </Suspense>
  );
}

function Season({ userId, name }: { userId?: number; name?: string }) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const { data, isLoading, isError, error, refetch } = useUserWeeklyScoreGetUserSeasonQuery({
    userSeasonRequest: {
      CompetitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
      ...(userId === undefined ? {} : { UserId: userId }),
    },
  });
  if (isLoading) return <Spinner />;
  if (isError || !data) {
    return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  }
  const rounds = data.data ?? [];
  const played = rounds.filter((r) => r.Points !== null);
  if (played.length === 0) {
    return <p className="state state--empty">{t('mySeason.empty')}</p>;
  }
  const last = played[played.length - 1]!;
  const best = played.reduce((a, b) => ((b.Points ?? 0) > (a.Points ?? 0) ? b : a));
  // The rank; of how many (the tile says it) in its title.
  const rankOf = (rank: number | null, of: number) =>
    rank === null ? (
      '–'
    ) : (
      <span title={t('mySeason.rankOf', { rank: culture.number(rank), of: culture.number(of) })}>
        {culture.number(rank)}
      </span>
    );
  return (
    <div className="season stack">
      <dl className="season__tiles">
        <div className="season__tile">
          <dt>{t('mySeason.total')}</dt>
          <dd className="tabular" data-testid="season-total">
            {culture.number(last.TotalPoints ?? 0)}
          </dd>
        </div>
        <div className="season__tile">
          <dt>{t('mySeason.rank')}</dt>
          <dd className="tabular" data-testid="season-rank">
            {last.OverallRank === null ? '–' : culture.number(last.OverallRank)}
            <small className="muted"> / {culture.number(last.RankedTeams)}</small>
          </dd>
        </div>
        <div className="season__tile">
          <dt>{t('mySeason.best')}</dt>
          <dd
            className="tabular"
            title={t('mySeason.bestRound', { points: best.Points, round: best.RoundNumber })}
          >
            {best.Points}
            <small className="muted season__tile-note">
              {t('mySeason.roundName', { round: best.RoundNumber })}
            </small>
          </dd>
        </div>
      </dl>
      <SeasonChart
        rounds={rounds}
        words={{
          title: name ? `${name} · ${t('mySeason.chartTitle')}` : t('mySeason.chartTitle'),
          description: t('mySeason.chartDescription', {
            rounds: played.length,
            best: best.Points,
            bestRound: best.RoundNumber,
            rank: last.OverallRank ?? '–',
          }),
          points: t('mySeason.points'),
          rank: t('mySeason.overallRank'),
        }}
      />
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label={t('mySeason.tableLabel')}
      >
        <table className="table season__table">
          <caption className="visually-hidden">{t('mySeason.tableLabel')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mySeason.round')}</th>
              <th scope="col" className="num">
                {t('mySeason.points')}
              </th>
              <th scope="col" className="num">
                {t('mySeason.roundRank')}
              </th>
              <th scope="col" className="num">
                {t('mySeason.overallRank')}
              </th>
              <th scope="col" className="num">
                {t('mySeason.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r.WeeklyLeagueInformationId} data-round={r.RoundNumber}>
                <th scope="row">
                  {r.RoundNumber}
                  {r.IsProvisional && <span className="muted"> · {t('mySeason.provisional')}</span>}
                </th>
                <td className="num tabular strong">{r.Points ?? '–'}</td>
                <td className="num tabular">{rankOf(r.RoundRank, r.RankedTeams)}</td>
                <td className="num tabular">{rankOf(r.OverallRank, r.RankedTeams)}</td>
                <td className="num tabular">{r.TotalPoints ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A manager's season under a heading of its own (his page, `/arkadas/:name`). */
export function ManagerSeason(props: { userId: number; name: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <ManagerSeasonSection {...props} />
    </Suspense>
  );
}

function ManagerSeasonSection({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('stats');
  return (
    <section className="stack" aria-labelledby="manager-season-title">
      <h2 id="manager-season-title">{t('managerSeason')}</h2>
      <UserSeason userId={userId} name={name} />
    </section>
  );
}

export default function SeasonPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <MySeasonPage />
    </Suspense>
  );
}

function MySeasonPage() {
  const { t } = useTranslation('stats');
  return (
    <section className="page stack">
      <Link to="/kullanici/profil" className="back-link">
        ‹ {t('mySeason.back')}
      </Link>
      <h1>{t('mySeason.title')}</h1>
      <UserSeason />
    </section>
  );
}
