/**
 * Matches: a round's matches (the round in play, else the current one, unless another is
 * chosen) with their state and score, each opening the result editor; the round is
 * scored again from here once its corrections are in.
 */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useMatchesOfTheWeekGetMatchesOfTheWeekListQuery } from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { useCulture } from '../../components/culture';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Spinner } from '../../components/Spinner';
import { useClubs } from '../../reads/clubs';
import { useRounds } from '../../reads/rounds';
import { RescoreButton } from './RescoreButton';

export default function MatchesScreen() {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const clubs = useClubs();
  const { rounds, current, playing, isLoading: roundsLoading } = useRounds();
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('hafta')) || undefined;
  const round =
    rounds.find((r) => r.Id === chosenId) ??
    playing ??
    [...rounds].reverse().find((r) => r.State === 'scored') ??
    current;
  const matches = useMatchesOfTheWeekGetMatchesOfTheWeekListQuery(
    {
      matchListRequest: {
        ...DEFAULT_LEAGUE_CONTEXT,
        WeeklyLeagueInformationId: round?.Id,
        SortingPaging: { PageNumber: 0, NumberRecords: 50 },
      },
    },
    { skip: !round },
  );
  const list = matches.data?.data ?? [];

  return (
    <section className="page panel">
      <h1>{t('matches.title')}</h1>
      {roundsLoading && <Spinner />}
      {round && (
        <div className="panel-toolbar">
          <div className="field">
            <label className="field__label" htmlFor="panel-round">
              {t('matches.round')}
            </label>
            <select
              id="panel-round"
              className="input"
              value={round.Id}
              onChange={(event) => setParams({ hafta: event.target.value }, { replace: true })}
            >
              {rounds.map((r) => (
                <option key={r.Id} value={r.Id}>
                  {r.Title} · {t(`season.states.${r.State}`)}
                </option>
              ))}
            </select>
          </div>
          <RescoreButton round={round} />
        </div>
      )}
      {matches.isFetching && !matches.data && <Spinner />}
      {matches.error && (
        <ErrorState message={errorMessage(matches.error)} onRetry={() => void matches.refetch()} />
      )}
      {matches.data && list.length === 0 && <EmptyState message={t('matches.none')} />}
      {list.length > 0 && (
        <ul className="panel-matches">
          {list.map((match) => (
            <li key={match.Id} className="card panel-match">
              <Link to={`/panel/maclar/${match.Id}`} className="panel-match__link">
                <span className="panel-match__teams">
                  {clubs.name(match.HomeTeamId)}{' '}
                  <strong className="panel-match__score">
                    {match.HomeScore ?? '–'} – {match.AwayScore ?? '–'}
                  </strong>{' '}
                  {clubs.name(match.AwayTeamId)}
                </span>
                <span className="panel-match__meta">
                  {c.dateTime(match.Kickoff)} · {t(`matches.states.${match.State}`)}
                  {match.Minute !== null && ` · ${match.Minute}'`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
