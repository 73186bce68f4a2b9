/**
 * The header's pieces for signed-in users: coins, coupon, notifications, account menu.
 * A chunk of their own, so a visitor's first page loads neither them nor the wallet API.
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useWalletGetWalletsQuery } from '../../../store/api/wallet';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { dialogOpened } from '../../../store/ui/uiSlice';
import { Avatar } from '../../components/Avatar';
import { formatCoins } from '../../components/culture';
import { CoinIcon, TicketIcon } from '../../components/icons';
import { NotificationsPopover } from './NotificationsPopover';
import { useHoverMenu } from './useHoverMenu';

const COIN = 1; // ProductType Coin (spec section 3)

export function CoinChip() {
  const { t } = useTranslation();
  // 0 while the wallet cannot be read.
  const { data } = useWalletGetWalletsQuery();
  const coins = data?.data.find((entry) => entry.ProductType === COIN)?.Quantity ?? 0;
  const text = formatCoins(coins);
  return (
    <Link to="/market" className="chip chip--coin" aria-label={t('header.coins', { value: text })}>
      <CoinIcon width={18} height={18} />
      <span className="tabular">{text}</span>
    </Link>
  );
}

export function CouponButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => {
        onOpen?.();
        dispatch(dialogOpened('coupon'));
      }}
    >
      <TicketIcon width={18} height={18} />
      <span>{t('header.coupon')}</span>
    </button>
  );
}

export function AvatarMenu() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.session.user.value);
  const menu = useHoverMenu<HTMLDivElement>();
  const name = user?.UserName ?? '';
  return (
    <div className="popover" {...menu.rootProps}>
      <button
        type="button"
        className="icon-button avatar-button"
        aria-label={t('header.account')}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        onClick={menu.toggle}
      >
        <Avatar imageUrl={user?.ImageUrl} name={name} />
      </button>
      {menu.open && (
        <ul className="popover__panel menu" role="menu" aria-label={t('header.account')}>
          <li role="none" className="menu__name">
            {name}
          </li>
          <li role="none">
            <Link role="menuitem" to="/kullanici/profil" onClick={menu.close}>
              {t('header.profile')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/logout" onClick={menu.close}>
              {t('header.logout')}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}

/** The desktop header's end for a signed-in user. */
export function DesktopSignedInWidgets() {
  return (
    <>
      <CouponButton />
      <CoinChip />
      <NotificationsPopover />
      <AvatarMenu />
    </>
  );
}

/** The mobile header's bar for a signed-in user. */
export function MobileBarSignedInWidgets() {
  return (
    <>
      <CoinChip />
      <AvatarMenu />
    </>
  );
}

/** The mobile menu's end for a signed-in user. */
export function MobileMenuSignedInWidgets({ onOpen }: { onOpen: () => void }) {
  return (
    <>
      <CouponButton onOpen={onOpen} />
      <NotificationsPopover />
    </>
  );
}
