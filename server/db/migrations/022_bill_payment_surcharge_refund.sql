-- The part of a bill payment's surcharge given back when staff cancel a table order whose items it
-- paid (docs/shop.md#table-cancel): the surcharge goes back in proportion to the amount given back.
-- `refunded` stays the amount of the bill given back (what the bill's paid figure drops by); the
-- payer was given back refunded + surcharge_refunded.
ALTER TABLE shop_bill_payments ADD COLUMN surcharge_refunded integer NOT NULL DEFAULT 0;
ALTER TABLE shop_bill_payments ADD CONSTRAINT shop_bill_payments_surcharge_refunded_check CHECK (surcharge_refunded >= 0 AND surcharge_refunded <= surcharge);
