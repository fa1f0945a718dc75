-- The wallet (docs/wallet.md): loyalty and stored-value cards of a customer, their history, and
-- the top-ups of stored-value cards paid through the gateway. Stored value is money: a balance
-- changes only in a transaction that writes its history row, and can never go below zero.

-- A card of one of the tenant's wallet programmes (tenant file, wallet.programmes), held by one
-- account. Deleting a card keeps the row (its history stays), marked deleted_at.
CREATE TABLE wallet_cards (
  id             uuid PRIMARY KEY,
  tenant_id      text NOT NULL CHECK (tenant_id <> ''),
  account_id     uuid NOT NULL REFERENCES accounts (id),
  programme_code text NOT NULL CHECK (programme_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  kind           text NOT NULL CHECK (kind IN ('loyalty', 'stored-value')),
  -- 16 digits, unique in the tenant; shown masked.
  card_number    text NOT NULL CHECK (card_number ~ '^[0-9]{16}$'),
  -- What the card's QR code carries: an opaque member code, unique across tenants.
  qr_payload     text NOT NULL CHECK (qr_payload ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- The 6-digit wallet PIN as scrypt$N$r$p$salt$hash; null until the customer sets one.
  pin_hash       text CHECK (pin_hash IS NULL OR pin_hash LIKE 'scrypt$%'),
  points         integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- Minor units. Only stored-value cards hold money.
  balance        integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  expires_on     date NOT NULL,
  issued_via     text NOT NULL CHECK (issued_via IN ('signup', 'invitation', 'counter')),
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL,
  deleted_at     timestamptz,
  CONSTRAINT wallet_cards_number_key UNIQUE (tenant_id, card_number),
  CONSTRAINT wallet_cards_qr_key UNIQUE (qr_payload),
  CHECK (kind = 'stored-value' OR balance = 0),
  -- A card holding money cannot be deleted.
  CHECK (deleted_at IS NULL OR balance = 0)
);

-- One live card per programme and account: issuing twice gives the same card.
CREATE UNIQUE INDEX wallet_cards_live_programme_idx ON wallet_cards (account_id, programme_code) WHERE deleted_at IS NULL;
CREATE INDEX wallet_cards_account_idx ON wallet_cards (tenant_id, account_id);

-- Every change of a card's points or balance, written in the same transaction as the change:
-- the latest row's finals are the card's figures, and the adds sum to them.
CREATE TABLE wallet_history (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  card_id      uuid NOT NULL REFERENCES wallet_cards (id),
  tenant_id    text NOT NULL,
  account_id   uuid NOT NULL REFERENCES accounts (id),
  -- Where it happened (a site of the tenant); '' for a change made outside any shop.
  site_id      text NOT NULL DEFAULT '',
  shop_name    text NOT NULL DEFAULT '',
  action       text NOT NULL CHECK (action IN ('issue', 'top_up', 'payment', 'refund', 'points_earned', 'points_reversed')),
  point_add    integer NOT NULL,
  point_final  integer NOT NULL CHECK (point_final >= 0),
  value_add    integer NOT NULL,
  value_final  integer NOT NULL CHECK (value_final >= 0),
  bill_time    timestamptz NOT NULL,
  reason       text NOT NULL DEFAULT '',
  -- What caused the row (e.g. top_up:{txn}, pay:{txn}): one row per cause and card, so a retried
  -- credit or debit is written once.
  entry_key    text NOT NULL,
  CONSTRAINT wallet_history_entry_key UNIQUE (card_id, entry_key)
);

CREATE INDEX wallet_history_account_time_idx ON wallet_history (tenant_id, account_id, bill_time DESC, id DESC);

-- A top-up of a stored-value card paid through the gateway: the card is credited once, when the
-- gateway confirms the payment (the customer's status check or the re-check job).
CREATE TABLE wallet_top_ups (
  txn                uuid PRIMARY KEY,
  tenant_id          text NOT NULL,
  site_id            text NOT NULL,
  account_id         uuid NOT NULL REFERENCES accounts (id),
  card_id            uuid NOT NULL REFERENCES wallet_cards (id),
  payment_code       integer NOT NULL,
  -- credited to the card; charged = amount + surcharge.
  amount             integer NOT NULL CHECK (amount > 0),
  surcharge          integer NOT NULL CHECK (surcharge >= 0),
  charged            integer NOT NULL CHECK (charged = amount + surcharge),
  gateway            text NOT NULL,
  gateway_payment_id text NOT NULL,
  pay_ui_type        text NOT NULL CHECK (pay_ui_type IN ('DIALOG', 'REDIRECT')),
  status             text NOT NULL CHECK (status IN ('pending', 'approved', 'failed', 'abandoned')),
  card_number        text NOT NULL DEFAULT '',
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  settled_at         timestamptz,
  CONSTRAINT wallet_top_ups_gateway_payment_key UNIQUE (gateway, gateway_payment_id)
);

CREATE INDEX wallet_top_ups_pending_idx ON wallet_top_ups (created_at) WHERE status = 'pending';

-- A booking paid with a stored-value card: which card was debited (refunds credit it back).
ALTER TABLE payments ADD COLUMN wallet_card_id uuid REFERENCES wallet_cards (id);
