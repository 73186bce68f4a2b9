/**
 * Player cards, collectibles only (they score nothing). A card is a ledger item,
 * `CARD_<player id>`, so the album is the wallet and cards move only through the ledger.
 * A pack gives 5 different players of the season, drawn from a seed recorded with the
 * opening (reproducible, auditable); a chosen card is bought with coins as an order. A
 * club's set is complete when the user holds a card of each of the club's players; it pays
 * its coins once per user and club (the ledger key of the reward).
 */
import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import { pageOf, type SortingPaging } from '../http/paging';
import { CHOSEN_CARD } from '../market/grants';
import { randomOf } from '../platform/random';
import { SUPER_LIG } from '../season/clubs';
import { filledFailure } from '../userTeams/teamFailures';
import { balanceOf, post } from '../wallet/ledger';

export const cardCode = (playerId: number) => `CARD_${playerId}`;
const COIN = 'COIN';

export interface CollectionSettings {
  cardsPerPack: number;
  setRewardCoins: number;
}

async function settingsOf(q: Queryable): Promise<CollectionSettings> {
  const [row] = await q.query<{ value: CollectionSettings }>(
    `SELECT value FROM app_settings WHERE key = 'collection'`,
  );
  return row!.value;
}

/** The card players of a pack: `count` different ones of `pool`, the same for the same seed. */
export function drawCards(seed: number, pool: readonly number[], count: number): number[] {
  return randomOf(seed).shuffle(pool).slice(0, count);
}

export interface CardRow {
  player_id: number;
  display_name: string;
  position: 'GK' | 'DEF' | 'MID' | 'FWD';
  club_id: number;
  is_new: boolean;
}

export interface SetProgress {
  clubId: number;
  collected: number;
  total: number;
  completed: boolean;
  rewardCoins: number;
}

export interface CollectionChange {
  cards: CardRow[];
  /** Sets this change completed (their reward was paid now). */
  setsCompleted: SetProgress[];
  rewardCoins: number;
  orderId?: number;
}

/** The cards given by one cause; new = the user's first copy came from it. */
async function cardsOf(tx: Queryable, userId: number, reference: string): Promise<CardRow[]> {
  return tx.query<CardRow>(
    `SELECT p.id AS player_id, p.display_name, p.position, p.club_id,
       NOT EXISTS (SELECT 1 FROM wallet_entries earlier
         WHERE earlier.user_id = e.user_id AND earlier.product_code = e.product_code
           AND earlier.quantity > 0 AND earlier.id < e.id) AS is_new
     FROM wallet_entries e JOIN players p ON e.product_code = 'CARD_' || p.id
     WHERE e.user_id = $1 AND e.reference = $2 AND e.quantity > 0
     ORDER BY e.id`,
    [userId, reference],
  );
}

/** How far the user is with each of the clubs' sets. */
async function setProgress(
  q: Queryable,
  userId: number,
  clubIds: number[],
  rewardCoins: number,
): Promise<SetProgress[]> {
  const rows = await q.query<{ club_id: number; total: number; collected: number }>(
    `SELECT p.club_id, count(*)::int AS total, count(b.user_id)::int AS collected
     FROM players p
     LEFT JOIN wallet_balances b ON b.user_id = $1 AND b.product_code = 'CARD_' || p.id
       AND b.quantity > 0
     WHERE p.competition_code = $2 AND p.club_id = ANY($3::int[])
     GROUP BY p.club_id ORDER BY p.club_id`,
    [userId, SUPER_LIG, clubIds],
  );
  return rows.map((r) => ({
    clubId: r.club_id,
    collected: r.collected,
    total: r.total,
    completed: r.collected === r.total,
    rewardCoins,
  }));
}

const setKey = (clubId: number) => `club_set:${SUPER_LIG}:${clubId}`;

/** Pays each set the new cards (of the cause `reference`) completed, once per user and club. */
async function payCompletedSets(
  tx: Queryable,
  userId: number,
  cards: CardRow[],
  cause: { reference: string; at: Date },
): Promise<Pick<CollectionChange, 'setsCompleted' | 'rewardCoins'>> {
  const { setRewardCoins } = await settingsOf(tx);
  const clubs = [...new Set(cards.map((c) => c.club_id))];
  const setsCompleted: SetProgress[] = [];
  for (const set of await setProgress(tx, userId, clubs, setRewardCoins)) {
    if (!set.completed) continue;
    const paid = await post(tx, {
      userId,
      productCode: COIN,
      quantity: setRewardCoins,
      reason: 'set',
      reference: cause.reference,
      idempotencyKey: setKey(set.clubId),
      at: cause.at,
    });
    if (paid === 'posted') setsCompleted.push(set);
  }
  return { setsCompleted, rewardCoins: setsCompleted.length * setRewardCoins };
}

