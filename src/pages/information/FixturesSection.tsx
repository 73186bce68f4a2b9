/**
 * /bilgiler/fiksture-ve-sonuclar: a round's matches grouped by day (the user's calendar),
 * kickoff times in the user's culture, scores of live and played matches, each linking
 * to its match page.
 *
 * The matches arrive as a store update, which React renders at once and in one piece (a long
 * task: Lighthouse's TBT); the list draws from a deferred value and is memoised, so React
 * draws it in slices after the update's own render.
 */
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useMatchesOfTheWeekGetMatchesOfTheWeekListQuery,
  type Match,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Shirt } from '../../components/pitch/PlayerToken';
import { MatchLink } from './MatchLink';
import { useClubs, type Clubs } from '../../reads/clubs';
import { localDayKey, useCulture, type Culture } from '../../components/culture';
import { hasScore } from './matchStatus';
import { RoundPicker } from './RoundPicker';
import { useRoundPick } from './rounds';

export const roundMatchesArg = (round: WeeklyLeagueInformation) => ({
  matchListRequest: {
    ...DEFAULT_LEAGUE_CONTEXT,
    WeeklyLeagueInformationId: round.Id,
    SortingPaging: {
      SortItem: { ColumnName: 'Kickoff', ColumnOrder: 'asc' as const },
      PageNumber: 0,
      NumberRecords: 100,
    },
  },
});

export function FixturesSection() {
  const { t } = useTranslation('stats');
  const pick = useRoundPick('current');
  if (pick.isLoading) return <Spinner />;
  if (pick.isError) {
    return <ErrorState message={errorMessage(pick.error)} onRetry={pick.refetch} />;
  }
  if (!pick.round) return <EmptyState message={t('round.none')} />;
  return (
    <>
      <RoundPicker rounds={pick.rounds} round={pick.round} onSelect={pick.select} />
      <RoundFixtures round={pick.round} />
    </>
  );
}

function RoundFixtures({ round }: { round: WeeklyLeagueInformation }) {
  const culture = useCulture();
  const clubs = useClubs();
  const matches = useMatchesOfTheWeekGetMatchesOfTheWeekListQuery(roundMatchesArg(round));
  // Deferred as one: the round, its matches and the clubs always shown together.
  const shown = useDeferredValue(
    useMemo(() => ({ round, culture, clubs, matches }), [round, culture, clubs, matches]),
  );
  return <RoundFixturesView {...shown} />;
}

const RoundFixturesView = memo(function RoundFixturesView({
  round,
  culture,
  clubs,
  matches: { data, isFetching, isError, error, refetch },
}: {
  round: WeeklyLeagueInformation;
  culture: Culture;
  clubs: Clubs;
  matches: ReturnType<typeof useMatchesOfTheWeekGetMatchesOfTheWeekListQuery>;
}) {
  const { t } = useTranslation('stats');
  if ((isFetching && !data) || clubs.isLoading) return <Spinner />;
  if (isError) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const matches = data?.data ?? [];
  if (matches.length === 0) return <EmptyState message={t('fixtures.empty')} />;
  const days = new Map<string, Match[]>();
  for (const match of matches) {
    const key = localDayKey(match.Kickoff);
    days.set(key, [...(days.get(key) ?? []), match]);
  }
  return (
    <div className="round-fixtures" aria-busy={isFetching}>
      <p className="muted">
        {round.State === 'open' || round.State === 'upcoming'
          ? t('fixtures.deadline', { time: culture.dateTime(round.Deadline) })
          : t('fixtures.played', { done: round.FinishedMatchCount, total: round.MatchCount })}
      </p>
      {[...days.values()].map((dayMatches) => (
        <section key={localDayKey(dayMatches[0]!.Kickoff)} className="round-fixtures__day">
          <h2 className="round-fixtures__day-title">{culture.day(dayMatches[0]!.Kickoff)}</h2>
          <ul className="round-fixtures__list">
            {dayMatches.map((match) => (
              <li key={match.Id}>
                <FixtureRow match={match} clubs={clubs} culture={culture} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

function FixtureRow({ match, clubs, culture }: { match: Match; clubs: Clubs; culture: Culture }) {
  const { t } = useTranslation('stats');
  const home = clubs.colours(match.HomeTeamId);
  const away = clubs.colours(match.AwayTeamId);
  const scored = hasScore(match);
  const status =
    match.State === 'live'
      ? t('match.liveMinute', { minute: match.Minute ?? 0 })
      : t(`match.state.${match.State}`);
  const label = scored
    ? t('fixtures.rowScore', {
        home: clubs.name(match.HomeTeamId),
        away: clubs.name(match.AwayTeamId),
        homeScore: match.HomeScore,
        awayScore: match.AwayScore,
        status,
      })
    : t('fixtures.rowKickoff', {
        home: clubs.name(match.HomeTeamId),
        away: clubs.name(match.AwayTeamId),
        time: culture.time(match.Kickoff),
        status,
      });
  return (
    <MatchLink matchId={match.Id} className="match-row" label={label}>
      {/* Spaces between the parts: the label follows the visible text word for word. */}
      <span className="match-row__team match-row__team--home">
        <span className="match-row__name">{clubs.name(match.HomeTeamId)}</span>
        <Shirt primary={home.PrimaryColor} secondary={home.SecondaryColor} />
      </span>{' '}
      <span className={`match-row__middle match-row__middle--${match.State}`}>
        {scored ? (
          <span className="match-row__score tabular">
            {match.HomeScore} - {match.AwayScore}
          </span>
        ) : (
          <span className="match-row__time tabular">{culture.time(match.Kickoff)}</span>
        )}{' '}
        <span className="match-row__status">{status}</span>
      </span>{' '}
      <span className="match-row__team match-row__team--away">
        <Shirt primary={away.PrimaryColor} secondary={away.SecondaryColor} />
        <span className="match-row__name">{clubs.name(match.AwayTeamId)}</span>
      </span>
    </MatchLink>
  );
}
