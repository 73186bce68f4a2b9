/**
 * The cards of an opened pack, turned over one after another (a short reveal; shown at once
 * under prefers-reduced-motion, by market.css), with new cards and completed sets marked.
 */
import { useTranslation } from 'react-i18next';
import type { CollectionResult } from '../../../store/api/wallet';
import { formatCoins } from '../../components/culture';
import { useClubs } from '../../reads/clubs';

export function PackReveal({ result, onClose }: { result: CollectionResult; onClose: () => void }) {
  const { t } = useTranslation('market');
  const clubs = useClubs();
  const reward = result.Rewards.reduce(
    (sum, grant) => sum + (grant.ProductCode === 'COIN' ? grant.Quantity : 0),
    0,
  );
  return (
    <section className="reveal" aria-labelledby="reveal-title" data-testid="pack-reveal">
      <h3 id="reveal-title">{t('cards.revealTitle')}</h3>
      <ol className="reveal__cards">
        {result.Cards.map((card, index) => (
          <li
            key={`${card.PlayerId}-${index}`}
            className="player-card reveal__card"
            style={{ animationDelay: `${index * 150}ms` }}
          >
            <span className="player-card__position">{t(`position.${card.Position}`)}</span>
            <span className="player-card__name">{card.PlayerName}</span>
            <span className="player-card__club muted">{clubs.name(card.TeamId)}</span>
            {card.IsNew && <span className="chip player-card__new">{t('cards.new')}</span>}
          </li>
        ))}
      </ol>
      {result.SetsCompleted.length > 0 && (
        <p className="form-message form-message--success" role="status">
          {t('cards.setCompleted', {
            clubs: result.SetsCompleted.map((set) => clubs.name(set.TeamId)).join(', '),
            coins: formatCoins(reward),
          })}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={onClose}>
        {t('cards.revealClose')}
      </button>
    </section>
  );
}
