-- The tickets a customer holds at once in a pool over a stay, counted with a snapshot of its own
-- (docs/parking-api.md, "How an order is written"). svc/order's one statement calls it in the
-- condition of the pool's update: VOLATILE, so each call reads the database as it is when the call
-- runs, not as it was when the statement began; when the pool row changed after the statement
-- began (another order of the pool, committed meanwhile or waited for), PostgreSQL checks the
-- condition again on the newest row, and this count then sees that order's booking. The locked
-- path counts with it too, so the rule is written once.
CREATE FUNCTION tickets_held_overlapping(p_account uuid, p_tenant text, p_site text, p_offer text, p_entry timestamptz, p_exit timestamptz)
RETURNS integer
LANGUAGE plpgsql VOLATILE
AS $$
BEGIN
  RETURN (SELECT COALESCE(sum(b.tickets), 0)::int FROM bookings b
          WHERE b.account_id = p_account AND b.tenant_id = p_tenant AND b.site_id = p_site AND b.offer_code = p_offer
            AND b.status IN ('pending_payment', 'booked', 'topped_up') AND b.entry_at < p_exit AND b.exit_at > p_entry);
END
$$;
