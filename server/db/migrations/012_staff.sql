-- Staff of a tenant (docs/staff.md): accounts of their own, apart from customers, with roles, an
-- admin flag, a password and a personal 4-6 digit counter PIN (both scrypt hashes), their sessions,
-- and the log of every staff action with who and when.

CREATE TABLE staff_members (
  id                 uuid PRIMARY KEY,
  tenant_id          text NOT NULL CHECK (tenant_id <> ''),
  -- The staff id typed at employee login.
  staff_code         text NOT NULL CHECK (staff_code ~ '^[A-Za-z0-9_-]{1,32}$'),
  -- E.164; a staff member may also sign in with it.
  phone              text CHECK (phone IS NULL OR phone ~ '^\+[1-9][0-9]{6,14}$'),
  name               text NOT NULL CHECK (name <> ''),
  roles              text[] NOT NULL DEFAULT '{}',
  -- The admin flag passes every permission check (docs/rules.md#permission-check).
  admin              boolean NOT NULL DEFAULT false,
  password_hash      text NOT NULL CHECK (password_hash LIKE 'scrypt$%'),
  pin_hash           text NOT NULL CHECK (pin_hash LIKE 'scrypt$%'),
  -- Consecutive wrong passwords / PINs; at the limit the sign-in / PIN locks until *_locked_until.
  failed_passwords   integer NOT NULL DEFAULT 0 CHECK (failed_passwords >= 0),
  password_locked_until timestamptz,
  failed_pins        integer NOT NULL DEFAULT 0 CHECK (failed_pins >= 0),
  pin_locked_until   timestamptz,
  disabled_at        timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CONSTRAINT staff_members_code_key UNIQUE (tenant_id, staff_code),
  CONSTRAINT staff_members_phone_key UNIQUE (tenant_id, phone)
);

-- A staff sign-in on one device. The token is kept only as its SHA-256. A session is usable for
-- staff calls only while unlocked: after the password, and again after every lock, the staff
-- member's PIN unlocks it (the shared counter device).
CREATE TABLE staff_sessions (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id     uuid NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  token_hash   text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  unlocked     boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at   timestamptz,
  CONSTRAINT staff_sessions_token_hash_key UNIQUE (token_hash)
);

CREATE INDEX staff_sessions_live_idx ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- Every staff action: who (staff member, or null for a failed sign-in of an unknown login), what,
-- on whom (a customer account id, a card, a login typed), and when.
CREATE TABLE staff_actions (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id  text NOT NULL,
  staff_id   uuid REFERENCES staff_members (id),
  action     text NOT NULL CHECK (action ~ '^[a-z_]{1,40}$'),
  subject    text NOT NULL DEFAULT '',
  detail     text NOT NULL DEFAULT '',
  at         timestamptz NOT NULL
);

CREATE INDEX staff_actions_tenant_time_idx ON staff_actions (tenant_id, at DESC, id DESC);
CREATE INDEX staff_actions_staff_idx ON staff_actions (staff_id, at DESC);
