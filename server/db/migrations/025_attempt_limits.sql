-- Attempt limits (docs/rules.md#attempt-limits): one row per thing that can be guessed (a staff
-- member's password or PIN, a wallet card's PIN, a phone's customer password). A try takes a slot
-- before its answer is compared, so concurrent guesses cannot all be compared before the count
-- catches up: wrong answers in a row plus tries in flight never exceed the limit.
CREATE TABLE attempt_limits (
  key              text PRIMARY KEY CHECK (key <> ''),
  -- Wrong answers in a row; a right answer sets it back to 0.
  wrong            integer NOT NULL DEFAULT 0 CHECK (wrong >= 0),
  -- Tries taken and not yet settled. A process that dies mid-try leaves its slot behind: the slots
  -- are a lease that ends at in_flight_until (the database's own clock), after which they are freed.
  in_flight        integer NOT NULL DEFAULT 0 CHECK (in_flight >= 0),
  in_flight_until  timestamptz,
  -- Set when `wrong` reached the limit: every try is refused until then ('infinity' = until cleared).
  locked_until     timestamptz,
  updated_at       timestamptz NOT NULL
);

-- Customer password sign-in moves onto the attempt limits: the counts so far come along, so a
-- customer half-way to the lock stays there. A lock on an account stays in accounts.locked_at (its
-- user status reads it); a locked number without an account keeps its lock here until cleared.
INSERT INTO attempt_limits (key, wrong, locked_until, updated_at)
SELECT 'customer-password:' || id::text, failed_logins, CASE WHEN locked_at IS NOT NULL THEN 'infinity'::timestamptz END, now()
FROM accounts WHERE failed_logins > 0 OR locked_at IS NOT NULL;

INSERT INTO attempt_limits (key, wrong, locked_until, updated_at)
SELECT 'customer-password:' || tenant_id || ':' || phone, failed_logins, CASE WHEN locked_at IS NOT NULL THEN 'infinity'::timestamptz END, updated_at
FROM unknown_phone_sign_in_failures;

DROP TABLE unknown_phone_sign_in_failures;
ALTER TABLE accounts DROP COLUMN failed_logins;

-- Staff counts move too; their columns go.
INSERT INTO attempt_limits (key, wrong, locked_until, updated_at)
SELECT 'staff-password:' || id::text, failed_passwords, password_locked_until, updated_at
FROM staff_members WHERE failed_passwords > 0 OR password_locked_until IS NOT NULL;

INSERT INTO attempt_limits (key, wrong, locked_until, updated_at)
SELECT 'staff-pin:' || id::text, failed_pins, pin_locked_until, updated_at
FROM staff_members WHERE failed_pins > 0 OR pin_locked_until IS NOT NULL;

ALTER TABLE staff_members DROP COLUMN failed_passwords, DROP COLUMN password_locked_until,
  DROP COLUMN failed_pins, DROP COLUMN pin_locked_until;
