-- A top-up's start adds up the card's started, unsettled top-ups to hold the stored-value cap
-- (docs/wallet.md#top-up); this keeps that sum to the card's few rows however many top-ups exist.
CREATE INDEX wallet_top_ups_card_pending_idx ON wallet_top_ups (card_id) WHERE status = 'pending';
