-- Failed password sign-ins for phone numbers that have no account with the tenant
-- (docs/rules.md#enumeration). They count and lock exactly like an account's failed_logins, so
-- the sixth try answers 'account locked' whether or not the number is registered. Only read while
-- the phone has no account.
CREATE TABLE unknown_phone_sign_in_failures (
  tenant_id      text NOT NULL CHECK (tenant_id <> ''),
  phone          text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  failed_logins  integer NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
  locked_at      timestamptz,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, phone)
);
