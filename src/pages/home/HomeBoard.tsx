/**
 * The home screen's data widgets, loaded lazily so that RTK Query and the engine
 * endpoints stay out of a visitor's first download. A visitor sees the current round, its
 * matches, the key rules and the best of the week; a signed-in user sees the round with
 * the team call to action, the last round's points and ranks, the matches and the best.
 * While a round is in play it headlines, with its matches, ahead of the round being built.
 *
 * An answer reaches the screen as a store update, which React renders at once and in one
 * piece (a long task: Lighthouse's TBT). The board and each card therefore draw from
 * deferred values (useDeferredValue) and are memoised: the update's own render is the
 * hooks alone, and the cards' drawing follows as a deferred render React does in slices.
 */
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCard } from './HomeCard';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { BestCard } from './BestCard';
import { FixturesCard } from './FixturesCard';
import { useRounds } from '../../reads/rounds';
import { LiveRoundCard } from './LiveRoundCard';
import { RoundCard } from './RoundCard';
import { RulesCard } from './RulesCard';
import './homeBoard.css';

// A signed-in user's cards (and the auth endpoints they call) stay out of a visitor's page.
const ScoreCard = lazy(() =>
  import(/* webpackChunkName: "home-signed-in" */ './ScoreCard').then((m) => ({
    default: m.ScoreCard,
  })),
);
const VerifyEmailCard = lazy(() =>
  import(/* webpackChunkName: "home-signed-in" */ './VerifyEmailCard').then((m) => ({
    default: m.VerifyEmailCard,
  })),
);

export default function HomeBoard({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('home');
  const {
    current: round,
    playing,
    isLoading,
    isError,
    error,
    refetch,
  } = useDeferredValue(useRounds({ pollWhileInPlay: true }));
  let roundCards;
  if (isLoading) {
    roundCards = (
      <HomeCard title={t('round.current')} className="home-card--round">
        <Spinner />
      </HomeCard>
    );
  } else if (isError) {
    roundCards = (
      <HomeCard title={t('round.current')} className="home-card--round">
        <ErrorState
          message={errorMessage(error) ?? t('round.error')}
          onRetry={() => void refetch()}
        />
      </HomeCard>
    );
  } else if (!round) {
    roundCards = (
      <HomeCard title={t('round.current')} className="home-card--round">
        <EmptyState message={t('round.noRound')} />
      </HomeCard>
    );
  } else {
    roundCards = <RoundCard round={round} signedIn={signedIn} />;
  }
  const matchesOf = playing ?? round;
  return (
    <div className="home-board">
      {signedIn && (
        <Suspense fallback={null}>
          <VerifyEmailCard />
        </Suspense>
      )}
      {playing && <LiveRoundCard round={playing} signedIn={signedIn} />}
      {roundCards}
      {signedIn ? (
        <Suspense
          fallback={
            <HomeCard title={t('score.title')} className="home-card--score">
              <Spinner />
            </HomeCard>
          }
        >
          <ScoreCard />
        </Suspense>
      ) : (
        <RulesCard />
      )}
      {matchesOf && <FixturesCard round={matchesOf} />}
      <BestCard />
    </div>
  );
}
