-- A pinpad charge given back to its card by a manager (docs/staff.md#pinpad-refund). One refund
-- per charge: the unique charge_id refuses a second, whoever asks and however many at once. The
-- manager's idempotency key makes a retry answer the first refund. The money goes back to the card
-- in the same transaction as this row (a `refund` history row, entry key pinpad-refund:{charge id}).
CREATE TABLE pinpad_refunds (
  id              uuid PRIMARY KEY,
  tenant_id       text NOT NULL CHECK (tenant_id <> ''),
  charge_id       uuid NOT NULL REFERENCES pinpad_charges (id),
  staff_id        uuid NOT NULL REFERENCES staff_members (id),
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[!-~]{16,64}$'),
  request_hash    text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  amount          integer NOT NULL CHECK (amount > 0),
  response        jsonb,
  created_at      timestamptz NOT NULL,
  CONSTRAINT pinpad_refunds_charge_key UNIQUE (charge_id),
  CONSTRAINT pinpad_refunds_key UNIQUE (tenant_id, staff_id, idempotency_key)
);

-- The site's recent charges, newest first (the manager's list to refund from).
CREATE INDEX pinpad_charges_site_idx ON pinpad_charges (tenant_id, site_id, created_at DESC);
