-- Parking (docs/parking-api.md): ticket pools, bookings and their tickets, idempotency keys of
-- the calls that move money or inventory, and gate events. Offers and tariffs live in the tenant
-- files; only what changes at run time is here. Time columns are written from the application's
-- clock, never from now(), so rules can be tested without sleeping.

-- One pool per site and offer, created the first time the offer is booked. `capacity` is the
-- config's value as last applied; `available` is the balance. Tickets of live bookings
-- (pending_payment, booked, topped_up) + available = capacity, always. `available` may go below
-- zero when the config lowers capacity under the tickets held: nothing can be booked until
-- enough bookings end.
CREATE TABLE ticket_pool (
  tenant_id  text NOT NULL,
  site_id    text NOT NULL,
  offer_code text NOT NULL,
  capacity   integer NOT NULL CHECK (capacity >= 0),
  available  integer NOT NULL CHECK (available <= capacity),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, site_id, offer_code)
);

CREATE TABLE bookings (
  id              uuid PRIMARY KEY,
  tenant_id       text NOT NULL,
  site_id         text NOT NULL,
  offer_code      text NOT NULL,
  account_id      uuid NOT NULL REFERENCES accounts (id),
  -- The pre-pay reference number customers read out: XXXX-XXXX without 0, 1, I and O.
  reference       text NOT NULL CHECK (reference ~ '^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$'),
  -- What was sold, as it was when booked (the tenant file may change later).
  shop_code       text NOT NULL,
  lot_name        text NOT NULL,
  address         text NOT NULL,
  time_zone       text NOT NULL,
  offer_name      text NOT NULL,
  tariff          jsonb NOT NULL,
  tickets         integer NOT NULL CHECK (tickets > 0),
  entry_at        timestamptz NOT NULL,
  exit_at         timestamptz NOT NULL,
  -- Minor units: fee before surcharge, the payment method's surcharge, and what is paid.
  fee             integer NOT NULL CHECK (fee >= 0),
  surcharge       integer NOT NULL CHECK (surcharge >= 0),
  total           integer NOT NULL,
  payment_code    integer,
  license_plate   text NOT NULL DEFAULT '',
  status          text NOT NULL CHECK (status IN ('pending_payment', 'booked', 'topped_up', 'cancelled', 'expired', 'released')),
  -- Set while pending_payment: when the unpaid hold lapses.
  hold_expires_at timestamptz,
  card_number     text NOT NULL DEFAULT '',
  card_holder     text NOT NULL DEFAULT '',
  refund          integer NOT NULL DEFAULT 0 CHECK (refund >= 0),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  confirmed_at    timestamptz,
  -- When the tickets went back to the pool (released, cancelled or expired).
  ended_at        timestamptz,
  CONSTRAINT bookings_reference_key UNIQUE (reference),
  CONSTRAINT bookings_pool_fkey FOREIGN KEY (tenant_id, site_id, offer_code) REFERENCES ticket_pool (tenant_id, site_id, offer_code),
  CHECK (exit_at > entry_at),
  CHECK (total = fee + surcharge),
  CHECK ((status = 'pending_payment') = (hold_expires_at IS NOT NULL))
);

-- A customer's bookings, newest first.
CREATE INDEX bookings_account_idx ON bookings (account_id, entry_at DESC);
-- Holds to release and bookings to expire, found by the sweeper and by release on read.
CREATE INDEX bookings_holds_due_idx ON bookings (hold_expires_at) WHERE status = 'pending_payment';
CREATE INDEX bookings_ends_due_idx ON bookings (exit_at) WHERE status IN ('booked', 'topped_up');
CREATE INDEX bookings_pool_live_idx ON bookings (tenant_id, site_id, offer_code) WHERE status IN ('pending_payment', 'booked', 'topped_up');

-- One row per ticket of a booking: its pass code (the QR content, 128 random bits) and the latest
-- entry and exit the gates reported (kept as the latest, so batches arriving out of order agree;
-- the vehicle is inside when the latest entry is after the latest exit).
CREATE TABLE booking_tickets (
  booking_id    uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  position      integer NOT NULL CHECK (position >= 1),
  ticket_no     text NOT NULL,
  pass_code     text NOT NULL CHECK (pass_code ~ '^[A-Za-z0-9_-]{22}$'),
  last_entry_at timestamptz,
  last_exit_at  timestamptz,
  penalty       integer NOT NULL DEFAULT 0 CHECK (penalty >= 0),
  PRIMARY KEY (booking_id, position),
  CONSTRAINT booking_tickets_ticket_no_key UNIQUE (ticket_no),
  CONSTRAINT booking_tickets_pass_code_key UNIQUE (pass_code)
);

-- Idempotency keys of svc/order and spot/zeroTxn, per account. The row is inserted first in the
-- call's transaction, so concurrent retries wait for the first and then read its answer; a
-- refused call rolls its row back. `request_hash` is the SHA-256 of the call, shop and payload.
CREATE TABLE idempotency_keys (
  account_id      uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[!-~]{16,64}$'),
  request_hash    text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  response        jsonb,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (account_id, idempotency_key)
);

CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);

-- Gate events, once per event id and site, with the outcome answered the first time.
CREATE TABLE gate_events (
  tenant_id    text NOT NULL,
  site_id      text NOT NULL,
  event_id     text NOT NULL,
  request_hash text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  pass_code    text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('entry', 'exit')),
  seen_at      timestamptz NOT NULL,
  outcome      text NOT NULL CHECK (outcome IN ('accepted', 'refused')),
  code         text,
  disp_msg     text,
  ticket_no    text,
  reference    text,
  received_at  timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, site_id, event_id)
);
