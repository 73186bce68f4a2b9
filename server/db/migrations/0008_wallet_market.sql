-- The wallet ledger made exact, and the market: products as data (with the full catalogue a
-- fresh install sells), orders with what each delivered, and the daily ad counter.

-- ------------------------------------------------------------------ the ledger
-- Every entry carries the idempotency key of its cause, unique per user: a cause posted
-- twice (a retry, a concurrent repeat) writes nothing the second time. Time-bound items
-- (subscription, passes with a duration) record the end each purchase extended them to; the
-- balance row keeps the latest end beside the running total (both derivable from the
-- entries, and the quantity never below zero: CHECK in 0003).
ALTER TABLE wallet_entries ADD COLUMN idempotency_key text;
UPDATE wallet_entries SET idempotency_key = 'entry:' || id;
ALTER TABLE wallet_entries ALTER COLUMN idempotency_key SET NOT NULL;
ALTER TABLE wallet_entries ADD COLUMN expires_at timestamptz;
CREATE UNIQUE INDEX wallet_entries_once ON wallet_entries (user_id, idempotency_key);
CREATE INDEX wallet_entries_user_time ON wallet_entries (user_id, created_at DESC, id DESC);
ALTER TABLE wallet_balances ADD COLUMN expires_at timestamptz;

-- A user team's saves are numbered, so each save's wallet movements (a booster played or
-- given back) have a key of their own.
ALTER TABLE user_teams ADD COLUMN revision integer NOT NULL DEFAULT 0;

-- ------------------------------------------------------------------ products
-- Wallet items (COIN, FANGOLD, the boosters, CARD_PACK, SUBSCRIPTION, SPECIAL_*) are products
-- too, so every balance has a type and a name; one without a price is not on sale. `grants`
-- is what buying it puts in the wallet: [{"code": "COIN", "quantity": 1000}].
CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_type smallint NOT NULL CHECK (product_type IN (1, 2, 3, 5, 7)),
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  name_tr text NOT NULL,
  name_en text NOT NULL,
  description_tr text NOT NULL,
  description_en text NOT NULL,
  price_coins integer CHECK (price_coins >= 0),
  price_fangold integer CHECK (price_fangold >= 0),
  price_kurus integer CHECK (price_kurus >= 0),
  grants jsonb NOT NULL DEFAULT '[]',
  duration_days integer CHECK (duration_days > 0),
  max_per_half_season integer CHECK (max_per_half_season > 0),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO products (product_type, code, name_tr, name_en, description_tr, description_en,
  price_coins, price_fangold, price_kurus, grants, duration_days, max_per_half_season, sort_order)
VALUES
  (1, 'COIN', 'Jeton', 'Coins', 'Marketin para birimi.', 'The market''s currency.',
    NULL, NULL, NULL, '[]', NULL, NULL, 0),
  (1, 'FANGOLD', 'FanGold', 'FanGold', 'Hafta sonu sıralama ödülü; markette harcanır, çekilemez.',
    'End-of-week rank prize; spent in the market, never withdrawn.', NULL, NULL, NULL, '[]',
    NULL, NULL, 1),
  (1, 'COIN_PACK_1000', '1.000 Jeton', '1,000 coins', '1.000 jeton paketi.', 'A pack of 1,000 coins.',
    NULL, NULL, 2999, '[{"code": "COIN", "quantity": 1000}]', NULL, NULL, 10),
  (1, 'COIN_PACK_5000', '5.000 Jeton', '5,000 coins', '5.000 jeton paketi (%10 bonus dahil).',
    'A pack of 5,000 coins (10% bonus included).', NULL, NULL, 12999,
    '[{"code": "COIN", "quantity": 5000}]', NULL, NULL, 11),
  (1, 'COIN_PACK_12000', '12.000 Jeton', '12,000 coins', '12.000 jeton paketi (%20 bonus dahil).',
    'A pack of 12,000 coins (20% bonus included).', NULL, NULL, 27999,
    '[{"code": "COIN", "quantity": 12000}]', NULL, NULL, 12),
  (2, 'BUDGET_BOOSTER', 'Bütçe Artırıcı', 'Budget Booster', 'Bir takıma bir hafta için +5.0M bütçe.',
    '+5.0M budget for one team for one round.', 300, 30, NULL,
    '[{"code": "BUDGET_BOOSTER", "quantity": 1}]', NULL, 2, 20),
  (2, 'TRIPLE_CAPTAIN', 'Üçlü Kaptan', 'Triple Captain',
    'Bir takımın kaptanı bir hafta için 3 kat puan alır.',
    'One team''s captain scores triple for one round.', 300, 30, NULL,
    '[{"code": "TRIPLE_CAPTAIN", "quantity": 1}]', NULL, 2, 21),
  (2, 'BENCH_BOOST', 'Yedek Gücü', 'Bench Boost',
    'Bir takımın yedekleri bir hafta için puan alır.',
    'One team''s bench scores too for one round.', 300, 30, NULL,
    '[{"code": "BENCH_BOOST", "quantity": 1}]', NULL, 2, 22),
  (3, 'CARD_PACK', 'Kart Paketi', 'Card pack', 'Rastgele 5 oyuncu kartı.', '5 random player cards.',
    250, 25, NULL, '[{"code": "CARD_PACK", "quantity": 1}]', NULL, NULL, 30),
  (3, 'CARD', 'Seçilen Kart', 'Chosen card', 'Seçtiğiniz bir oyuncunun kartı.',
    'The card of a player you choose.', 150, 15, NULL, '[]', NULL, NULL, 31),
  (5, 'SUBSCRIPTION', 'Kadro Plus (30 gün)', 'Kadro Plus (30 days)',
    'Gelişmiş istatistikler, reklamsız oyun ve her hafta jetonsuz 2 ek takım.',
    'Advanced statistics, no ads and 2 extra teams a round without coins.', 2000, 200, 4999,
    '[{"code": "SUBSCRIPTION", "quantity": 1}]', 30, NULL, 40),
  (7, 'SPECIAL_SPONSOR', 'Sponsor Ligi Bileti', 'Sponsor league pass',
    'Sponsorlu özel lige katılım bileti (sezon boyu).',
    'A pass into the sponsored special league (for the season).', 500, 50, NULL,
    '[{"code": "SPECIAL_SPONSOR", "quantity": 1}]', NULL, NULL, 50);

-- ------------------------------------------------------------------ orders
-- A purchase with coins, FanGold or money. `grants` is what it delivered, frozen when it was
-- paid (an admin editing the product later does not rewrite history). The idempotency key
-- is the caller's, unique per user across every paid call.
CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  player_id integer REFERENCES players (id),
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  currency text NOT NULL CHECK (currency IN ('COIN', 'FANGOLD', 'TRY')),
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
  channel text NOT NULL CHECK (channel IN ('Web', 'iOS', 'Android')),
  grants jsonb NOT NULL DEFAULT '[]',
  -- The half season it counts in for a product's purchase cap (`TR_SL:1`); null if uncapped.
  half_season text,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_time ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_cap ON orders (user_id, product_id, half_season) WHERE status = 'paid';

-- ------------------------------------------------------------------ rewarded ads
-- Watches a user was credited for, per Europe/Istanbul day. The count only moves by a
-- conditional increment under the row lock, so concurrent watches stop at the day's limit.
CREATE TABLE ad_watch_days (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  watched integer NOT NULL CHECK (watched >= 0),
  PRIMARY KEY (user_id, day)
);
INSERT INTO app_settings (key, value) VALUES ('ads', '{"dailyLimit": 5, "coinsPerWatch": 20}');
