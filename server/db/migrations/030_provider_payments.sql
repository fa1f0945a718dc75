-- Payments at remote providers (docs/payment-providers.md#record-before-call). A row is written in the
-- same transaction as our own payment record, before the provider is ever called, so a crash or a
-- timeout never leaves money at a provider that we do not know about. The provider's id is added
-- once its create answered; until then the reference (our merchant reference) finds it.
CREATE TABLE provider_payments (
  reference           text PRIMARY KEY,
  provider            text NOT NULL,
  tenant_id           text NOT NULL,
  -- Sent with every create of this payment: a retry never makes a second payment.
  idempotency_key     text NOT NULL,
  amount              integer NOT NULL CHECK (amount > 0),
  currency            text NOT NULL,
  payment_type        text NOT NULL,
  description         text NOT NULL,
  return_url          text NOT NULL,
  notification_url    text NOT NULL,
  pay_ui_type         text NOT NULL CHECK (pay_ui_type IN ('DIALOG', 'REDIRECT')),
  saved_card_token    text,
  expires_at          timestamptz NOT NULL,
  -- recorded: not sent yet; creating: a create is under way; unknown: a create timed out or failed
  -- with a 5xx (it may exist); created: the provider answered with its id; rejected: the provider
  -- refused the create (nothing exists there); cancelled: cancelled before it was ever created.
  state               text NOT NULL CHECK (state IN ('recorded', 'creating', 'unknown', 'created', 'rejected', 'cancelled')),
  provider_payment_id text,
  provider_url        text,
  charged             boolean NOT NULL DEFAULT false,
  -- The last final status read back (approved, declined, abandoned): never moves back to pending.
  reported_status     text CHECK (reported_status IN ('approved', 'declined', 'abandoned')),
  -- amount_mismatch: the provider reported another amount or currency than asked; never settled.
  flag                text,
  attempts            integer NOT NULL DEFAULT 0,
  last_error          text,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  CONSTRAINT provider_payments_provider_id_key UNIQUE (provider, tenant_id, provider_payment_id)
);

-- The reconciliation job's sweep: creates of unknown outcome, and payments still open.
CREATE INDEX provider_payments_open_idx ON provider_payments (updated_at) WHERE reported_status IS NULL AND state <> 'rejected';

-- Refunds through the provider that took the money, once per key: recorded in the caller's
-- transaction, sent after it, and retried with the same key while the provider refuses or times out.
CREATE TABLE provider_refunds (
  id                  text PRIMARY KEY,
  reference           text NOT NULL REFERENCES provider_payments (reference),
  provider            text NOT NULL,
  tenant_id           text NOT NULL,
  idempotency_key     text NOT NULL,
  amount              integer NOT NULL CHECK (amount > 0),
  -- pending: not yet accepted by the provider (sent again with the same key); submitted: accepted,
  -- the provider is processing it; succeeded; failed: the provider reported it failed (staff act).
  status              text NOT NULL CHECK (status IN ('pending', 'submitted', 'succeeded', 'failed')),
  provider_refund_id  text,
  attempts            integer NOT NULL DEFAULT 0,
  last_error          text,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  CONSTRAINT provider_refunds_key UNIQUE (reference, idempotency_key)
);

CREATE INDEX provider_refunds_open_idx ON provider_refunds (updated_at) WHERE status IN ('pending', 'submitted');

-- Verified notifications, stored before they are answered: the same body twice is one row.
CREATE TABLE provider_notifications (
  id             text PRIMARY KEY,
  provider       text NOT NULL,
  tenant_id      text NOT NULL,
  body_sha256    text NOT NULL,
  -- The verified facts (JSON: the provider's payment and refund ids to read back).
  facts          text NOT NULL,
  received       integer NOT NULL DEFAULT 1,
  received_at    timestamptz NOT NULL,
  processed_at   timestamptz,
  CONSTRAINT provider_notifications_body_key UNIQUE (provider, tenant_id, body_sha256)
);
