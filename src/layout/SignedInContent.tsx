/**
 * The signed-in frame: banner slots and a spinner while the profile loads. Its own chunk,
 * since it uses the auth endpoints (and so RTK Query), which a visitor's page never needs.
 */
import { lazy, Suspense } from 'react';
import { useUserGetUserQuery } from '../../store/api/auth';
import { useAppSelector } from '../../store/hooks';
import { Spinner } from '../components/Spinner';
import { ErrorState, errorMessage } from '../components/StateViews';
import { Content } from './Content';

const CouponDialog = lazy(
  () => import(/* webpackChunkName: "coupon" */ '../pages/market/CouponDialog'),
);
const EndOfWeekModal = lazy(
  () => import(/* webpackChunkName: "end-of-week" */ '../pages/leagues/EndOfWeekModal'),
);

export default function SignedInContent() {
  const user = useAppSelector((state) => state.session.user.value);
  // Shares the session saga's request; shows its state while the user is not known.
  const { isError, error, refetch } = useUserGetUserQuery(undefined, { skip: Boolean(user) });
  const dialog = useAppSelector((state) => state.ui.dialog);
  const endOfWeek = useAppSelector((state) => Boolean(state.contest.summary));
  if (!user) {
    return isError ? (
      <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
    ) : (
      <Spinner />
    );
  }
  return (
    <div className="signed-in">
      <aside
        className="banner-slot banner-slot--left"
        data-testid="banner-left"
        aria-hidden="true"
      />
      <div className="signed-in__content">
        <Content />
      </div>
      <aside
        className="banner-slot banner-slot--right"
        data-testid="banner-right"
        aria-hidden="true"
      />
      {dialog === 'coupon' && (
        <Suspense fallback={null}>
          <CouponDialog />
        </Suspense>
      )}
      {/* The coupon dialog, opened by the user, goes first; the summary waits for it. */}
      {endOfWeek && dialog === null && (
        <Suspense fallback={null}>
          <EndOfWeekModal />
        </Suspense>
      )}
    </div>
  );
}
