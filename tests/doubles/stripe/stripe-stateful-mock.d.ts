/** stripe-stateful-mock ships no types: the one entry point the tests use. */
declare module 'stripe-stateful-mock' {
  import type { RequestListener } from 'node:http';

  /** The mock as an Express app (an http request listener); it listens nowhere until given to a server. */
  export function createExpressApp(): RequestListener;
}
