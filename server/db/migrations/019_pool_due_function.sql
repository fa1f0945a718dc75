-- What a pool has due back as of a time (lapsed holds, ended stays), as one function with a plan
-- made once per connection (docs/architecture.md#quote-plans). As a subquery of every quote, the
-- sums were planned again on each call: without the time's value PostgreSQL guesses that a third of
-- the rows are due and rates its one reusable plan far above a plan made for the value, so it kept
-- re-planning with the table's statistics, which cost more the more bookings there were. The plan
-- forced here is made without the values; its shape does not depend on them, and it reads only the
-- due rows of the pool (or, by the time index, the due rows the sweeper has not settled yet).
CREATE FUNCTION pool_due_tickets(p_tenant text, p_site text, p_offer text, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN (SELECT COALESCE(sum(b.tickets), 0) FROM bookings b
          WHERE b.tenant_id = p_tenant AND b.site_id = p_site AND b.offer_code = p_offer
            AND b.status = 'pending_payment' AND b.hold_expires_at <= p_now)
       + (SELECT COALESCE(sum(b.tickets), 0) FROM bookings b
          WHERE b.tenant_id = p_tenant AND b.site_id = p_site AND b.offer_code = p_offer
            AND b.status IN ('booked', 'topped_up') AND b.exit_at <= p_now);
END
$$;
