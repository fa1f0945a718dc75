-- The pinpad kiosk (docs/staff.md#pinpad) and My spots (docs/customer-places.md#my-spots).

-- A charge of a customer's stored-value card at the pinpad kiosk, made by a staff member's session.
-- The row is inserted first in the charge's transaction with the staff member's idempotency key, so
-- a retried charge waits for the first and then answers what it answered; a refused charge rolls
-- its row back with the debit. The debit itself is the card's `payment` history row with entry key
-- pinpad:{id}.
CREATE TABLE pinpad_charges (
  id              uuid PRIMARY KEY,
  tenant_id       text NOT NULL CHECK (tenant_id <> ''),
  staff_id        uuid NOT NULL REFERENCES staff_members (id),
  site_id         text NOT NULL,
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[!-~]{16,64}$'),
  -- SHA-256 of the call's payload without the PIN: the same key with other details is refused.
  request_hash    text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  card_id         uuid NOT NULL REFERENCES wallet_cards (id),
  amount          integer NOT NULL CHECK (amount > 0),
  response        jsonb,
  created_at      timestamptz NOT NULL,
  CONSTRAINT pinpad_charges_key UNIQUE (tenant_id, staff_id, idempotency_key)
);

CREATE INDEX pinpad_charges_card_idx ON pinpad_charges (card_id, created_at DESC);

-- A vehicle a customer saved under My spots: its plate (upper-case, no spaces) and a name of their
-- own; at most SAVED_VEHICLES_MAX per account (checked by the service under the account's row lock).
CREATE TABLE saved_vehicles (
  id          uuid PRIMARY KEY,
  tenant_id   text NOT NULL CHECK (tenant_id <> ''),
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  plate       text NOT NULL CHECK (plate ~ '^[A-Z0-9-]{1,10}$'),
  nickname    text NOT NULL DEFAULT '' CHECK (char_length(nickname) <= 40),
  created_at  timestamptz NOT NULL,
  CONSTRAINT saved_vehicles_plate_key UNIQUE (account_id, plate)
);

CREATE INDEX saved_vehicles_account_idx ON saved_vehicles (tenant_id, account_id, created_at);
