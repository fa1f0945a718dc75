/**
 * What the adapter contract tests of the remote providers share (docs/payment-providers.md#testing):
 * a database no adapter may touch, a new payment with the context a provider is sent, and a
 * notification endpoint that runs the adapter's signature check on the raw bytes, as the route does.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queryable } from '../../../server/db/database';
import type { NewGatewayPayment } from '../../../server/services/payments/payment-gateway';
import type {
  NotificationFacts,
  ProviderGateway,
  ProviderPaymentContext,
} from '../../../server/services/payments/provider-gateway';

/** Every call to the double ends after this long in the adapter tests. */
export const ADAPTER_TIMEOUT_MS = 400;

/** A remote adapter keeps nothing with us: any use of the database is a bug. */
export function noDatabase(provider: string): Queryable {
  const refuse = () => Promise.reject(new Error(`the ${provider} adapter must not touch the database`));
  return { query: refuse, exec: refuse, transaction: refuse } as unknown as Queryable;
}

export type ProviderPayment = NewGatewayPayment & ProviderPaymentContext;

let seq = 0;

/** New payments of $12.50 with a fresh reference and key each, with the provider's own defaults. */
export function paymentMaker(
  defaults: Pick<ProviderPayment, 'paymentCode' | 'paymentType' | 'notificationUrl'>,
): (over?: Partial<ProviderPayment>) => ProviderPayment {
  return (over = {}) => {
    seq += 1;
    const now = new Date();
    return {
      merchant: 'demo',
      description: `Parking ABCD-${seq}`,
      amount: 1250,
      returnUrl: `/shop/DEMO/pay/txn-${seq}`,
      payUiType: 'REDIRECT' as const,
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      now,
      reference: `txn-${seq}-${Date.now()}`,
      idempotencyKey: `pay-${seq}-${Date.now()}`,
      currency: 'AUD',
      ...defaults,
      ...over,
    };
  };
}

/** A notification endpoint on a free port: the adapter's check on the raw bytes, answered 200 with its ack or 400. */
export interface NotificationEndpoint {
  /** `http://127.0.0.1:<port>/payments/notify/<provider>/demo` */
  url: string;
  received: { status: number; facts: NotificationFacts | null }[];
  close(): Promise<void>;
}

export async function startNotificationEndpoint(
  gateway: () => ProviderGateway,
  provider: string,
): Promise<NotificationEndpoint> {
  const received: NotificationEndpoint['received'] = [];
  const endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      void gateway()
        .verifyNotification({ rawBody: Buffer.concat(chunks), headers, query: {} })
        .then((facts) => {
          received.push({ status: facts ? 200 : 400, facts });
          res
            .writeHead(facts ? 200 : 400, facts?.ack.contentType ? { 'content-type': facts.ack.contentType } : {})
            .end(facts?.ack.body ?? '');
        });
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/payments/notify/${provider}/demo`,
    received,
    close: () => new Promise<void>((resolve) => endpoint.close(() => resolve())),
  };
}
