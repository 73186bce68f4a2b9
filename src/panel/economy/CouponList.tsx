/** Coupons, searchable and paged, with their uses; one is disabled or enabled again after a confirmation. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAdminGetCouponsQuery,
  useAdminUpdateCouponMutation,
  type Coupon,
} from '../../../store/api/wallet';
import { useCulture } from '../../components/culture';
import { ConfirmButton } from '../ConfirmButton';
import { useRun } from '../useRun';
import { Pager } from '../../components/Pager';
import { ListStates, PanelSearch } from '../ListStates';

const PAGE_SIZE = 20;

export function CouponList() {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = useAdminGetCouponsQuery({
    couponListRequest: {
      ...(search.trim() && { Search: search.trim().toUpperCase() }),
      SortingPaging: { PageNumber: page, NumberRecords: PAGE_SIZE },
    },
  });
  const [update] = useAdminUpdateCouponMutation();
  const run = useRun();
  const coupons = list.data?.data ?? [];

  const toggle = (coupon: Coupon) =>
    void run(
      update({ updateCouponRequest: { Id: coupon.Id, IsActive: !coupon.IsActive } }),
      t(coupon.IsActive ? 'coupons.disabled' : 'coupons.enabled', { code: coupon.Code }),
    );

  return (
    <div>
      <h3>{t('coupons.list')}</h3>
      <PanelSearch
        id="panel-coupon-search"
        label={t('coupons.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
        code
      />
      <ListStates read={list} isEmpty={coupons.length === 0} empty={t('coupons.none')} />
      {coupons.length > 0 && (
        <div className="panel__scroll" tabIndex={0} role="region" aria-label={t('coupons.list')}>
          <table className="panel__table">
            <thead>
              <tr>
                <th scope="col">{t('coupons.code')}</th>
                <th scope="col">{t('coupons.grants')}</th>
                <th scope="col">{t('coupons.uses')}</th>
                <th scope="col">{t('coupons.expires')}</th>
                <th scope="col">{t('coupons.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('coupons.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.Id}>
                  <th scope="row">
                    <code>{coupon.Code}</code>
                    {coupon.IsSpecial && (
                      <span className="panel-badge">{t('coupons.sponsor')}</span>
                    )}
                  </th>
                  <td>
                    {coupon.Grants.map(
                      (g) => `${c.number(g.Quantity)} × ${g.Name ?? g.ProductCode}`,
                    ).join(', ')}
                  </td>
                  <td>
                    {t('coupons.usedOf', {
                      used: c.number(coupon.UsedCount),
                      max: c.number(coupon.MaxUses),
                    })}
                  </td>
                  <td>{c.dateTime(coupon.ExpiresAt)}</td>
                  <td>{t(coupon.IsActive ? 'coupons.active' : 'coupons.inactive')}</td>
                  <td>
                    <ConfirmButton
                      ghost
                      message={t(
                        coupon.IsActive ? 'coupons.disableConfirm' : 'coupons.enableConfirm',
                        {
                          code: coupon.Code,
                        },
                      )}
                      onConfirm={() => toggle(coupon)}
                    >
                      {t(coupon.IsActive ? 'coupons.disable' : 'coupons.enable')}
                      <span className="visually-hidden"> {coupon.Code}</span>
                    </ConfirmButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasNext={coupons.length >= PAGE_SIZE} onPage={setPage} />
    </div>
  );
}
