/**
 * The Windcave adapter (docs/payment-providers.md#windcave): its REST API's hosted payment page
 * sessions (the payer enters the card on Windcave's page, shown in our dialog or reached by redirect),
 * the outcome read back from the session (never from the browser's return), its FPRN notification,
 * refunds as refund transactions, and card tokens (a validate session that stores the card; charging
 * a token is a purchase transaction with the card id).
 */
import { GatewayRejectedError } from '../../gateway-errors';
import type { CardRegistration, GatewayPayment } from '../../payment-gateway';
import type { ProviderGateway } from '../../provider-gateway';
import { callWindcave, type WindcaveConfig } from './windcave-http';
import {
  amountIn,
  decidingTransaction,
  refundStatus,
  sessionStatus,
  transactionStatus,
  windcaveAmount,
  type WindcaveSession,
  type WindcaveTransaction,
} from './windcave-status';

export type { WindcaveConfig };

/** Ids of payments made without a page (a saved card's purchase transaction), apart from session ids. */
const TRANSACTION_ID_PREFIX = 'txn_';
/** What Windcave's ids look like (hex and alphanumerics); anything else in a notification is not one of its ids. */
const WINDCAVE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function hppLink(body: Record<string, unknown>): string {
  const links = Array.isArray(body.links) ? (body.links as { rel?: unknown; href?: unknown }[]) : [];
  const hpp = links.find((l) => l.rel === 'hpp');
  if (typeof hpp?.href !== 'string')
    throw new GatewayRejectedError('windcave', 'invalid', 'session without an hpp link');
  return hpp.href;
}

function idOf(body: Record<string, unknown>, what: string): string {
  if (typeof body.id !== 'string' || body.id === '')
    throw new GatewayRejectedError('windcave', 'invalid', `${what} without an id`);
  return body.id;
}

function paymentOf(
  id: string,
  status: GatewayPayment['status'],
  t: WindcaveTransaction | undefined,
  fallback: { amount?: unknown; currency?: unknown },
): GatewayPayment {
  const currency =
    typeof t?.currency === 'string'
      ? t.currency
      : typeof fallback.currency === 'string'
        ? fallback.currency
        : undefined;
  return {
    gatewayPaymentId: id,
    status,
    amount: amountIn(undefined, t?.amount ?? fallback.amount, undefined),
    cardNumber: status === 'approved' ? (t?.card?.cardNumber ?? '') : '',
    cardHolder: status === 'approved' ? (t?.card?.cardHolderName ?? '') : '',
    ...(currency === undefined ? {} : { currency }),
  };
}

