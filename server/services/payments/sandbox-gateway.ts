/**
 * The built-in sandbox gateway: payments live in the database and are decided by hand on the
 * hosted page /sandbox/pay/{id} (Approve / Decline / Abandon). A payment nobody decides before it
 * expires reads as abandoned. Approved card payments carry the sandbox test card.
 */
import { randomBytes } from 'node:crypto';
import {
  decideSandboxPayment,
  findSandboxCardByToken,
  findSandboxPayment,
  insertSandboxChargedPayment,
  insertSandboxPayment,
  refundSandboxPayment,
  type SandboxPaymentRecord,
} from '../../db/repositories/sandbox-gateway-repository';
import { sandboxCardRegistration, startSandboxCardRegistration } from './sandbox-cards';
import type { PaymentDeps } from './payment-deps';
import type { GatewayPayment, PaymentGateway } from './payment-gateway';

export const SANDBOX_PAGE_PREFIX = '/sandbox/pay/';
export const SANDBOX_GATEWAY_API_PREFIX = '/sandbox-api/gateway/payments/';
/** The card every approved sandbox card payment is made with (a Visa test number). */
export const SANDBOX_TEST_CARD = { cardNumber: '4111111111111111', cardHolder: 'SANDBOX TESTER' };
export const SANDBOX_PAYMENT_ID = /^sbx_[A-Za-z0-9_-]{22}$/;

const newId = (prefix: string) => `${prefix}${randomBytes(16).toString('base64url')}`;

function view(record: SandboxPaymentRecord, now: Date): GatewayPayment {
  const lapsed = record.status === 'pending' && record.expiresAt <= now;
  const approved = record.status === 'approved';
  return {
    gatewayPaymentId: record.id,
    status: lapsed ? 'abandoned' : record.status,
    amount: record.amount,
    cardNumber: approved ? record.cardNumber : '',
    cardHolder: approved ? record.cardHolder : '',
  };
}

export const sandboxGateway: PaymentGateway = {
  name: 'sandbox',
  async createPayment(db, p) {
    const id = newId('sbx_');
    if (p.savedCardToken !== undefined) {
      // A saved card: charged at once (the payer entered it when saving it).
      const saved = await findSandboxCardByToken(db, p.savedCardToken);
      if (!saved) throw new Error('unknown saved card token');
      const { savedCardToken: _token, storedValueCard: _card, now, ...rest } = p;
      await insertSandboxChargedPayment(db, {
        id,
        ...rest,
        cardNumber: saved.maskedNumber,
        cardHolder: saved.holder,
        createdAt: now,
      });
      return { gatewayPaymentId: id, url: '', charged: true };
    }
    const card = p.storedValueCard ?? SANDBOX_TEST_CARD;
    await insertSandboxPayment(db, {
      id,
      merchant: p.merchant,
      description: p.description,
      amount: p.amount,
      returnUrl: p.returnUrl,
      payUiType: p.payUiType,
      cardNumber: card.cardNumber,
      cardHolder: card.cardHolder,
      expiresAt: p.expiresAt,
      createdAt: p.now,
    });
    return { gatewayPaymentId: id, url: `${SANDBOX_PAGE_PREFIX}${id}` };
  },
  async getPayment(db, id, now) {
    const record = await findSandboxPayment(db, id);
    return record && view(record, now);
  },
  async cancel(db, id, now) {
    // A pending payment becomes abandoned (its page then says so); a decided one stays as it is.
    const record = await decideSandboxPayment(db, id, 'abandoned', now);
    return record !== null && record.status !== 'approved';
  },
  async refund(db, id, amount, key, now) {
    return refundSandboxPayment(db, id, newId('sbr_'), key, amount, now);
  },
  startCardRegistration: startSandboxCardRegistration,
  getCardRegistration: sandboxCardRegistration,
};

export type { SandboxPaymentRecord };

export type SandboxDecision = 'approve' | 'decline' | 'abandon';
const DECIDED = { approve: 'approved', decline: 'declined', abandon: 'abandoned' } as const;

/** The hosted page's payment, and whether it can still be decided (pending and not expired). */
export async function sandboxPaymentPage(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  id: string,
): Promise<{ payment: SandboxPaymentRecord; live: boolean } | null> {
  const payment = await findSandboxPayment(deps.db, id);
  if (!payment) return null;
  return { payment, live: payment.status === 'pending' && payment.expiresAt > deps.now() };
}

/** The hosted page's buttons. An expired payment can only be abandoned. */
export async function decideSandbox(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  id: string,
  decision: SandboxDecision,
): Promise<SandboxPaymentRecord | null> {
  const now = deps.now();
  const record = await findSandboxPayment(deps.db, id);
  if (!record) return null;
  const outcome = record.expiresAt <= now ? 'abandoned' : DECIDED[decision];
  return decideSandboxPayment(deps.db, id, outcome, now);
}
