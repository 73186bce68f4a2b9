/**
 * The card collection (`/market/kartlar`): open a pack from the wallet (or buy one), a
 * club's set with its progress and a chosen card to buy, and my cards, paged. Cards are
 * collectibles: they score no points.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCollectionChipForPlayerMutation,
  useCollectionGetCollectionUserPlayersQuery,
  useCollectionSpendCollectionMutation,
  useMarketGetProductsQuery,
  type CollectionResult,
  type CollectionUserPlayer,
} from '../../../store/api/wallet';
import type { ApiError } from '../../../store/api/envelopeBaseQuery';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatCoins } from '../../components/culture';
import { Spinner } from '../../components/Spinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/StateViews';
import { useNotify } from '../../components/toast/notify';
import { useClubs } from '../../reads/clubs';
import { CARD_PACK, CHOSEN_CARD, purchaseKey, useBalances } from './marketData';
import { PackReveal } from './PackReveal';
import { PagedSection } from './PagedSection';
import { usePurchase } from './usePurchase';
import { byShownName, clubName } from '../../components/clubNames';

const MY_CARDS_PAGE = 20;

function Packs() {
  const { t } = useTranslation('market');
  const notify = useNotify();
  const balances = useBalances();
  const products = useMarketGetProductsQuery({});
  const pack = (products.data?.data ?? []).find((p) => p.Code === CARD_PACK);
  const purchase = usePurchase();
  const [open, { isLoading: opening }] = useCollectionSpendCollectionMutation();
  const [opened, setOpened] = useState<CollectionResult | null>(null);
  const held = balances.quantityOf(CARD_PACK);

  const openPack = async () => {
    if (!pack) return;
    const result = await open({
      spendCollectionRequest: { ProductId: pack.Id, IdempotencyKey: purchaseKey() },
    });
    if ('error' in result) {
      const error = result.error as ApiError;
      console.error('Pack opening failed:', error.ResultMessage);
      notify.error(error.ResultMessage);
      return;
    }
    setOpened(result.data.data);
  };

  return (
    <section className="market__section" aria-labelledby="packs-title">
      <h2 id="packs-title">{t('cards.packs')}</h2>
      <p data-testid="packs-held">{t('cards.packsHeld', { count: held })}</p>
      <div className="product__actions">
        <button
          type="button"
          className="button"
          disabled={held === 0 || opening || !pack}
          aria-busy={opening}
          onClick={() => void openPack()}
        >
          {opening ? t('cards.opening') : t('cards.open')}
        </button>
        {pack && pack.PriceCoins !== null && (
          <button
            type="button"
            className="button button--ghost"
            disabled={purchase.buying || !purchase.affords(pack, 'COIN')}
            onClick={() => purchase.ask(pack, 'COIN')}
          >
            {t('buy.withCoins', { price: formatCoins(pack.PriceCoins) })}
          </button>
        )}
      </div>
      {opened && <PackReveal result={opened} onClose={() => setOpened(null)} />}
      {purchase.dialog}
    </section>
  );
}

function ClubSet() {
  const { t } = useTranslation('market');
  const id = useId();
  const notify = useNotify();
  const clubs = useClubs();
  const balances = useBalances();
  const products = useMarketGetProductsQuery({});
  const card = (products.data?.data ?? []).find((p) => p.Code === CHOSEN_CARD);
  const [chosenClub, setChosenClub] = useState<number | undefined>();
  const teamId = chosenClub ?? clubs.list[0]?.Id;
  const album = useCollectionGetCollectionUserPlayersQuery(
    {
      collectionUserPlayersRequest: {
        TeamId: teamId,
        OwnedOnly: false,
        SortingPaging: { PageNumber: 0, NumberRecords: 100 },
      },
    },
    { skip: teamId === undefined },
  );
  const [buy, { isLoading: buying }] = useCollectionChipForPlayerMutation();
  const [asked, setAsked] = useState<CollectionUserPlayer | null>(null);
  const price = card?.PriceCoins ?? null;
  const players = album.data?.data ?? [];
  const set = players[0]?.ClubSet;

  const confirm = async (player: CollectionUserPlayer) => {
    setAsked(null);
    const result = await buy({
      chipForPlayerRequest: { PlayerId: player.PlayerId, IdempotencyKey: purchaseKey() },
    });
    if ('error' in result) {
      const error = result.error as ApiError;
      console.error('Card purchase failed:', error.ResultMessage);
      notify.error(error.ResultMessage);
      return;
    }
    const { Wallet, SetsCompleted, Rewards } = result.data.data;
    const coins = Wallet.find((e) => e.ProductCode === 'COIN')?.Quantity ?? 0;
    notify.success(
      t('cards.bought', {
        player: player.PlayerName,
        balance: t('price.coins', { value: formatCoins(coins) }),
      }),
    );
    if (SetsCompleted.length > 0) {
      notify.success(
        t('cards.setCompleted', {
          clubs: SetsCompleted.map((set) => clubs.name(set.TeamId)).join(', '),
          coins: formatCoins(
            Rewards.reduce((sum, g) => sum + (g.ProductCode === 'COIN' ? g.Quantity : 0), 0),
          ),
        }),
      );
    }
  };

  return (
    <section className="market__section" aria-labelledby={`${id}-title`} id="chosen-card">
      <h2 id={`${id}-title`}>{t('cards.sets')}</h2>
      <p className="muted">
        {price !== null && t('cards.chosenHint', { price: formatCoins(price) })}
      </p>
      <div className="field">
        <label htmlFor={`${id}-club`} className="field__label">
          {t('cards.club')}
        </label>
        <select
          id={`${id}-club`}
          className="input"
          value={teamId ?? ''}
          onChange={(e) => setChosenClub(Number(e.target.value))}
        >
          {byShownName(clubs.list).map((club) => (
            <option key={club.Id} value={club.Id}>
              {clubName(club)}
            </option>
          ))}
        </select>
      </div>
      {album.isLoading || clubs.isLoading ? (
        <Spinner />
      ) : album.isError ? (
        <ErrorState message={errorMessage(album.error)} onRetry={() => void album.refetch()} />
      ) : players.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {set && (
            <div className="set-progress">
              <p data-testid="set-progress">
                {set.Completed
                  ? t('cards.setDone', { collected: set.Collected, total: set.Total })
                  : t('cards.setProgress', {
                      collected: set.Collected,
                      total: set.Total,
                      coins: formatCoins(set.RewardCoins),
                    })}
              </p>
              <progress
                max={set.Total}
                value={set.Collected}
                aria-label={t('cards.setProgressLabel', { club: clubs.name(set.TeamId) })}
              />
            </div>
          )}
          <ul className="album">
            {players.map((player) => (
              <li
                key={player.PlayerId}
                className={`player-card${player.OwnedCount > 0 ? '' : ' player-card--missing'}`}
              >
                <span className="player-card__position">{t(`position.${player.Position}`)}</span>
                <span className="player-card__name">{player.PlayerName}</span>
                <span className="muted">
                  {player.OwnedCount > 0
                    ? t('cards.ownedCount', { count: player.OwnedCount })
                    : t('cards.missing')}
                </span>
                {price !== null && (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={buying || balances.coins < price}
                    aria-label={t('cards.buyLabel', {
                      player: player.PlayerName,
                      price: formatCoins(price),
                    })}
                    onClick={() => setAsked(player)}
                  >
                    {t('cards.buy')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {asked && price !== null && (
        <ConfirmDialog
          title={t('confirm.title')}
          message={t('confirm.message', {
            product: t('cards.cardOf', { player: asked.PlayerName }),
            price: t('price.coins', { value: formatCoins(price) }),
            balance: t('price.coins', { value: formatCoins(balances.coins - price) }),
          })}
          onCancel={() => setAsked(null)}
          onConfirm={() => void confirm(asked)}
        />
      )}
    </section>
  );
}

function MyCards() {
  const { t } = useTranslation('market');
  const clubs = useClubs();
  const [page, setPage] = useState(0);
  const cards = useCollectionGetCollectionUserPlayersQuery({
    collectionUserPlayersRequest: {
      OwnedOnly: true,
      SortingPaging: { PageNumber: page, NumberRecords: MY_CARDS_PAGE },
    },
  });
  return (
    <PagedSection
      headingId="my-cards-title"
      title={t('cards.mine')}
      query={cards}
      page={page}
      pageSize={MY_CARDS_PAGE}
      onPage={setPage}
      empty={t('cards.none')}
      tableTestId="my-cards"
      head={
        <>
          <th scope="col">{t('cards.player')}</th>
          <th scope="col">{t('cards.club')}</th>
          <th scope="col" className="num">
            {t('cards.count')}
          </th>
          <th scope="col" className="num">
            {t('cards.set')}
          </th>
        </>
      }
      row={(card) => (
        <tr key={card.PlayerId}>
          <td>
            {card.PlayerName} <span className="muted">{t(`position.${card.Position}`)}</span>
          </td>
          <td>{clubs.name(card.TeamId)}</td>
          <td className="num">{card.OwnedCount}</td>
          <td className="num">
            {card.ClubSet.Collected}/{card.ClubSet.Total}
          </td>
        </tr>
      )}
    />
  );
}

export function Collection() {
  return (
    <>
      <Packs />
      <MyCards />
      <ClubSet />
    </>
  );
}
