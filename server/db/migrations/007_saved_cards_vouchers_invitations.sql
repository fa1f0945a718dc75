-- Saved payment cards, vouchers and their claim links, invitations (docs/vouchers-and-invitations.md).
-- Time columns are written from the application's clock, never from now().

-- A customer's saved payment card: only what the gateway gave back when it tokenised the card.
-- Never a card number or a CVC: the masked number is what a receipt may show.
CREATE TABLE saved_cards (
  id            uuid PRIMARY KEY,
  tenant_id     text NOT NULL,
  account_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  gateway       text NOT NULL,
  token         text NOT NULL CHECK (length(token) BETWEEN 8 AND 200),
  masked_number text NOT NULL CHECK (masked_number !~ '[0-9]{8}'),
  brand         text NOT NULL DEFAULT '',
  expiry_month  integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year   integer NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2200),
  holder        text NOT NULL DEFAULT '',
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL,
  CONSTRAINT saved_cards_token_key UNIQUE (gateway, token)
);

CREATE INDEX saved_cards_account_idx ON saved_cards (tenant_id, account_id, created_at);
-- At most one default card per customer.
CREATE UNIQUE INDEX saved_cards_one_default_idx ON saved_cards (tenant_id, account_id) WHERE is_default;

-- The sandbox gateway's card registrations: its hosted card-entry page (/sandbox/card/{id}) turns
-- a card into a token. Like a real gateway's records, but it keeps no full number either: the
-- sandbox needs only the masked number and the expiry to charge a token.
CREATE TABLE sandbox_gateway_cards (
  id            text PRIMARY KEY CHECK (id ~ '^sbc_[A-Za-z0-9_-]{22}$'),
  merchant      text NOT NULL,
  return_url    text NOT NULL,
  pay_ui_type   text NOT NULL CHECK (pay_ui_type IN ('DIALOG', 'REDIRECT')),
  status        text NOT NULL CHECK (status IN ('pending', 'saved', 'abandoned')),
  token         text UNIQUE CHECK (token IS NULL OR token ~ '^sbt_[A-Za-z0-9_-]{22}$'),
  masked_number text NOT NULL DEFAULT '',
  brand         text NOT NULL DEFAULT '',
  expiry_month  integer,
  expiry_year   integer,
  holder        text NOT NULL DEFAULT '',
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL,
  decided_at    timestamptz,
  CHECK ((status = 'saved') = (token IS NOT NULL))
);

-- A voucher a customer collected (by code or by a claim link). Campaigns (discount, expiry) are
-- tenant configuration; this row is the customer's copy. One per customer and campaign: collecting
-- the same voucher twice changes nothing.
CREATE TABLE vouchers (
  id            uuid PRIMARY KEY,
  tenant_id     text NOT NULL,
  account_id    uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  campaign_code text NOT NULL,
  -- The customer's own coupon code (shown on the voucher, read out at a counter).
  coupon_code   text NOT NULL CHECK (coupon_code ~ '^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$'),
  source        text NOT NULL CHECK (source IN ('code', 'link')),
  expires_at    timestamptz NOT NULL,
  collected_at  timestamptz NOT NULL,
  -- The booking it was applied to, and the discount it gave (minor units). A booking whose unpaid
  -- hold was released gives the voucher back.
  booking_id    uuid REFERENCES bookings (id),
  discount      integer CHECK (discount IS NULL OR discount >= 0),
  applied_at    timestamptz,
  CONSTRAINT vouchers_campaign_key UNIQUE (tenant_id, account_id, campaign_code),
  CONSTRAINT vouchers_coupon_key UNIQUE (coupon_code),
  CHECK ((booking_id IS NULL) = (applied_at IS NULL) AND (booking_id IS NULL) = (discount IS NULL))
);

CREATE INDEX vouchers_booking_idx ON vouchers (booking_id) WHERE booking_id IS NOT NULL;

-- Claim links of vouchers: the token (128 random bits) is stored only as its SHA-256; a link is
-- claimed once, by one account, before it expires.
CREATE TABLE voucher_claim_tokens (
  token_hash    text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  tenant_id     text NOT NULL,
  campaign_code text NOT NULL,
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL,
  claimed_by    uuid REFERENCES accounts (id) ON DELETE SET NULL,
  claimed_at    timestamptz
);

-- Invitations: a link (its token, 128 random bits, stored as its SHA-256) that makes whoever
-- accepts it a member of a wallet programme. A member invitation is for one person (used once); a
-- merchant invitation may be accepted by many until it expires.
CREATE TABLE invitations (
  token_hash    text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  tenant_id     text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('merchant', 'member')),
  programme     text NOT NULL,
  -- Who invited (a member's account), for member invitations.
  invited_by    uuid REFERENCES accounts (id) ON DELETE SET NULL,
  -- A member invitation for one person: their phone (E.164); only that account may accept it.
  invitee_phone text CHECK (invitee_phone IS NULL OR invitee_phone ~ '^\+[1-9][0-9]{6,14}$'),
  expires_at    timestamptz NOT NULL,
  created_at    timestamptz NOT NULL
);

-- Who accepted an invitation (once per account; a member invitation has at most one row).
CREATE TABLE invitation_acceptances (
  token_hash  text NOT NULL REFERENCES invitations (token_hash) ON DELETE CASCADE,
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (token_hash, account_id)
);
