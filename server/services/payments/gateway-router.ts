/**
 * The gateway every payment service talks to (docs/payment-providers.md): it chooses the provider per
 * tenant and payment method (the method's `provider` and the tenant's `paymentProviders`), and keeps
 * the money rules that a remote provider needs and the sandbox does not:
 *
 * - Record before calling: a remote payment is recorded (provider_payments) in the caller's own
 *   transaction, and sent to the provider only after that committed, when the customer's browser
 *   opens /payments/go/{reference} (open()). Every create of it carries the same idempotency key.
 * - Unknown is not failed: a timeout or a 5xx leaves the payment pending; it is created again with
 *   the same key (or found by its reference) by the next open() or the reconciliation job.
 * - Read back, amount checked: a payment reads as approved only as the provider reports it; another
 *   amount or currency than asked is flagged and never settles.
 * - Refunds are recorded in the caller's transaction and sent after it, retried with the same key
 *   while the provider refuses or does not answer (visible to staff meanwhile).
 *
 * Stored ids of remote payments are `<provider>:<reference>`; the provider's own id is in the record.
 * A method whose provider is not configured pays through the fallback on a demo server (the sandbox)
 * and is refused on a production one.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { PaymentMethod, Tenant } from '../../../src/generated/tenant';
import type { Database, Queryable } from '../../db/database';
import {
  cancelUnsentProviderPayment,
  claimProviderCreate,
  findProviderPayment,
  findProviderPaymentByProviderId,
  findProviderRefundByProviderId,
  flagProviderPayment,
  insertProviderPayment,
  insertProviderRefund,
  listOpenProviderPayments,
  listOpenProviderRefunds,
  listOwedProviderRefunds,
  listUnprocessedNotifications,
  markNotificationProcessed,
  markProviderPaymentCancelled,
  recordProviderCreated,
  recordProviderCreateFailed,
  recordReportedStatus,
  setProviderPaymentUrls,
  storeProviderNotification,
  updateProviderRefund,
  type OwedProviderRefund,
  type ProviderPaymentRecord,
  type ProviderRefundRecord,
} from '../../db/repositories/provider-payment-repository';
import { REFUNDS_OWED_LISTED } from '../../../src/lib/limits';
import { secretValue, type SecretSource } from '../../tenants/secret-value';
import type { Clock } from '../shared/clock';
import type { ServiceLogger } from '../shared/service-logger';
import { GatewayRejectedError, GatewayUnavailableError } from './gateway-errors';
import type { GatewayPayment, GatewayPaymentStatus, NewGatewayPayment, PaymentGateway } from './payment-gateway';
import { providerOf } from './provider-context';
import type { NotificationFacts, ProviderGateway, ProviderNotification } from './provider-gateway';
import { isRemoteProvider, PROVIDERS, type ProviderEntry } from './providers';

/** Where the browser is sent to create a remote payment (the gateway URL the app opens). */
export const PROVIDER_GO_PREFIX = '/payments/go/';
/** Every call to a provider ends after this long unless the router is told otherwise. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;
/** The reconciliation job leaves a payment this long to its payer and its create before reading it back. */
export const RECONCILE_AFTER_MS = 60_000;
const BATCH = 100;

