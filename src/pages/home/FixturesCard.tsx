/** The current round's matches by day: kickoff times before, the score and minute once played. */
import { memo, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  useMatchesOfTheWeekGetMatchesOfTheWeekListQuery,
  type Match,
  type Team,
  type WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { culture } from '../../components/culture';
import { ClubDot, HomeCard } from './HomeCard';
import { useClubs, type Clubs } from '../../reads/clubs';
import type { Language } from '../../../store/constants';
import { useLanguage } from '../../reads/language';
import { LIVE_POLL_MS } from '../../reads/livePoll';
import { inPlay } from '../../reads/rounds';
import { FIRST_PAGE, LEAGUE } from './homeData';

const FIXTURES_PATH = '/bilgiler/fiksture-ve-sonuclar';

/** Matches grouped by their local day, in kickoff order. */
export function byDay(matches: Match[], dayOf: (iso: string) => string) {
  const days: { day: string; matches: Match[] }[] = [];
  for (const match of [...matches].sort((a, b) => Date.parse(a.Kickoff) - Date.parse(b.Kickoff))) {
    const day = dayOf(match.Kickoff);
    const last = days.at(-1);
    if (last?.day === day) last.matches.push(match);
    else days.push({ day, matches: [match] });
  }
  return days;
}

/** Memoised, and drawn from deferred answers (see HomeBoard). */
export const FixturesCard = memo(function FixturesCard({
  round,
}: {
  round: WeeklyLeagueInformation;
}) {
  const language = useLanguage();
  // Scores and minutes move while the round plays: asked again once a minute then.
  const matches = useMatchesOfTheWeekGetMatchesOfTheWeekListQuery(
    {
      matchListRequest: {
        ...LEAGUE,
        WeeklyLeagueInformationId: round.Id,
        SortingPaging: FIRST_PAGE,
      },
    },
    { pollingInterval: inPlay(round) ? LIVE_POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const clubs = useClubs();
  return (
    <FixturesView
      matches={useDeferredValue(matches)}
      clubs={useDeferredValue(clubs)}
      language={useDeferredValue(language)}
    />
  );
});

const FixturesView = memo(function FixturesView({
  matches,
  clubs,
  language,
}: {
  matches: ReturnType<typeof useMatchesOfTheWeekGetMatchesOfTheWeekListQuery>;
  clubs: Clubs;
  language: Language;
}) {
  const { t } = useTranslation('home');
  const failed = matches.isError ? matches : clubs.isError ? clubs : null;
  let body;
  if (matches.isLoading || clubs.isLoading) body = <Spinner />;
  else if (failed) {
    body = (
      <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />
    );
  } else if (!matches.data?.data?.length) body = <EmptyState message={t('fixtures.empty')} />;
  else {
    body = byDay(matches.data.data, (iso) => culture(language).day(iso)).map(
      ({ day, matches: list }) => (
        <div key={day} className="home-fixtures__day">
          <h3 className="home-fixtures__date">{day}</h3>
          <ul className="home-fixtures">
            {list.map((match) => (
              <FixtureRow key={match.Id} match={match} clubs={clubs.byId} />
            ))}
          </ul>
        </div>
      ),
    );
  }
  return (
    <HomeCard title={t('fixtures.title')} className="home-card--fixtures">
      {body}
      <p className="home-card__more">
        <Link to={FIXTURES_PATH}>{t('fixtures.all')}</Link>
      </p>
    </HomeCard>
  );
});

function FixtureRow({ match, clubs }: { match: Match; clubs: Map<number, Team> }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const home = clubs.get(match.HomeTeamId);
  const away = clubs.get(match.AwayTeamId);
  const played = match.HomeScore !== null && match.AwayScore !== null;
  // The middle column holds the kickoff time before the match, the score once it starts.
  let note: string | null = null;
  if (match.State === 'live') note = t('fixtures.live', { minute: match.Minute ?? 0 });
  else if (match.State === 'postponed') note = t('fixtures.postponed');
  else if (match.State === 'finished') note = t('fixtures.finished');
  return (
    <li className={`home-fixture home-fixture--${match.State}`}>
      <span className="home-fixture__club home-fixture__club--home">
        <span className="home-fixture__name">{home?.ShortName ?? '?'}</span>
        <ClubDot primary={home?.PrimaryColor} secondary={home?.SecondaryColor} />
      </span>
      <span className="home-fixture__middle tabular">
        {played ? (
          <span className="home-fixture__score">{`${match.HomeScore} - ${match.AwayScore}`}</span>
        ) : (
          <time dateTime={match.Kickoff}>{culture(language).time(match.Kickoff)}</time>
        )}
        {note && <span className="home-fixture__note">{note}</span>}
      </span>
      <span className="home-fixture__club home-fixture__club--away">
        <ClubDot primary={away?.PrimaryColor} secondary={away?.SecondaryColor} />
        <span className="home-fixture__name">{away?.ShortName ?? '?'}</span>
      </span>
    </li>
  );
}
