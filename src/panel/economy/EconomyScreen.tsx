/** Economy: coupons (create, list with uses, disable), products and their prices, a player's wallet. */
import { useTranslation } from 'react-i18next';
import { useAdminGetProductsQuery } from '../../../store/api/wallet';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { Spinner } from '../../components/Spinner';
import { CouponForm } from './CouponForm';
import { CouponList } from './CouponList';
import { ProductForm } from './ProductForm';
import { UserWallet } from './UserWallet';

export default function EconomyScreen() {
  const { t } = useTranslation('panel');
  const products = useAdminGetProductsQuery();
  const list = products.data?.data ?? [];
  return (
    <section className="page panel">
      <h1>{t('economy.title')}</h1>
      <section className="card panel-card" aria-labelledby="panel-coupons">
        <h2 id="panel-coupons">{t('coupons.title')}</h2>
        <CouponForm products={list} />
        <CouponList />
      </section>
      <section className="card panel-card" aria-labelledby="panel-products">
        <h2 id="panel-products">{t('products.title')}</h2>
        {products.isLoading && <Spinner />}
        {products.error && (
          <ErrorState
            message={errorMessage(products.error)}
            onRetry={() => void products.refetch()}
          />
        )}
        {products.data && list.length === 0 && <EmptyState message={t('products.none')} />}
        <div className="panel-products">
          {list.map((product) => (
            <ProductForm key={`${product.Id}-${product.UpdatedAt}`} product={product} />
          ))}
        </div>
      </section>
      <UserWallet />
    </section>
  );
}
