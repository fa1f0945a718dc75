-- Customer accounts of the accounts slice (docs/accounts-api.md): accounts, their sessions, SMS
-- verification codes, phone-verification tokens, SMS send counters, the sandbox SMS outbox and
-- server secrets. Every time column is written from the application's clock (an injected now()),
-- never from now(), so the rules can be tested without sleeping.

-- Server-side secrets generated once per database (e.g. the SMS code HMAC key when SMS_CODE_SECRET
-- is not set), so every process and every restart uses the same one.
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A customer of one tenant: the same phone in two tenants is two accounts.
CREATE TABLE accounts (
  id                uuid PRIMARY KEY,
  tenant_id         text NOT NULL CHECK (tenant_id <> ''),
  phone             text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  -- scrypt$N$r$p$salt$hash; null for an account that has no password yet (rtn -821009 at sign-in).
  password_hash     text CHECK (password_hash IS NULL OR password_hash LIKE 'scrypt$%'),
  first_name        text NOT NULL,
  last_name         text NOT NULL,
  email             text NOT NULL DEFAULT '',
  address           text NOT NULL DEFAULT '',
  city              text NOT NULL DEFAULT '',
  state             text NOT NULL DEFAULT '',
  postcode          text NOT NULL DEFAULT '' CHECK (postcode ~ '^[0-9]*$'),
  country           text NOT NULL DEFAULT '',
  license_plate     text NOT NULL DEFAULT '',
  birthday          date,
  terms_accepted_at timestamptz NOT NULL,
  -- Consecutive failed password sign-ins; 5 lock the account until a reset by SMS.
  failed_logins     integer NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
  locked_at         timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CONSTRAINT accounts_tenant_phone_key UNIQUE (tenant_id, phone)
);

-- Sign-in sessions. The token itself is never stored: only its SHA-256.
CREATE TABLE sessions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash   text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at   timestamptz,
  CONSTRAINT sessions_token_hash_key UNIQUE (token_hash)
);

-- Revoking "all (other) sessions of an account" looks up the live ones.
CREATE INDEX sessions_live_by_account_idx ON sessions (account_id) WHERE revoked_at IS NULL;

-- SMS verification codes, stored as HMAC-SHA-256 (server secret) of tenant, phone, purpose and code.
CREATE TABLE sms_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   text NOT NULL,
  phone       text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('signup', 'login', 'reset')),
  code_hash   text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  -- Tries so far; a try is only accepted while attempts < 5.
  attempts    integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  CHECK (expires_at > created_at)
);

-- At most one live code per phone and purpose: a new code replaces the previous one.
CREATE UNIQUE INDEX sms_codes_live_key ON sms_codes (tenant_id, phone, purpose) WHERE consumed_at IS NULL;
CREATE INDEX sms_codes_lookup_idx ON sms_codes (tenant_id, phone, purpose, created_at DESC);

-- Proof that a phone was verified for a purpose: single use, short-lived; only the SHA-256 is kept.
CREATE TABLE verification_tokens (
  token_hash  text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  tenant_id   text NOT NULL,
  phone       text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('signup', 'login', 'reset')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  CHECK (expires_at > created_at)
);

CREATE INDEX verification_tokens_expires_at_idx ON verification_tokens (expires_at);

-- SMS send counters, one row per phone (per tenant) and per client address (per tenant): sends
-- of the current day (in the tenant's time zone) and the time of the last send. Updated with one
-- conditional upsert, so concurrent requests in several processes cannot exceed a limit.
CREATE TABLE sms_send_counters (
  counter_key  text PRIMARY KEY,
  day          date NOT NULL,
  sends        integer NOT NULL CHECK (sends >= 0),
  last_sent_at timestamptz NOT NULL
);

-- The default SMS provider: messages are written here (and logged) instead of being sent.
CREATE TABLE sms_outbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id  text NOT NULL,
  phone      text NOT NULL,
  purpose    text NOT NULL CHECK (purpose IN ('signup', 'login', 'reset')),
  body       text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX sms_outbox_latest_idx ON sms_outbox (tenant_id, phone, id DESC);
