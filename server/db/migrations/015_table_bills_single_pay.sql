-- Table bills and single-pay requests (docs/shop.md#table-bill, docs/shop.md#single-pay).
-- Money changes only inside transactions that lock the bill or the request row first; the CHECKs
-- below are the last line: a bill can never be promised or paid more than its total.

-- One open bill per shop table; orders placed at the table add their lines to it. It is paid when
-- the payments approved add up to its total, and the next order at the table opens a new bill.
CREATE TABLE shop_table_bills (
  id         uuid PRIMARY KEY,
  tenant_id  text NOT NULL,
  shop_code  text NOT NULL,
  table_name text NOT NULL,
  status     text NOT NULL CHECK (status IN ('open', 'paid')),
  total      integer NOT NULL CHECK (total >= 0),
  -- Amount of the payments under way (pending at the gateway) plus those approved.
  reserved   integer NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= total),
  paid       integer NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= reserved),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (status = 'open' OR paid = total)
);
CREATE UNIQUE INDEX shop_table_bills_open_key ON shop_table_bills (tenant_id, shop_code, table_name) WHERE status = 'open';

-- A bill's items: one per order line. An item is locked by the payment paying it (until that
-- payment is approved, declined or lapses) and then marked paid by it.
CREATE TABLE shop_bill_items (
  bill_id     uuid NOT NULL REFERENCES shop_table_bills (id),
  item_no     integer NOT NULL CHECK (item_no >= 0),
  order_id    uuid NOT NULL REFERENCES shop_orders (id),
  name        jsonb NOT NULL,
  quantity    integer NOT NULL CHECK (quantity > 0),
  amount      integer NOT NULL CHECK (amount >= 0),
  locked_by   uuid,
  paid_by     uuid,
  PRIMARY KEY (bill_id, item_no),
  CHECK (paid_by IS NULL OR locked_by IS NULL)
);

-- A payment toward a bill: for chosen items, an even share, or the rest. The amount is set by the
-- server; `reserved` on the bill counts it from creation until it fails or lapses.
CREATE TABLE shop_bill_payments (
  id                 uuid PRIMARY KEY,
  bill_id            uuid NOT NULL REFERENCES shop_table_bills (id),
  account_id         uuid NOT NULL REFERENCES accounts (id),
  kind               text NOT NULL CHECK (kind IN ('items', 'share', 'rest')),
  amount             integer NOT NULL CHECK (amount > 0),
  surcharge          integer NOT NULL CHECK (surcharge >= 0),
  payment_code       integer NOT NULL,
  status             text NOT NULL CHECK (status IN ('pending', 'approved', 'failed', 'abandoned')),
  gateway            text NOT NULL,
  gateway_payment_id text NOT NULL,
  card_number        text NOT NULL DEFAULT '',
  expires_at         timestamptz NOT NULL,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX shop_bill_payments_bill_idx ON shop_bill_payments (bill_id, created_at);

-- Single pay: an amount required by staff or a POS, paid once by one customer before it expires.
-- The first customer who starts paying claims it (account_id); from then on it is theirs alone.
CREATE TABLE single_pay_requests (
  id                 uuid PRIMARY KEY,
  tenant_id          text NOT NULL,
  shop_code          text NOT NULL,
  action             text NOT NULL,
  required_by        text NOT NULL,
  reference          text NOT NULL,
  description        text NOT NULL,
  amount             integer NOT NULL CHECK (amount > 0),
  surcharge          integer NOT NULL DEFAULT 0 CHECK (surcharge >= 0),
  account_id         uuid REFERENCES accounts (id),
  status             text NOT NULL CHECK (status IN ('open', 'pending', 'paid')),
  payment_code       integer,
  gateway            text NOT NULL DEFAULT '',
  gateway_payment_id text NOT NULL DEFAULT '',
  card_number        text NOT NULL DEFAULT '',
  expires_at         timestamptz NOT NULL,
  paid_at            timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CONSTRAINT single_pay_requests_reference_key UNIQUE (tenant_id, reference),
  CHECK (status = 'open' OR account_id IS NOT NULL),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
