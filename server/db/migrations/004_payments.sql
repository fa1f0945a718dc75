-- Payments (docs/parking-api.md, "Payment"): one row per attempt to pay for a booking or a
-- top-up, and the built-in sandbox gateway's own records. Gateways are external in production;
-- the sandbox keeps its payments here so a server restart loses nothing.

-- Our side of a payment. `txn` is what the app carries in pay/{txn}. `amount` is taken from the
-- booking (or the top-up quote) on the server, never from the client.
CREATE TABLE payments (
  txn                uuid PRIMARY KEY,
  tenant_id          text NOT NULL,
  site_id            text NOT NULL,
  booking_id         uuid NOT NULL REFERENCES bookings (id),
  account_id         uuid NOT NULL REFERENCES accounts (id),
  purpose            text NOT NULL CHECK (purpose IN ('booking', 'top_up')),
  payment_code       integer NOT NULL,
  -- amount = fee + surcharge (the method's surcharge on the fee).
  amount             integer NOT NULL CHECK (amount > 0),
  fee                integer NOT NULL CHECK (fee >= 0),
  surcharge          integer NOT NULL CHECK (surcharge >= 0),
  -- Top-ups: the booking's exit when quoted and the exit paid for (applied only if the exit is still extend_from).
  extend_from        timestamptz,
  extend_to          timestamptz,
  gateway            text NOT NULL,
  gateway_payment_id text NOT NULL,
  pay_ui_type        text NOT NULL CHECK (pay_ui_type IN ('DIALOG', 'REDIRECT')),
  -- pending until the gateway answers; approved (booking confirmed); failed (declined: pay again);
  -- abandoned (given up or expired: the hold is released); refunded (approved too late).
  status             text NOT NULL CHECK (status IN ('pending', 'approved', 'failed', 'abandoned', 'refunded')),
  card_number        text NOT NULL DEFAULT '',
  -- Refunded of an approved payment so far (a cancellation), minor units.
  refunded           integer NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= amount),
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  settled_at         timestamptz,
  CONSTRAINT payments_gateway_payment_key UNIQUE (gateway, gateway_payment_id),
  CHECK (amount = fee + surcharge),
  CHECK ((purpose = 'top_up') = (extend_to IS NOT NULL AND extend_from IS NOT NULL AND extend_to > extend_from))
);

CREATE INDEX payments_booking_idx ON payments (booking_id);
-- Payments the re-check job asks the gateway about.
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending';

-- The sandbox gateway: what its hosted page (/sandbox/pay/{id}) shows and decides.
CREATE TABLE sandbox_gateway_payments (
  id          text PRIMARY KEY CHECK (id ~ '^sbx_[A-Za-z0-9_-]{22}$'),
  merchant    text NOT NULL,
  description text NOT NULL,
  amount      integer NOT NULL CHECK (amount > 0),
  return_url  text NOT NULL,
  pay_ui_type text NOT NULL CHECK (pay_ui_type IN ('DIALOG', 'REDIRECT')),
  card_number text NOT NULL,
  card_holder text NOT NULL DEFAULT '',
  status      text NOT NULL CHECK (status IN ('pending', 'approved', 'declined', 'abandoned')),
  refunded    integer NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= amount),
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL,
  decided_at  timestamptz
);

-- Refunds the sandbox made, once per idempotency key.
CREATE TABLE sandbox_gateway_refunds (
  id              text PRIMARY KEY,
  payment_id      text NOT NULL REFERENCES sandbox_gateway_payments (id),
  idempotency_key text NOT NULL,
  amount          integer NOT NULL CHECK (amount > 0),
  created_at      timestamptz NOT NULL,
  CONSTRAINT sandbox_gateway_refunds_key UNIQUE (payment_id, idempotency_key)
);