async function giveCards(
  tx: Queryable,
  userId: number,
  playerIds: number[],
  cause: { reason: string; reference: string; at: Date },
) {
  for (const playerId of playerIds) {
    await post(tx, {
      userId,
      productCode: cardCode(playerId),
      quantity: 1,
      reason: cause.reason,
      reference: cause.reference,
      idempotencyKey: `${cause.reference}:grant:${cardCode(playerId)}`,
      at: cause.at,
    });
  }
}

/**
 * Opens one pack of the product (a Collection product other than the chosen card) from the
 * wallet. The same idempotency key answers the first opening again.
 */
export async function openPack(
  db: Database,
  opening: { userId: number; productId: number; idempotencyKey: string; at: Date },
): Promise<CollectionChange> {
  const { userId, at } = opening;
  return db.transaction(async (tx) => {
    const [product] = await tx.query<{ code: string }>(
      `SELECT code FROM products WHERE id = $1 AND product_type = 3 AND code <> $2`,
      [opening.productId, CHOSEN_CARD],
    );
    if (!product) throw new Failure(FAILURES.notFound);
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO card_pack_openings (user_id, product_code, idempotency_key, seed, player_ids, created_at)
       VALUES ($1, $2, $3, 0, '{}', $4)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [userId, product.code, opening.idempotencyKey, at],
    );
    if (!created) {
      const [first] = await tx.query<{ id: number }>(
        'SELECT id FROM card_pack_openings WHERE user_id = $1 AND idempotency_key = $2',
        [userId, opening.idempotencyKey],
      );
      return replayOf(tx, userId, `card_pack:${first!.id}`);
    }
    const reference = `card_pack:${created.id}`;
    const spent = await post(tx, {
      userId,
      productCode: product.code,
      quantity: -1,
      reason: 'packOpened',
      reference,
      idempotencyKey: `${reference}:spend`,
      at,
    });
    if (spent !== 'posted') throw new Failure(FAILURES.cardPackMissing);
    const { cardsPerPack } = await settingsOf(tx);
    const pool = await tx.query<{ id: number }>(
      'SELECT id FROM players WHERE competition_code = $1 ORDER BY id',
      [SUPER_LIG],
    );
    const seed = randomInt(0, 2 ** 32);
    const drawn = drawCards(
      seed,
      pool.map((p) => p.id),
      cardsPerPack,
    );
    await tx.query('UPDATE card_pack_openings SET seed = $2, player_ids = $3 WHERE id = $1', [
      created.id,
      seed,
      drawn,
    ]);
    await giveCards(tx, userId, drawn, { reason: 'packOpened', reference, at });
    const cards = await cardsOf(tx, userId, reference);
    return { cards, ...(await payCompletedSets(tx, userId, cards, { reference, at })) };
  });
}

/** A repeated call's answer: the cards and set rewards its first call gave. */
async function replayOf(
  tx: Queryable,
  userId: number,
  reference: string,
  orderId?: number,
): Promise<CollectionChange> {
  const cards = await cardsOf(tx, userId, reference);
  const { setRewardCoins } = await settingsOf(tx);
  const sets = await setProgress(
    tx,
    userId,
    [...new Set(cards.map((c) => c.club_id))],
    setRewardCoins,
  );
  const rewarded = await tx.query<{ idempotency_key: string }>(
    `SELECT idempotency_key FROM wallet_entries
     WHERE user_id = $1 AND reference = $2 AND reason = 'set'`,
    [userId, reference],
  );
  const setsCompleted = sets.filter((s) =>
    rewarded.some((r) => r.idempotency_key === setKey(s.clubId)),
  );
  return { cards, setsCompleted, rewardCoins: setsCompleted.length * setRewardCoins, orderId };
}