export interface GatewayRouterOptions {
  /** For the writes made outside a caller's transaction (open(), refunds sent, the job). */
  db: Database;
  now: Clock;
  log: ServiceLogger;
  /** The sandbox on a demo server (remote methods without configuration pay through it), else the unconfigured gateway. */
  fallback: PaymentGateway;
  tenantById(id: string): Tenant | undefined;
  /** Where the tenants' secret references are read (default process.env). */
  secrets?: SecretSource;
  /** The server's public address (https://parking.example.com) for the URLs sent to providers; default the request's. */
  publicUrl?: string;
  /** Provider name -> entry (default the registry of ./providers). */
  providers?: Readonly<Record<string, ProviderEntry>>;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** What the go page does with the browser. */
export type OpenOutcome =
  | { kind: 'redirect'; url: string }
  /** The provider did not answer (or answered 5xx): the payment stays pending; the page offers a retry. */
  | { kind: 'unavailable' }
  /** Another request is creating it right now: the page reloads shortly. */
  | { kind: 'busy' }
  | { kind: 'not-found' };

export type NotificationOutcome =
  | { kind: 'stored'; facts: NotificationFacts; bodySha256: string }
  | { kind: 'forged' }
  | { kind: 'unavailable' }
  | { kind: 'unknown-provider' };

/** A refund still owed at its provider, as staff see it (docs/payment-providers.md#refunds-owed). */
export type OpenRefund = OwedProviderRefund;

export interface GatewayRouter extends PaymentGateway {
  readonly fallback: PaymentGateway;
  /** The tenant's adapter of `provider`, null when its settings or secrets are missing. */
  adapter(tenantId: string, provider: string): ProviderGateway | null;
  /** Whether the method can take payments on this server (a remote one needs its provider configured, except on a demo server). */
  offers(tenant: Tenant, method: PaymentMethod): boolean;
  /** The go page: creates the payment at its provider (once per key) and says where to send the browser. */
  open(reference: string, origin: string): Promise<OpenOutcome>;
  /** A notification: verified on its raw bytes, then stored (answer the provider only after this). */
  receiveNotification(provider: string, tenantId: string, n: ProviderNotification): Promise<NotificationOutcome>;
  /** After the answer: reads back what a stored notification names and settles it. */
  processNotification(provider: string, tenantId: string, facts: NotificationFacts, bodySha256: string): Promise<void>;
  /** Sends the refunds still owed, with their first keys; how many moved on. */
  sendRefunds(): Promise<number>;
  /** The reconciliation job (docs/payment-providers.md#reconciliation); how many records moved on. */
  reconcile(): Promise<number>;
  /** Refunds not yet confirmed by their provider, for staff. */
  openRefunds(tenantId: string): Promise<OpenRefund[]>;
  /** Who settles a payment when its provider says it changed (the app wires the payment services). */
  setSettler(settle: (gatewayPaymentId: string) => Promise<void>): void;
}

const STORED_ID = /^(windcave|omipay|paypal|stripe):(.+)$/;

/** `windcave:<reference>` -> its parts; null for the sandbox's and other local ids. */
export function parseRoutedId(id: string): { provider: string; reference: string } | null {
  const match = STORED_ID.exec(id);
  return match?.[1] && match[2] ? { provider: match[1], reference: match[2] } : null;
}

function absolute(url: string, base: string): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, base).toString();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createGatewayRouter(options: GatewayRouterOptions): GatewayRouter {
  const providers = options.providers ?? PROVIDERS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const secrets = options.secrets ?? process.env;
  const demo = options.fallback.name === 'sandbox';
  const { db, log, fallback } = options;
  const cache = new Map<string, { settings: string; gateway: ProviderGateway | null }>();
  let settler: (gatewayPaymentId: string) => Promise<void> = async () => undefined;
  let kick: NodeJS.Timeout | null = null;

  function adapter(tenantId: string, provider: string): ProviderGateway | null {
    const tenant = options.tenantById(tenantId);
    const entry = providers[provider];
    if (!tenant || !entry) return null;
    const settings = tenant.paymentProviders ?? {};
    // Rebuilt when the tenant file's settings or the secrets they name change.
    const refs = JSON.stringify((settings as Record<string, unknown>)[provider] ?? null);
    const key = `${tenantId}\u0000${provider}`;
    const fingerprint = `${refs}\u0000${JSON.stringify(
      Object.values((settings as Record<string, Record<string, unknown>>)[provider] ?? {})
        .filter((v): v is { env: string } => typeof v === 'object' && v !== null && 'env' in v)
        .map((ref) => secretValue(secrets, ref) ?? ''),
    )}`;
    const cached = cache.get(key);
    if (cached?.settings === fingerprint) return cached.gateway;
    const built = entry(settings, secrets, { timeoutMs, ...(options.fetch ? { fetch: options.fetch } : {}) });
    const gateway = built && 'gateway' in built ? built.gateway : null;
    cache.set(key, { settings: fingerprint, gateway });
    return gateway;
  }

  /** Cards are saved with the provider of the tenant's first card method (Windcave: card tokens; Stripe: SetupIntents). */
  function cardProviderOf(tenantId: string): string {
    const tenant = options.tenantById(tenantId);
    return providerOf(tenant?.payment.methods.find((m) => m.paymentType === 'card' && m.visible));
  }

  /** The adapter of a remote method, or null when the method pays through the fallback. */
  function routeOf(
    p: Pick<NewGatewayPayment, 'merchant' | 'paymentCode'>,
  ): { provider: string; gateway: ProviderGateway } | null {
    const tenant = options.tenantById(p.merchant);
    const provider = providerOf(tenant?.payment.methods.find((m) => m.code === p.paymentCode));
    if (!isRemoteProvider(provider)) return null;
    const gateway = adapter(p.merchant, provider);
    if (gateway) return { provider, gateway };
    if (demo) return null;
    throw new GatewayRejectedError(provider, 'invalid', `${provider} is not configured for tenant ${p.merchant}`);
  }

  /**
   * Creates the recorded payment at its provider with its one key. Only one caller at a time holds
   * the claim; a create left unknown (timeout, 5xx, a crash) is claimed again.
   */
  async function createRemote(
    gateway: ProviderGateway,
    row: ProviderPaymentRecord,
    now: Date,
    exec: Queryable = db,
  ): Promise<{ providerPaymentId: string; url: string; charged: boolean } | 'unavailable' | 'rejected' | 'busy'> {
    const claimed = await claimProviderCreate(exec, row.reference, new Date(now.getTime() - 2 * timeoutMs), now);
    if (!claimed) return 'busy';
    try {
      const created = await gateway.createPayment(exec, {
        merchant: claimed.tenantId,
        paymentCode: 0,
        reference: claimed.reference,
        idempotencyKey: claimed.idempotencyKey,
        currency: claimed.currency,
        paymentType: claimed.paymentType as NewGatewayPayment['paymentType'],
        notificationUrl: claimed.notificationUrl,
        description: claimed.description,
        amount: claimed.amount,
        returnUrl: claimed.returnUrl,
        payUiType: claimed.payUiType,
        ...(claimed.savedCardToken === null ? {} : { savedCardToken: claimed.savedCardToken }),
        expiresAt: claimed.expiresAt,
        now,
      });
      const result = {
        providerPaymentId: created.gatewayPaymentId,
        url: created.url,
        charged: created.charged === true,
      };
      await recordProviderCreated(
        exec,
        claimed.reference,
        { providerPaymentId: result.providerPaymentId, providerUrl: result.url, charged: result.charged },
        now,
      );
      log.info({ reference: claimed.reference, provider: claimed.provider }, 'payment created at its provider');
      return result;
    } catch (error) {
      if (error instanceof GatewayRejectedError) {
        await recordProviderCreateFailed(exec, claimed.reference, 'rejected', describe(error), now);
        log.warn({ err: error, reference: claimed.reference }, 'provider refused to create a payment');
        return 'rejected';
      }
      // Unknown: the provider may have made it. It is created again with the same key, never a new one.
      await recordProviderCreateFailed(exec, claimed.reference, 'unknown', describe(error), now);
      log.warn({ err: error, reference: claimed.reference }, 'payment create at its provider: outcome unknown');
      return 'unavailable';
    }
  }

  /**
   * The provider's id of a payment whose create may have happened (unknown, or a create that never
   * came back): found by its reference where the provider can search, else created again with the
   * same key, which the provider answers with the payment it made the first time.
   */
  async function recover(exec: Queryable, gateway: ProviderGateway, row: ProviderPaymentRecord, now: Date) {
    if (row.providerPaymentId) return row.providerPaymentId;
    if (row.state !== 'unknown' && row.state !== 'creating') return null;
    if (gateway.findPaymentByReference) {
      try {
        const found = await gateway.findPaymentByReference(row.reference, now);
        if (found) {
          await recordProviderCreated(
            exec,
            row.reference,
            { providerPaymentId: found.gatewayPaymentId, providerUrl: '', charged: false },
            now,
          );
          return found.gatewayPaymentId;
        }
        // The provider never saw it: nothing to pay there, nothing to release.
        if (row.state === 'unknown')
          await recordProviderCreateFailed(exec, row.reference, 'rejected', 'not found at the provider', now);
        return null;
      } catch (error) {
        if (error instanceof GatewayUnavailableError) return null;
        throw error;
      }
    }
    const created = await createRemote(gateway, row, now, exec);
    return typeof created === 'object' ? created.providerPaymentId : null;
  }

  const view = (id: string, row: ProviderPaymentRecord, status: GatewayPaymentStatus): GatewayPayment => ({
    gatewayPaymentId: id,
    status,
    amount: row.amount,
    cardNumber: '',
    cardHolder: '',
  });

  async function cancelQuietly(gateway: ProviderGateway, providerId: string, now: Date): Promise<boolean> {
    try {
      return await gateway.cancel(db, providerId, now);
    } catch (error) {
      log.warn({ err: error, providerId }, 'cancel at the provider failed');
      return false;
    }
  }

  async function readBack(
    exec: Queryable,
    id: string,
    row: ProviderPaymentRecord,
    now: Date,
  ): Promise<GatewayPayment | null> {
    const gateway = adapter(row.tenantId, row.provider);
    // Its configuration was removed: it cannot be read, so it stays pending (never failed).
    if (!gateway) return view(id, row, row.reportedStatus ?? 'pending');
    const providerId = row.providerPaymentId ?? (await recover(exec, gateway, row, now));
    if (providerId === null) {
      const current = (await findProviderPayment(exec, row.reference)) ?? row;
      if (current.state === 'rejected') return view(id, current, 'declined');
      if (current.state === 'cancelled') return view(id, current, 'abandoned');
      if (
        current.state === 'recorded' &&
        current.expiresAt <= now &&
        (await cancelUnsentProviderPayment(exec, row.reference, now))
      )
        return view(id, current, 'abandoned');
      return view(id, current, 'pending');
    }
    // Cancelled by us: the payment services gave it up; the job refunds it should it be approved after all.
    if (row.state === 'cancelled') return view(id, row, 'abandoned');
    let reported: GatewayPayment | null;
    try {
      reported = await gateway.getPayment(exec, providerId, now);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      log.warn({ err: error, reference: row.reference }, 'payment read-back: provider unavailable, still pending');
      return view(id, row, row.reportedStatus ?? 'pending');
    }
    if (!reported) {
      log.warn({ reference: row.reference, providerId }, 'provider does not know a payment it created');
      return view(id, row, row.reportedStatus ?? 'pending');
    }
    let status = reported.status;
    let amount = reported.amount;
    if (status === 'approved') {
      const otherCurrency =
        reported.currency !== undefined && reported.currency.toUpperCase() !== row.currency.toUpperCase();
      if (otherCurrency) amount = -1;
      if (otherCurrency || reported.amount !== row.amount) {
        // Never settled: the settlement compares amounts and refuses. Staff see the flag.
        await flagProviderPayment(exec, row.reference, 'amount_mismatch', now);
        log.warn(
          { reference: row.reference, asked: row.amount, reported: reported.amount, currency: reported.currency },
          'provider reported another amount or currency than asked: not settled, flagged',
        );
      }
    }
    if (status === 'pending' && row.expiresAt <= now && (await cancelQuietly(gateway, providerId, now)))
      status = 'abandoned';
    if (status !== 'pending') {
      // The first final status wins: a late or out-of-order answer never moves it.
      const kept = await recordReportedStatus(exec, row.reference, status, now);
      if (kept !== status) status = kept;
    } else if (row.reportedStatus) status = row.reportedStatus;
    return {
      gatewayPaymentId: id,
      status,
      amount: status === 'approved' ? amount : row.amount,
      cardNumber: status === 'approved' ? reported.cardNumber : '',
      cardHolder: status === 'approved' ? reported.cardHolder : '',
      ...(reported.currency === undefined ? {} : { currency: reported.currency }),
    };
  }

  async function sendRefund(refund: ProviderRefundRecord, now: Date): Promise<boolean> {
    const gateway = adapter(refund.tenantId, refund.provider);
    const payment = await findProviderPayment(db, refund.reference);
    if (!gateway || !payment?.providerPaymentId) return false;
    try {
      if (refund.status === 'submitted' && refund.providerRefundId) {
        const state = await gateway.getRefund(refund.providerRefundId, now);
        if (state === 'succeeded' || state === 'failed') {
          if (state === 'failed') log.warn({ refund: refund.id }, 'provider reports a refund failed: staff to act');
          return updateProviderRefund(db, refund.id, 'submitted', { status: state }, now);
        }
        return false;
      }
      const providerRefundId = await gateway.refund(
        db,
        payment.providerPaymentId,
        refund.amount,
        refund.idempotencyKey,
        now,
      );
      if (!providerRefundId) throw new GatewayRejectedError(refund.provider, 'declined', 'refund refused');
      const state = await gateway.getRefund(providerRefundId, now).catch(() => 'pending' as const);
      return updateProviderRefund(
        db,
        refund.id,
        refund.status,
        { status: state === 'succeeded' ? 'succeeded' : 'submitted', providerRefundId },
        now,
      );
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError) && !(error instanceof GatewayRejectedError)) throw error;
      // Refused or unanswered: still owed, sent again with the same key (staff see it meanwhile).
      await updateProviderRefund(db, refund.id, refund.status, { status: refund.status, error: describe(error) }, now);
      log.warn({ err: error, refund: refund.id }, 'refund not accepted by its provider yet: pending, retried');
      return false;
    }
  }

  const router: GatewayRouter = {
    name: fallback.name,
    fallback,
    adapter,
    offers(tenant, method) {
      const provider = providerOf(method);
      return !isRemoteProvider(provider) || demo || adapter(tenant.id, provider) !== null;
    },

    async createPayment(exec, p) {
      const route = routeOf(p);
      if (!route) return fallback.createPayment(exec, p);
      // Recorded in the caller's transaction: the provider is called only once this committed.
      await insertProviderPayment(
        exec,
        {
          reference: p.reference,
          provider: route.provider,
          tenantId: p.merchant,
          idempotencyKey: p.idempotencyKey,
          amount: p.amount,
          currency: p.currency,
          paymentType: p.paymentType,
          description: p.description,
          returnUrl: p.returnUrl,
          notificationUrl: p.notificationUrl,
          payUiType: p.payUiType,
          savedCardToken: p.savedCardToken ?? null,
          expiresAt: p.expiresAt,
        },
        p.now,
      );
      return {
        gatewayPaymentId: `${route.provider}:${p.reference}`,
        url: `${PROVIDER_GO_PREFIX}${encodeURIComponent(p.reference)}`,
        gateway: route.provider,
      };
    },

    async getPayment(exec, id, now) {
      const routed = parseRoutedId(id);
      if (!routed) return fallback.getPayment(exec, id, now);
      const row = await findProviderPayment(exec, routed.reference);
      return row ? readBack(exec, id, row, now) : null;
    },

    async cancel(exec, id, now) {
      const routed = parseRoutedId(id);
      if (!routed) return fallback.cancel(exec, id, now);
      const row = await findProviderPayment(exec, routed.reference);
      if (!row) return false;
      if (!row.providerPaymentId && (await cancelUnsentProviderPayment(exec, row.reference, now))) return true;
      const gateway = adapter(row.tenantId, row.provider);
      if (!gateway) return false;
      const providerId = row.providerPaymentId ?? (await recover(exec, gateway, row, now));
      if (providerId === null) return cancelUnsentProviderPayment(exec, row.reference, now);
      let reported: GatewayPayment | null;
      try {
        reported = await gateway.getPayment(exec, providerId, now);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) return false;
        throw error;
      }
      if (!reported || reported.status === 'approved') return false;
      if (reported.status === 'pending') await cancelQuietly(gateway, providerId, now);
      else await recordReportedStatus(exec, row.reference, reported.status, now);
      // Given up on our side; should the provider still approve it, the job refunds it.
      await markProviderPaymentCancelled(exec, row.reference, now);
      return true;
    },

    async refund(exec, id, amount, key, now) {
      const routed = parseRoutedId(id);
      if (!routed) return fallback.refund(exec, id, amount, key, now);
      const row = await findProviderPayment(exec, routed.reference);
      if (!row) return null;
      const refund = await insertProviderRefund(
        exec,
        {
          id: `${row.provider}-refund-${randomUUID()}`,
          reference: row.reference,
          provider: row.provider,
          tenantId: row.tenantId,
          idempotencyKey: key,
          amount,
        },
        now,
      );
      // Sent once the caller's transaction committed; the job sends it again until the provider takes it.
      if (!kick) {
        kick = setTimeout(() => {
          kick = null;
          router.sendRefunds().catch((error: unknown) => log.warn({ err: error }, 'sending refunds failed'));
        }, 50);
        kick.unref();
      }
      return refund.id;
    },

    async startCardRegistration(exec, registration) {
      const provider = cardProviderOf(registration.merchant);
      const gateway = isRemoteProvider(provider) ? adapter(registration.merchant, provider) : null;
      if (!gateway) {
        if (isRemoteProvider(provider) && !demo)
          throw new GatewayRejectedError(provider, 'invalid', `${provider} is not configured`);
        return fallback.startCardRegistration(exec, registration);
      }
      // As the go page does for payments: the configured public address, else the browser's.
      const base = options.publicUrl ?? registration.origin;
      // The provider's own id: the one its page hands back to the return URL (?setup=...), so the
      // browser confirms with what it was given; the tenant's card provider is found again then.
      return gateway.startCardRegistration(exec, {
        ...registration,
        ...(base ? { returnUrl: absolute(registration.returnUrl, base) } : {}),
      });
    },

    async getCardRegistration(exec, id, now, merchant) {
      const provider = merchant === undefined ? undefined : cardProviderOf(merchant);
      const gateway =
        merchant !== undefined && provider !== undefined && isRemoteProvider(provider)
          ? adapter(merchant, provider)
          : null;
      return gateway ? gateway.getCardRegistration(exec, id, now) : fallback.getCardRegistration(exec, id, now);
    },

    async open(reference, origin) {
      const now = options.now();
      const row = await findProviderPayment(db, reference);
      if (!row) return { kind: 'not-found' };
      if (row.providerUrl) return { kind: 'redirect', url: row.providerUrl };
      const base = options.publicUrl ?? origin;
      const returnUrl = absolute(row.returnUrl, base);
      if (row.providerPaymentId || row.state === 'cancelled' || row.state === 'rejected' || row.expiresAt <= now)
        return { kind: 'redirect', url: returnUrl };
      const gateway = adapter(row.tenantId, row.provider);
      if (!gateway) return { kind: 'unavailable' };
      const notificationUrl = absolute(row.notificationUrl, base);
      await setProviderPaymentUrls(db, reference, { returnUrl, notificationUrl });
      const created = await createRemote(gateway, { ...row, returnUrl, notificationUrl }, now);
      if (created === 'busy') return { kind: 'busy' };
      if (created === 'unavailable') return { kind: 'unavailable' };
      if (created === 'rejected') return { kind: 'redirect', url: returnUrl };
      // A saved card is charged without a page: back to the app, which reads the outcome.
      return { kind: 'redirect', url: created.url === '' ? returnUrl : created.url };
    },

    async receiveNotification(provider, tenantId, n) {
      const gateway = isRemoteProvider(provider) ? adapter(tenantId, provider) : null;
      if (!gateway) return { kind: 'unknown-provider' };
      let facts: NotificationFacts | null;
      try {
        facts = await gateway.verifyNotification(n);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) return { kind: 'unavailable' };
        log.warn({ err: error, provider, tenant: tenantId }, 'notification could not be verified: refused');
        return { kind: 'forged' };
      }
      if (!facts) {
        log.warn({ provider, tenant: tenantId, bytes: n.rawBody.length }, 'notification with a bad signature refused');
        return { kind: 'forged' };
      }
      // The same notification twice is one row: its bytes, and its query (Windcave's FPRN is a bare GET).
      const query = Object.entries(n.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const bodySha256 = createHash('sha256')
        .update(JSON.stringify(query))
        .update('\n')
        .update(n.rawBody)
        .digest('hex');
      await storeProviderNotification(
        db,
        {
          id: randomUUID(),
          provider,
          tenantId,
          bodySha256,
          facts: JSON.stringify({ gatewayPaymentIds: facts.gatewayPaymentIds, refundIds: facts.refundIds }),
        },
        options.now(),
      );
      return { kind: 'stored', facts, bodySha256 };
    },

    async processNotification(provider, tenantId, facts, bodySha256) {
      const now = options.now();
      for (const providerId of facts.gatewayPaymentIds) {
        const row = await findProviderPaymentByProviderId(db, provider, tenantId, providerId);
        if (!row) {
          log.warn({ provider, providerId }, 'notification about a payment we have no record of');
          continue;
        }
        // Read back (never trusted on its own) and settled once by the payment's own service.
        await settler(`${provider}:${row.reference}`);
      }
      for (const providerRefundId of facts.refundIds) {
        const refund = await findProviderRefundByProviderId(db, provider, tenantId, providerRefundId);
        if (refund && (refund.status === 'submitted' || refund.status === 'pending')) await sendRefund(refund, now);
      }
      await markNotificationProcessed(db, provider, tenantId, bodySha256, now);
    },

    async sendRefunds() {
      let moved = 0;
      for (const refund of await listOpenProviderRefunds(db, BATCH))
        if (await sendRefund(refund, options.now())) moved += 1;
      return moved;
    },

    async reconcile() {
      const now = options.now();
      let moved = 0;
      for (const row of await listOpenProviderPayments(db, new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH)) {
        try {
          moved += await reconcileOne(row, now);
        } catch (error) {
          log.warn({ err: error, reference: row.reference }, 'reconciling a payment failed');
        }
      }
      // Notifications stored but never read back (the server stopped in between).
      for (const n of await listUnprocessedNotifications(db, BATCH)) {
        const facts = JSON.parse(n.facts) as Pick<NotificationFacts, 'gatewayPaymentIds' | 'refundIds'>;
        await router.processNotification(
          n.provider,
          n.tenantId,
          { ...facts, ack: { contentType: '', body: '' } },
          n.bodySha256,
        );
      }
      return moved + (await router.sendRefunds());
    },

    async openRefunds(tenantId) {
      return listOwedProviderRefunds(db, tenantId, REFUNDS_OWED_LISTED);
    },

    setSettler(settle) {
      settler = settle;
    },
  };

  /** One stale record: created again or found, read back, released when it lapsed, refunded when approved after we gave it up. */
  async function reconcileOne(row: ProviderPaymentRecord, now: Date): Promise<number> {
    const gateway = adapter(row.tenantId, row.provider);
    if (!gateway) return 0;
    const id = `${row.provider}:${row.reference}`;
    if (row.state === 'cancelled' && row.providerPaymentId) {
      const reported = await gateway.getPayment(db, row.providerPaymentId, now).catch(() => null);
      if (!reported || reported.status === 'pending') return 0;
      await recordReportedStatus(db, row.reference, reported.status, now);
      if (reported.status === 'approved') {
        // Money arrived for a payment we had given up: it goes back.
        await router.refund(
          db,
          id,
          reported.amount > 0 ? Math.min(reported.amount, row.amount) : row.amount,
          `cancelled-${row.reference}`,
          now,
        );
        log.warn({ reference: row.reference }, 'payment approved after it was cancelled: refunded');
      }
      return 1;
    }
    const before = row.reportedStatus;
    const read = await readBack(db, id, row, now);
    // The payment's own service settles it (a booking, a top-up, an order) with what was read.
    if (read && read.status !== 'pending') await settler(id);
    return read && read.status !== before && read.status !== 'pending' ? 1 : 0;
  }

  return router;
}
