-- Request counters of the API rate limiter. They live in the database (not in process memory)
-- so that several server processes behind a load balancer share one limit per client.
CREATE TABLE rate_limit_counters (
  key            text PRIMARY KEY,
  hits           integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

-- Expired windows are swept in batches by end time.
CREATE INDEX rate_limit_counters_window_ends_at_idx ON rate_limit_counters (window_ends_at);
