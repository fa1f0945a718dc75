-- What a pool has due back as of now (lapsed holds, ended stays), read by every quote and pool
-- listing without releasing it: each index holds only its kind of live booking, by pool and time,
-- so the sum reads the due rows of one pool however many bookings are live.
CREATE INDEX bookings_pool_holds_due_idx ON bookings (tenant_id, site_id, offer_code, hold_expires_at) WHERE status = 'pending_payment';
CREATE INDEX bookings_pool_ends_due_idx ON bookings (tenant_id, site_id, offer_code, exit_at) WHERE status IN ('booked', 'topped_up');
