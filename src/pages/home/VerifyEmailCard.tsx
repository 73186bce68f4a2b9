/**
 * An unverified account's first contact (GAME_RULES "People and permissions"): it plays
 * (teams, the Pro and Taraftar tables) but coupons, buying, prizes and clans, friend and
 * special leagues wait for the verified address. Home says so and offers the link again.
 */
import { useTranslation } from 'react-i18next';
import { useLazyAuthEmailVerificationQuery } from '../../../store/api/auth';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { useAppSelector } from '../../../store/hooks';
import { useNotify } from '../../components/toast/notify';
import { HomeCard } from './HomeCard';

export function VerifyEmailCard() {
  const { t } = useTranslation('home');
  const user = useAppSelector((state) => state.session.user.value);
  const notify = useNotify();
  const [resend, { isFetching }] = useLazyAuthEmailVerificationQuery();
  if (!user || user.EmailVerified) return null;
  return (
    <HomeCard title={t('verify.title')} className="home-card--verify">
      <p data-testid="verify-email">{t('verify.text', { email: user.Email })}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={isFetching}
        onClick={async () => {
          const result = await resend();
          if (result.data) notify.success(result.data.message);
          else notify.error((result.error as ApiError | undefined)?.ResultMessage ?? '');
        }}
      >
        {t('verify.resend')}
      </button>
    </HomeCard>
  );
}