/** Buys the card of one player with coins, as a paid order of the `CARD` product. */
export async function buyCard(
  db: Database,
  purchase: { userId: number; playerId: number; idempotencyKey: string; at: Date },
): Promise<CollectionChange> {
  const { userId, playerId, at } = purchase;
  return db.transaction(async (tx) => {
    const [player] = await tx.query(
      'SELECT 1 FROM players WHERE id = $1 AND competition_code = $2',
      [playerId, SUPER_LIG],
    );
    if (!player) throw new Failure(FAILURES.cardPlayerNotFound);
    const [product] = await tx.query<{ id: number; price_coins: number | null }>(
      'SELECT id, price_coins FROM products WHERE code = $1 AND is_active',
      [CHOSEN_CARD],
    );
    if (product?.price_coins == null) throw new Failure(FAILURES.notFound);
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, product_id, player_id, quantity, currency, amount, status,
         channel, grants, idempotency_key, created_at, completed_at)
       VALUES ($1, $2, $3, 1, 'COIN', $4, 'paid', 'Web', '[]', $5, $6, $6)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [userId, product.id, playerId, product.price_coins, purchase.idempotencyKey, at],
    );
    if (!order) {
      const [first] = await tx.query<{ id: number; product_id: number; player_id: number | null }>(
        'SELECT id, product_id, player_id FROM orders WHERE user_id = $1 AND idempotency_key = $2',
        [userId, purchase.idempotencyKey],
      );
      if (first!.product_id !== product.id || first!.player_id !== playerId)
        throw new Failure(FAILURES.paymentKeyReused);
      return replayOf(tx, userId, `order:${first!.id}`, first!.id);
    }
    const reference = `order:${order.id}`;
    const paid = await post(tx, {
      userId,
      productCode: COIN,
      quantity: -product.price_coins,
      reason: 'order',
      reference,
      idempotencyKey: `${reference}:pay`,
      at,
    });
    if (paid !== 'posted') {
      throw filledFailure(FAILURES.cardNotEnoughCoins, {
        price: product.price_coins,
        balance: await balanceOf(tx, userId, COIN),
      });
    }
    await giveCards(tx, userId, [playerId], { reason: 'order', reference, at });
    const cards = await cardsOf(tx, userId, reference);
    return {
      cards,
      ...(await payCompletedSets(tx, userId, cards, { reference, at })),
      orderId: order.id,
    };
  });
}

// ---------------------------------------------------------------- the album

export interface AlbumFilter {
  clubId?: number;
  position?: string;
  ownedOnly: boolean;
  paging?: SortingPaging;
}

export interface AlbumRow {
  player_id: number;
  display_name: string;
  position: 'GK' | 'DEF' | 'MID' | 'FWD';
  club_id: number;
  owned_count: number;
  first_collected_at: Date | null;
}

const ALBUM_PAGE = {
  columns: {
    PlayerId: 'p.id',
    PlayerName: 'p.display_name',
    TeamId: 'p.club_id',
    OwnedCount: 'owned_count',
    FirstCollectedAt: 'first_collected_at',
  },
  fallback: { column: 'TeamId', order: 'asc' as const },
};

/** One page of the user's album (or owned cards) and how many match, with set progress. */
export async function album(
  db: Database,
  userId: number,
  filter: AlbumFilter,
): Promise<{ rows: AlbumRow[]; total: number; sets: Map<number, SetProgress> }> {
  const page = pageOf(filter.paging, ALBUM_PAGE);
  const from = `FROM players p
    LEFT JOIN wallet_balances b ON b.user_id = $1 AND b.product_code = 'CARD_' || p.id
    WHERE p.competition_code = $2 AND ($3::int IS NULL OR p.club_id = $3)
      AND ($4::text IS NULL OR p.position = $4) AND (NOT $5 OR coalesce(b.quantity, 0) > 0)`;
  const params = [
    userId,
    SUPER_LIG,
    filter.clubId ?? null,
    filter.position ?? null,
    filter.ownedOnly,
  ];
  const rows = await db.query<AlbumRow>(
    `SELECT p.id AS player_id, p.display_name, p.position, p.club_id,
       coalesce(b.quantity, 0) AS owned_count,
       (SELECT min(e.created_at) FROM wallet_entries e
        WHERE e.user_id = $1 AND e.product_code = 'CARD_' || p.id AND e.quantity > 0)
         AS first_collected_at
     ${from} ORDER BY ${page.orderBy}, p.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  const { setRewardCoins } = await settingsOf(db);
  const progress = await setProgress(
    db,
    userId,
    [...new Set(rows.map((r) => r.club_id))],
    setRewardCoins,
  );
  return { rows, total: count!.n, sets: new Map(progress.map((s) => [s.clubId, s])) };
}
