/**
 * The market (`/market/*`, its own chunk): the shop (`/market`), my cards
 * (`/market/kartlar`), the order and award history (`/market/gecmis`), and the page the
 * payment provider returns to (`/market/odeme/<order>`). Any other path is the shop.
 */
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { Catalogue } from './Catalogue';
import { Collection } from './Collection';
import { History } from './History';
import { PaymentResult } from './PaymentResult';
import './market.css';

export const MARKET_TABS = [
  { key: 'shop', path: '/market' },
  { key: 'cards', path: '/market/kartlar' },
  { key: 'history', path: '/market/gecmis' },
] as const;

export default function MarketPage() {
  const { t } = useTranslation('market');
  return (
    <section className="page market">
      <nav aria-label={t('title')} className="tabs">
        {MARKET_TABS.map((tab) => (
          <NavLink key={tab.key} to={tab.path} end className="tabs__tab">
            {t(`tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <h1>{t('title')}</h1>
      <Routes>
        <Route index element={<Catalogue />} />
        <Route path="kartlar" element={<Collection />} />
        <Route path="gecmis" element={<History />} />
        <Route path="odeme/:orderId" element={<PaymentResult />} />
        <Route path="*" element={<Navigate to="/market" replace />} />
      </Routes>
    </section>
  );
}
