-- Points spent on a programme's rewards (docs/wallet.md#rewards). The history names the points
-- spent (points_redeemed) and a reward's stored-value credit (reward_credit), each written once per
-- redemption and card by its entry key; a voucher may come from a reward.
ALTER TABLE wallet_history DROP CONSTRAINT wallet_history_action_check;
ALTER TABLE wallet_history ADD CONSTRAINT wallet_history_action_check
  CHECK (action IN ('issue', 'top_up', 'payment', 'refund', 'points_earned', 'points_reversed', 'points_redeemed', 'reward_credit'));

ALTER TABLE vouchers DROP CONSTRAINT vouchers_source_check;
ALTER TABLE vouchers ADD CONSTRAINT vouchers_source_check CHECK (source IN ('code', 'link', 'reward'));
