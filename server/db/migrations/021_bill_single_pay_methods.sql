-- Table bills and single pay take every visible non-cash method (docs/shop.md#bill-methods):
-- stored value, a saved card, or the gateway's page.

-- The stored-value card that paid a bill payment (a cancelled order's share is credited back to
-- it), and how much of the payment was refunded when staff cancelled a table order
-- (docs/shop.md#table-cancel). A refund never exceeds the payment.
ALTER TABLE shop_bill_payments ADD COLUMN wallet_card_id uuid REFERENCES wallet_cards (id);
ALTER TABLE shop_bill_payments ADD COLUMN refunded integer NOT NULL DEFAULT 0;
ALTER TABLE shop_bill_payments ADD CONSTRAINT shop_bill_payments_refunded_check CHECK (refunded >= 0 AND refunded <= amount + surcharge);

-- The stored-value card that paid a single-pay request.
ALTER TABLE single_pay_requests ADD COLUMN wallet_card_id uuid REFERENCES wallet_cards (id);
