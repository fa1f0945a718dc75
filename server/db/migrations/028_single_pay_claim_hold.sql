-- A single-pay request's claim lasts only while its payment is under way (docs/shop.md#single-pay):
-- until the gateway answers declined or abandoned, or at the latest until this time
-- (SINGLE_PAY_HOLD_MINUTES after the start, never past the request's expiry), when the payment is
-- cancelled at the gateway and the request is open to anyone again. NULL while nobody pays it.
ALTER TABLE single_pay_requests ADD COLUMN hold_expires_at timestamptz;
