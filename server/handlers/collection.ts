/**
 * `Collection/*`: open a card pack, buy a chosen card, the caller's album with each club's
 * set progress.
 */
import type { ClubSetProgress, CollectionResult } from '../../store/api/wallet';
import {
  album,
  buyCard,
  openPack,
  type CollectionChange,
  type SetProgress,
} from '../collection/cards';
import { requireVerifiedEmail } from '../accounts/users';
import { callerOf } from '../http/authentication';
import type { Language } from '../http/language';
import type { OperationHandlers } from '../http/specRoutes';
import { namedGrants, productGrantOf } from '../market/grants';
import { orderView, walletView } from '../market/purchaseViews';
import type { HandlerDependencies } from './index';

const setView = (set: SetProgress): ClubSetProgress => ({
  TeamId: set.clubId,
  Collected: set.collected,
  Total: set.total,
  Completed: set.completed,
  RewardCoins: set.rewardCoins,
});

export function collectionHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  const result = async (
    change: CollectionChange,
    userId: number,
    language: Language,
  ): Promise<CollectionResult> => {
    const rewards =
      change.rewardCoins > 0
        ? await namedGrants(db, [{ code: 'COIN', quantity: change.rewardCoins }])
        : [];
    return {
      Cards: change.cards.map((card) => ({
        PlayerId: card.player_id,
        PlayerName: card.display_name,
        Position: card.position,
        TeamId: card.club_id,
        IsNew: card.is_new,
      })),
      SetsCompleted: change.setsCompleted.map(setView),
      Rewards: rewards.map(productGrantOf(language)),
      Wallet: await walletView(db, userId, language, clock.now()),
      ...(change.orderId !== undefined && { Order: await orderView(db, change.orderId, language) }),
    };
  };

  return {
    collectionSpendCollection: async (ctx) => {
      const { userId } = callerOf(ctx.request);
      const change = await openPack(db, {
        userId,
        productId: ctx.body.ProductId,
        idempotencyKey: ctx.body.IdempotencyKey,
        at: clock.now(),
      });
      return { data: await result(change, userId, ctx.language) };
    },

    collectionChipForPlayer: async (ctx) => {
      const { userId } = callerOf(ctx.request);
      await requireVerifiedEmail(db, userId);
      const change = await buyCard(db, {
        userId,
        playerId: ctx.body.PlayerId,
        idempotencyKey: ctx.body.IdempotencyKey,
        at: clock.now(),
      });
      return { data: await result(change, userId, ctx.language) };
    },

    collectionGetCollectionUserPlayers: async (ctx) => {
      const { userId } = callerOf(ctx.request);
      const { rows, total, sets } = await album(db, userId, {
        clubId: ctx.body.TeamId,
        position: ctx.body.Position,
        ownedOnly: ctx.body.OwnedOnly ?? true,
        paging: ctx.body.SortingPaging,
      });
      return {
        data: rows.map((row) => ({
          PlayerId: row.player_id,
          PlayerName: row.display_name,
          Position: row.position,
          TeamId: row.club_id,
          OwnedCount: row.owned_count,
          FirstCollectedAt: row.first_collected_at?.toISOString() ?? null,
          ClubSet: setView(sets.get(row.club_id)!),
        })),
        count: total,
      };
    },
  };
}
