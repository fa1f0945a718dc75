-- Shop orders paid like parking (docs/shop.md#paying): stored value, saved card, voucher; prices
-- the customer was shown (docs/shop.md#price-changed); delivery to the car (docs/shop.md#car).

-- The card that paid an order from stored value (a refund credits it back), the voucher applied.
ALTER TABLE shop_orders ADD COLUMN wallet_card_id uuid REFERENCES wallet_cards (id);
ALTER TABLE shop_orders ADD COLUMN voucher_id uuid REFERENCES vouchers (id);
-- Delivery to the car: the customer's current parking booking at the shop's site, and the bay or
-- the plate the runner looks for.
ALTER TABLE shop_orders ADD COLUMN car_booking_id uuid REFERENCES bookings (id);
ALTER TABLE shop_orders ADD COLUMN car_bay text;
ALTER TABLE shop_orders ADD COLUMN car_plate text;
ALTER TABLE shop_orders DROP CONSTRAINT shop_orders_fulfilment_check;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_fulfilment_check CHECK (fulfilment IN ('delivery', 'pickup', 'table', 'car'));
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_car_check
  CHECK ((fulfilment = 'car') = (car_booking_id IS NOT NULL AND (car_bay IS NOT NULL OR car_plate IS NOT NULL)));

-- A voucher applied to a shop order (given back when that order is cancelled). It is applied to a
-- booking or a shop order, and carries the discount and time of the one it was applied to last.
ALTER TABLE vouchers ADD COLUMN shop_order_id uuid REFERENCES shop_orders (id);
ALTER TABLE vouchers DROP CONSTRAINT vouchers_check;
ALTER TABLE vouchers ADD CONSTRAINT vouchers_applied_check
  CHECK ((booking_id IS NULL AND shop_order_id IS NULL) = (applied_at IS NULL) AND (applied_at IS NULL) = (discount IS NULL));

-- The unit price the customer was shown for each cart line (key: product and options), so a price
-- changed since is flagged instead of charged.
ALTER TABLE shop_carts ADD COLUMN shown_prices jsonb NOT NULL DEFAULT '{}'::jsonb;

-- How the order was paid, for the receipt: gateway (its page), savedCard, storedValue, none.
ALTER TABLE shop_orders ADD COLUMN paid_with text CHECK (paid_with IN ('gateway', 'savedCard', 'storedValue', 'none'));
