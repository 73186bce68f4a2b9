/**
 * The signed-in frame: banner slots (on wide screens) and a spinner while the profile
 * loads. Its own chunk, since it uses the auth endpoints (and so RTK Query), which a
 * visitor's page never needs.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserGetUserQuery } from '../../store/api/auth';
import { useAppSelector } from '../../store/hooks';
import { Spinner } from '../components/Spinner';
import { ErrorState, errorMessage } from '../components/StateViews';
import { useMediaQuery } from '../components/useMediaQuery';
import { Content } from './Content';

const CouponDialog = lazy(
  () => import(/* webpackChunkName: "coupon" */ '../pages/market/CouponDialog'),
);
const Banners = lazy(() => import(/* webpackChunkName: "banners" */ './banners/Banners'));
const EndOfWeekModal = lazy(
  () => import(/* webpackChunkName: "end-of-week" */ '../pages/leagues/EndOfWeekModal'),
);

/** The width from which the layout shows its banner slots (layout.css). */
export const BANNER_QUERY = '(min-width: 1440px)';

/** One banner slot: the game's own promotions, loaded only where the slot shows. */
function BannerSlot({ side }: { side: 'left' | 'right' }) {
  const { t } = useTranslation();
  return (
    <aside
      className={`banner-slot banner-slot--${side}`}
      data-testid={`banner-${side}`}
      aria-label={t(`banners.${side}`)}
    >
      <Suspense fallback={null}>
        <Banners side={side} />
      </Suspense>
    </aside>
  );
}

export default function SignedInContent() {
  const user = useAppSelector((state) => state.session.user.value);
  const wide = useMediaQuery(BANNER_QUERY);
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
      {wide && <BannerSlot side="left" />}
      <div className="signed-in__content">
        <Content />
      </div>
      {wide && <BannerSlot side="right" />}
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
