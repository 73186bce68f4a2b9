-- Coupons, money payments and player cards. What they credit moves through the ledger
-- (wallet_entries/wallet_balances); these tables hold only what the ledger cannot say.

-- ------------------------------------------------------------------ coupons
-- `grants` is what a redemption credits: [{"code": "COIN", "quantity": 500}]. The use count
-- never passes the limit (CHECK), and a user redeems a coupon once (primary key of the
-- redemption), whatever the code does.
CREATE TABLE coupons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{5,16}$'),
  is_special boolean NOT NULL DEFAULT false,
  grants jsonb NOT NULL CHECK (jsonb_typeof(grants) = 'array' AND jsonb_array_length(grants) >= 1),
  max_uses integer NOT NULL CHECK (max_uses >= 1),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0 AND used_count <= max_uses),
  expires_at timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  note text,
  created_at timestamptz NOT NULL
);

-- One row per user and coupon; `grants` is what that redemption credited (an admin may edit
-- the coupon's grants later), `form_special` the form's IsSpecialCoupon flag as sent.
CREATE TABLE coupon_redemptions (
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  grants jsonb NOT NULL,
  form_special boolean NOT NULL,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (coupon_id, user_id)
);

-- ------------------------------------------------------------------ money payments
-- The provider's side of an order paid in TRY (the order itself, its status and grants,
-- are in `orders`). `outcome` is set once, by the first valid callback or by expiry.
CREATE TABLE payments (
  order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'payzee')),
  expires_at timestamptz NOT NULL,
  outcome text CHECK (outcome IN ('success', 'declined', 'insufficient_funds', 'expired')),
  provider_reference text,
  decided_at timestamptz,
  CHECK ((outcome IS NULL) = (decided_at IS NULL))
);

-- ------------------------------------------------------------------ player cards
-- A card is a ledger item (`CARD_<player id>`), so the album is the wallet. A pack opening
-- records its random seed and the cards it drew: the draw is reproducible and auditable.
CREATE TABLE card_pack_openings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_code text NOT NULL,
  idempotency_key text NOT NULL,
  seed bigint NOT NULL CHECK (seed BETWEEN 0 AND 4294967295),
  player_ids integer[] NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);

-- The collection's numbers as data: cards in a pack, coins for a completed club set.
INSERT INTO app_settings (key, value) VALUES ('collection', '{"cardsPerPack": 5, "setRewardCoins": 1000}');