export function createWindcaveGateway(config: WindcaveConfig): ProviderGateway {
  const readSession = async (id: string) => {
    const answer = await callWindcave(config, 'GET', `/sessions/${encodeURIComponent(id)}`);
    return answer.status === 404 ? null : { status: answer.status, session: answer.body as WindcaveSession };
  };
  const readTransaction = async (id: string) => {
    const answer = await callWindcave(config, 'GET', `/transactions/${encodeURIComponent(id)}`);
    return answer.status === 404 ? null : { status: answer.status, transaction: answer.body as WindcaveTransaction };
  };

  const gateway: ProviderGateway = {
    name: 'windcave',
    async createPayment(_db, p) {
      if (p.savedCardToken !== undefined) {
        // A saved card: a purchase transaction with the stored card, no page.
        const answer = await callWindcave(
          config,
          'POST',
          '/transactions',
          {
            type: 'purchase',
            amount: windcaveAmount(p.amount),
            currency: p.currency,
            merchantReference: p.reference,
            cardId: p.savedCardToken,
            storedCardIndicator: 'credentialonfile',
            notificationUrl: p.notificationUrl,
          },
          p.idempotencyKey,
        );
        const transaction = answer.body as WindcaveTransaction;
        const id = idOf(answer.body, 'transaction');
        return {
          gatewayPaymentId: `${TRANSACTION_ID_PREFIX}${id}`,
          url: '',
          charged: transactionStatus(transaction, answer.status) === 'approved',
        };
      }
      const answer = await callWindcave(
        config,
        'POST',
        '/sessions',
        {
          type: 'purchase',
          methods: ['card'],
          amount: windcaveAmount(p.amount),
          currency: p.currency,
          merchantReference: p.reference,
          language: 'en',
          callbackUrls: { approved: p.returnUrl, declined: p.returnUrl, cancelled: p.returnUrl },
          notificationUrl: p.notificationUrl,
          // The page stops taking the card when our hold ends.
          expires: p.expiresAt.toISOString(),
        },
        p.idempotencyKey,
      );
      return { gatewayPaymentId: idOf(answer.body, 'session'), url: hppLink(answer.body) };
    },

    async getPayment(_db, id) {
      if (id.startsWith(TRANSACTION_ID_PREFIX)) {
        const read = await readTransaction(id.slice(TRANSACTION_ID_PREFIX.length));
        if (!read) return null;
        return paymentOf(id, transactionStatus(read.transaction, read.status), read.transaction, {});
      }
      const read = await readSession(id);
      if (!read) return null;
      const status = sessionStatus(read.session, read.status);
      return paymentOf(id, status, decidingTransaction(read.session), read.session);
    },

    async cancel(_db, id) {
      // Windcave has no call that closes a session early: it ends when it expires. A session that
      // is decided and not approved can no longer be paid; an open one may still be.
      const payment = await gateway.getPayment(_db, id, new Date());
      return payment !== null && (payment.status === 'declined' || payment.status === 'abandoned');
    },

    async refund(_db, id, amount, key) {
      const paymentTransaction = await paymentTransactionId(id);
      const answer = await callWindcave(
        config,
        'POST',
        '/transactions',
        { type: 'refund', amount: windcaveAmount(amount), transactionId: paymentTransaction, merchantReference: key },
        key,
      );
      const transaction = answer.body as WindcaveTransaction;
      if (refundStatus(transaction, answer.status) === 'failed')
        throw new GatewayRejectedError('windcave', 'declined', `refund refused: ${transaction.responseText ?? ''}`);
      return idOf(answer.body, 'refund');
    },

    async getRefund(refundId) {
      const read = await readTransaction(refundId);
      return read ? refundStatus(read.transaction, read.status) : null;
    },

    async startCardRegistration(_db, r) {
      const answer = await callWindcave(config, 'POST', '/sessions', {
        type: 'validate',
        methods: ['card'],
        amount: '1.00',
        currency: config.currency ?? 'NZD',
        storeCard: true,
        storedCardIndicator: 'credentialonfileinitial',
        callbackUrls: { approved: r.returnUrl, declined: r.returnUrl, cancelled: r.returnUrl },
        expires: r.expiresAt.toISOString(),
      });
      return { registrationId: idOf(answer.body, 'session'), url: hppLink(answer.body) };
    },

    async getCardRegistration(_db, id): Promise<CardRegistration | null> {
      const read = await readSession(id);
      if (!read) return null;
      const status = sessionStatus(read.session, read.status);
      if (status === 'pending') return { status: 'pending', card: null };
      const card = decidingTransaction(read.session)?.card;
      if (status !== 'approved' || !card?.id) return { status: 'abandoned', card: null };
      return {
        status: 'saved',
        card: {
          token: card.id,
          maskedNumber: card.cardNumber ?? '',
          brand: card.type ?? 'card',
          expiryMonth: Number(card.dateExpiryMonth ?? 0),
          expiryYear: 2000 + (Number(card.dateExpiryYear ?? 0) % 100),
          holder: card.cardHolderName ?? '',
        },
      };
    },

    async verifyNotification(n) {
      // FPRN carries no signature: it only names a session, which we then read back with our own
      // credentials. A name Windcave does not know under our account is forged.
      let sessionId = n.query.sessionId ?? n.query.sessionid;
      if (sessionId === undefined && n.rawBody.length > 0) {
        const text = n.rawBody.toString('utf8');
        sessionId = new URLSearchParams(text).get('sessionId') ?? undefined;
        if (sessionId === undefined) {
          try {
            const json = JSON.parse(text) as { sessionId?: unknown; id?: unknown };
            sessionId =
              typeof json.sessionId === 'string' ? json.sessionId : typeof json.id === 'string' ? json.id : undefined;
          } catch {
            sessionId = undefined;
          }
        }
      }
      if (sessionId === undefined || !WINDCAVE_ID.test(sessionId)) return null;
      const read = await readSession(sessionId);
      if (!read) return null;
      return { gatewayPaymentIds: [sessionId], refundIds: [], ack: { contentType: 'text/plain', body: '' } };
    },
  };

  /** The transaction a refund refers to: the session's approved one, or a saved card's purchase. */
  async function paymentTransactionId(id: string): Promise<string> {
    if (id.startsWith(TRANSACTION_ID_PREFIX)) return id.slice(TRANSACTION_ID_PREFIX.length);
    const read = await readSession(id);
    const approved = read?.session.transactions?.find((t) => t.authorised === true);
    if (!approved?.id)
      throw new GatewayRejectedError('windcave', 'invalid', `session ${id} has no approved transaction`);
    return approved.id;
  }

  return gateway;
}
