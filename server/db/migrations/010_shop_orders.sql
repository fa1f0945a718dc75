-- Shop ordering (docs/shop.md): what staff change during the day (availability), the customers'
-- carts, and orders with their lines. Prices, options and fees are copied onto the order as they
-- were charged: the catalogue may change later, the order does not.

-- Products staff marked sold out or hidden today (a product without a row is available).
CREATE TABLE shop_availability (
  tenant_id  text NOT NULL,
  shop_code  text NOT NULL,
  product_id text NOT NULL,
  state      text NOT NULL CHECK (state IN ('sold_out', 'hidden')),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, shop_code, product_id)
);

-- One cart per customer and shop; its lines as the customer chose them (no prices: the server
-- prices them from the catalogue whenever it is read). It expires cartMinutes after its last change.
CREATE TABLE shop_carts (
  tenant_id  text NOT NULL,
  shop_code  text NOT NULL,
  account_id uuid NOT NULL REFERENCES accounts (id),
  lines      jsonb NOT NULL,
  notes      text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, shop_code, account_id)
);

CREATE TABLE shop_orders (
  id                 uuid PRIMARY KEY,
  tenant_id          text NOT NULL,
  shop_code          text NOT NULL,
  account_id         uuid NOT NULL REFERENCES accounts (id),
  reference          text NOT NULL,
  fulfilment         text NOT NULL CHECK (fulfilment IN ('delivery', 'pickup', 'table')),
  delivery_address   jsonb,
  zone_id            text,
  pickup_at          timestamptz,
  table_name         text,
  notes              text NOT NULL DEFAULT '',
  goods              integer NOT NULL CHECK (goods >= 0),
  discount           integer NOT NULL CHECK (discount >= 0 AND discount <= goods),
  delivery_fee       integer NOT NULL CHECK (delivery_fee >= 0),
  tip                integer NOT NULL CHECK (tip >= 0),
  surcharge          integer NOT NULL CHECK (surcharge >= 0),
  total              integer NOT NULL CHECK (total >= 0),
  payment_code       integer NOT NULL,
  -- pending_payment until the gateway approves; then received -> preparing -> ready -> completed,
  -- or cancelled (refunded when it was paid). An unpaid order lapses to cancelled.
  status             text NOT NULL CHECK (status IN ('pending_payment', 'received', 'preparing', 'ready', 'completed', 'cancelled')),
  payment_status     text NOT NULL CHECK (payment_status IN ('pending', 'approved', 'failed', 'abandoned', 'refunded')),
  gateway            text NOT NULL,
  gateway_payment_id text NOT NULL,
  card_number        text NOT NULL DEFAULT '',
  refunded           integer NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= total),
  pay_expires_at     timestamptz NOT NULL,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CONSTRAINT shop_orders_reference_key UNIQUE (tenant_id, reference),
  CHECK (total = goods - discount + delivery_fee + tip + surcharge),
  CHECK ((fulfilment = 'delivery') = (delivery_address IS NOT NULL AND zone_id IS NOT NULL)),
  CHECK ((fulfilment = 'pickup') = (pickup_at IS NOT NULL)),
  CHECK ((fulfilment = 'table') = (table_name IS NOT NULL))
);

CREATE INDEX shop_orders_account_idx ON shop_orders (tenant_id, account_id, created_at DESC);
-- The POS report: a shop's orders by time.
CREATE INDEX shop_orders_shop_idx ON shop_orders (tenant_id, shop_code, created_at DESC);

CREATE TABLE shop_order_lines (
  order_id   uuid NOT NULL REFERENCES shop_orders (id),
  line_no    integer NOT NULL CHECK (line_no >= 0),
  product_id text NOT NULL,
  -- The product's and options' names per language as they were ordered.
  name       jsonb NOT NULL,
  quantity   integer NOT NULL CHECK (quantity > 0),
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  line_total integer NOT NULL CHECK (line_total = unit_price * quantity),
  options    jsonb NOT NULL,
  PRIMARY KEY (order_id, line_no)
);
