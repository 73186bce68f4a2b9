/**
 * The end-of-week summary modal (spec sections 2 and 4), opened by the end-of-week saga:
 * title 'Haftanın Özeti', the classic (Pro) league rank, the Taraftar Ligi rank
 * ('Taraftar Ligi Sıralaman') and a congratulation with the FanGold won; with no order,
 * only the server's message beside an alert image. Its own chunk: most sessions never
 * open it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { endOfWeekClosed } from '../../../store/contest/contestSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Modal } from '../../components/Modal';
import { useCulture } from '../../components/culture';
import './endOfWeek.css';

export default function EndOfWeekModal() {
  const { t } = useTranslation('leagues');
  const culture = useCulture();
  const dispatch = useAppDispatch();
  const shown = useAppSelector((state) => state.contest.summary);
  if (!shown) return null;
  const { summary, message } = shown;
  const close = () => dispatch(endOfWeekClosed());
  const rank = (order: number | null) =>
    order === null ? t('endOfWeek.none') : culture.number(order);
  const fanGold = summary.ClassicLeagueSumary.FanGoldQuantity;
  return (
    <Modal title={t('endOfWeek.title')} onClose={close}>
      <div className="end-of-week" data-testid="end-of-week">
        {summary.ContestTitle && (
          <p className="end-of-week__contest muted">{summary.ContestTitle}</p>
        )}
        {summary.Order === null ? (
          <div className="end-of-week__alert">
            <img src="/images/alert.svg" alt={t('endOfWeek.alert')} width={64} height={64} />
            <p>{message}</p>
          </div>
        ) : (
          <>
            <dl className="end-of-week__ranks">
              <div>
                <dt>{t('endOfWeek.roundRank')}</dt>
                <dd className="tabular">{rank(summary.Order)}</dd>
              </div>
              <div>
                <dt>{t('endOfWeek.classicRank')}</dt>
                <dd className="tabular">{rank(summary.ClassicLeagueSumary.Order)}</dd>
              </div>
              <div>
                <dt>{t('endOfWeek.fanRank')}</dt>
                <dd className="tabular">{rank(summary.FavoriteTeamLeagueSumary.Order)}</dd>
              </div>
            </dl>
            <p className="end-of-week__prize">
              {fanGold > 0 ? t('endOfWeek.congrats', { amount: culture.number(fanGold) }) : message}
            </p>
          </>
        )}
        <div className="modal__actions">
          <Link className="button button--ghost" to="/lig/pro-ligleri" onClick={close}>
            {t('endOfWeek.toLeagues')}
          </Link>
          <button type="button" className="button" onClick={close}>
            {t('endOfWeek.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
