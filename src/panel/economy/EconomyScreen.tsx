/** Economy: coupons (create, list with uses, disable), products and their prices, a player's wallet. */
import { useTranslation } from 'react-i18next';
import { useAdminGetProductsQuery } from '../../../store/api/wallet';
import { CouponForm } from './CouponForm';
import { CouponList } from './CouponList';
import { ProductForm } from './ProductForm';
import { UserWallet } from './UserWallet';
import { ListStates } from '../ListStates';

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
        <ListStates read={products} isEmpty={list.length === 0} empty={t('products.none')} />
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
