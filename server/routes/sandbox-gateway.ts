/**
 * The sandbox payment gateway's hosted page (docs/rules.md#payment-providers), server-rendered, not the SPA:
 *   GET  /sandbox/pay/{id}                                  the payment with Approve / Decline / Abandon
 *   POST /sandbox-api/gateway/payments/{id}/{decision}       a button (approve | decline | abandon)
 * After a decision a REDIRECT payment goes back to the app's pay/{txn} page; a DIALOG one shows
 * the outcome and asks to close the dialog (the app polls svc/payStatus meanwhile).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from '../../src/lib/money';
import type { PaymentServices } from '../services/payments/payment-services';
import { registerSandboxCardPages } from './sandbox-card-pages';
import { escapeHtml, page, SANDBOX_DECIDED_SCRIPT, SANDBOX_DECIDED_SCRIPT_PATH } from './sandbox-page';
import {
  SANDBOX_GATEWAY_API_PREFIX,
  SANDBOX_PAGE_PREFIX,
  SANDBOX_PAYMENT_ID,
  type SandboxDecision,
  type SandboxPaymentRecord,
} from '../services/payments/sandbox-gateway';

const OUTCOME: Record<SandboxPaymentRecord['status'], string> = {
  pending: 'Waiting for your decision',
  approved: 'Payment approved',
  declined: 'Payment declined',
  abandoned: 'Payment abandoned',
};

function paymentPage(p: SandboxPaymentRecord, live: boolean): string {
  const button = (decision: SandboxDecision, label: string) =>
    `<form method="post" action="${SANDBOX_GATEWAY_API_PREFIX}${p.id}/${decision}"><button type="submit" class="${decision}" name="decision" value="${decision}">${label}</button></form>`;
  const status = p.status === 'pending' && !live ? 'Payment expired' : OUTCOME[p.status];
  const after =
    p.payUiType === 'DIALOG'
      ? `<p class="note">You can close this window.</p><script src="${SANDBOX_DECIDED_SCRIPT_PATH}" data-payment-id="${escapeHtml(p.id)}"></script>`
      : `<p><a href="${escapeHtml(p.returnUrl)}">Back to the shop</a></p>`;
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment</h1><p class="note">Test gateway: no real money moves.</p>
<p>${escapeHtml(p.description)} (${escapeHtml(p.merchant)})</p><p class="amount">${escapeHtml(formatMoney(p.amount))}</p>
<p>Card: ${escapeHtml(p.cardNumber.replace(/^(\d{4})\d+(\d{4})$/, '$1 •••• •••• $2'))}</p>
<p id="status"><strong>${escapeHtml(status)}</strong></p>
${live ? `${button('approve', 'Approve')}${button('decline', 'Decline')}${button('abandon', 'Abandon')}` : after}`,
  );
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/html; charset=utf-8').send(page('Payment not found', '<h1>Payment not found</h1>'));
}

export async function sandboxGatewayRoutes(scope: FastifyInstance, opts: { payments: PaymentServices }): Promise<void> {
  const { payments } = opts;
  // The pages' forms post application/x-www-form-urlencoded: the payment page's decision is in the
  // path (its body is ignored); the card page's fields are in the body.
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
  );
  registerSandboxCardPages(scope, payments);

  scope.get(SANDBOX_DECIDED_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(SANDBOX_DECIDED_SCRIPT),
  );

  scope.get<{ Params: { id: string } }>(
    `${SANDBOX_PAGE_PREFIX}:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!SANDBOX_PAYMENT_ID.test(request.params.id)) return notFound(reply);
      const found = await payments.sandboxPayment(request.params.id);
      if (!found) return notFound(reply);
      return reply.type('text/html; charset=utf-8').send(paymentPage(found.payment, found.live));
    },
  );

  scope.post<{ Params: { id: string; decision: string } }>(
    `${SANDBOX_GATEWAY_API_PREFIX}:id/:decision`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, decision } = request.params;
      if (!SANDBOX_PAYMENT_ID.test(id) || !['approve', 'decline', 'abandon'].includes(decision)) return notFound(reply);
      const decided = await payments.decideSandbox(id, decision as SandboxDecision);
      if (!decided) return notFound(reply);
      // 303: the browser follows with a GET. REDIRECT payments return to the app, which then asks svc/payStatus.
      return reply.redirect(decided.payUiType === 'REDIRECT' ? decided.returnUrl : `${SANDBOX_PAGE_PREFIX}${id}`, 303);
    },
  );
}
