/**
 * The signed-in layout's banner slots (spec section 2: left and right, large screens only),
 * filled with the game's own promotions from reads other screens already make: the current
 * round's deadline and the call to build a team (left), the special leagues open to the
 * player (left), and market offers: boosters, passes and coin packs (right). Its own chunk,
 * loaded only on a screen wide enough to show the slots.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSpecialLeagueGetSpecialLeagueListQuery } from '../../../store/api/engine';
import { useMarketGetProductsQuery, type Product } from '../../../store/api/wallet';
import { DEFAULT_LEAGUE_CONTEXT } from '../../../store/constants';
import { Countdown } from '../../components/countdown/Countdown';
import { formatCoins, formatLira } from '../../components/culture';
import { useLanguage } from '../../reads/language';
import { useRounds } from '../../reads/rounds';
import './banners.css';

const TEAM_PATH = '/takim/takimim';
const SPECIAL_PATH = '/lig/ozel-ligler';
const MARKET_PATH = '/market';
/** Market types a banner offers, in order: boosters, passes, then coin packs. */
const OFFER_TYPES = [2, 7, 1] as const;
const MAX_OFFERS = 3;
const MAX_LEAGUES = 2;

function RoundBanner() {
  const { t } = useTranslation();
  const { current, playing } = useRounds();
  if (playing) {
    return (
      <section className="banner banner--round" aria-labelledby="banner-round">
        <h2 id="banner-round" className="banner__title">
          {t('banners.roundLive', { number: playing.Number })}
        </h2>
        <p className="banner__text">{t('banners.roundLiveText')}</p>
        <Link to={TEAM_PATH} className="button banner__cta">
          {t('banners.myPoints')}
        </Link>
      </section>
    );
  }
  if (!current || !['upcoming', 'open'].includes(current.State)) return null;
  return (
    <section className="banner banner--round" aria-labelledby="banner-round">
      <h2 id="banner-round" className="banner__title">
        {t('banners.round', { number: current.Number })}
      </h2>
      <Countdown deadline={current.Deadline} />
      <Link to={TEAM_PATH} className="button banner__cta">
        {t('banners.buildTeam')}
      </Link>
    </section>
  );
}

function SpecialLeaguesBanner() {
  const { t } = useTranslation();
  const { current } = useRounds();
  const { data } = useSpecialLeagueGetSpecialLeagueListQuery({
    competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
  });
  const roundNumber = current?.Number ?? 0;
  const leagues = (data?.data ?? [])
    .filter((league) => league.EndRoundNumber >= roundNumber)
    .sort((a, b) => Number(a.IsMember) - Number(b.IsMember))
    .slice(0, MAX_LEAGUES);
  if (leagues.length === 0) return null;
  return (
    <section className="banner banner--special" aria-labelledby="banner-special">
      <h2 id="banner-special" className="banner__title">
        {t('banners.specialTitle')}
      </h2>
      <ul className="banner__list">
        {leagues.map((league) => (
          <li key={league.Id} className="banner__item">
            <p className="banner__name">{league.Name}</p>
            <p className="banner__text">
              {t('banners.specialRounds', {
                from: league.StartRoundNumber,
                to: league.EndRoundNumber,
              })}
            </p>
            {league.IsMember ? (
              <Link to={`/lig/ozel-lig/${league.Id}`} className="banner__link">
                {t('banners.specialTable')}
              </Link>
            ) : (
              <Link to={SPECIAL_PATH} className="banner__link">
                {t('banners.specialJoin')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A product's price as the market shows it: coins first, else money. */
function usePrice() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (product: Product) =>
    product.PriceCoins !== null
      ? t('banners.coins', { value: formatCoins(product.PriceCoins) })
      : product.PriceKurus !== null
        ? formatLira(product.PriceKurus, language)
        : null;
}

/** Up to three offers: one of each type in OFFER_TYPES order, then more of the first types. */
export function offersOf(products: readonly Product[]): Product[] {
  const byType = OFFER_TYPES.map((type) => products.filter((p) => p.ProductType === type));
  const offers: Product[] = [];
  const longest = Math.max(0, ...byType.map((list) => list.length));
  for (let rank = 0; rank < longest; rank++) {
    for (const list of byType) {
      const product = list[rank];
      if (product && offers.length < MAX_OFFERS) offers.push(product);
    }
  }
  return offers;
}

function MarketBanner() {
  const { t } = useTranslation();
  const price = usePrice();
  const { data } = useMarketGetProductsQuery({});
  const offers = offersOf(data?.data ?? []);
  if (offers.length === 0) return null;
  return (
    <section className="banner banner--market" aria-labelledby="banner-market">
      <h2 id="banner-market" className="banner__title">
        {t('banners.marketTitle')}
      </h2>
      <ul className="banner__list">
        {offers.map((product) => (
          <li key={product.Id} className="banner__item">
            <p className="banner__name">{product.Name}</p>
            {price(product) && <p className="banner__price">{price(product)}</p>}
          </li>
        ))}
      </ul>
      <Link to={MARKET_PATH} className="button banner__cta">
        {t('banners.toMarket')}
      </Link>
    </section>
  );
}

export default function Banners({ side }: { side: 'left' | 'right' }) {
  return side === 'left' ? (
    <>
      <RoundBanner />
      <SpecialLeaguesBanner />
    </>
  ) : (
    <MarketBanner />
  );
}
