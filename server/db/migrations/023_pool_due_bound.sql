-- A bound on when each pool's first ticket can fall due back to it (docs/architecture.md#due-bound):
-- no live booking can fall due before due_not_before (a pending one at its hold's end, or at its
-- exit once paid; a booked or topped-up one at its exit).
-- A quote asked before it knows that nothing is due and skips the due sums, which were half of
-- PostgreSQL's work in a quote. Every statement that takes tickets lowers the bound to the new
-- booking's hold and exit; settling a pool under its lock raises it to the next due time.
ALTER TABLE ticket_pool ADD COLUMN due_not_before timestamptz NOT NULL DEFAULT 'infinity';

UPDATE ticket_pool p SET due_not_before = COALESCE(
  LEAST(
    (SELECT min(LEAST(b.hold_expires_at, b.exit_at)) FROM bookings b
     WHERE b.tenant_id = p.tenant_id AND b.site_id = p.site_id AND b.offer_code = p.offer_code AND b.status = 'pending_payment'),
    (SELECT min(b.exit_at) FROM bookings b
     WHERE b.tenant_id = p.tenant_id AND b.site_id = p.site_id AND b.offer_code = p.offer_code AND b.status IN ('booked', 'topped_up'))
  ),
  'infinity');
