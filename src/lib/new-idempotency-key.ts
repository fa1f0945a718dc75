/**
 * A key for one intent of the customer (an order, a payment attempt, a cancellation): the server
 * acts once per key (docs/parking-api.md, Idempotency). A UUID leaves room for derived suffixes
 * such as '.zero' within the 64 characters allowed.
 */
export function newIdempotencyKey(): Promise<string> {
  return Promise.resolve(crypto.randomUUID());
}
