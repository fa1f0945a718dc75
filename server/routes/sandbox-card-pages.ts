/**
 * The sandbox gateway's card-entry page (docs/vouchers-and-invitations.md#saved-cards), server-rendered:
 *   GET  /sandbox/card/{id}                        number, expiry, holder, CVC; Save / Cancel
 *   POST /sandbox-api/gateway/cards/{id}/save      the form (checked: Luhn, not expired, CVC 3-4 digits)
 *   POST /sandbox-api/gateway/cards/{id}/abandon
 * After a decision a REDIRECT registration goes back to the app's mycards page with ?setup={id}; a
 * DIALOG one shows the outcome and tells the app (the frame's parent) through decided.js.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PaymentServices } from '../services/payments/payment-services';
import {
  SANDBOX_CARD_API_PREFIX,
  SANDBOX_CARD_ID,
  SANDBOX_CARD_PAGE_PREFIX,
  type CardEntryProblem,
  type SandboxCardRecord,
} from '../services/payments/sandbox-cards';
import { escapeHtml, page, SANDBOX_DECIDED_SCRIPT_PATH } from './sandbox-page';

const PROBLEM_TEXT: Record<CardEntryProblem, string> = {
  number: 'The card number is not valid.',
  expiry: 'The expiry date (MM/YY) is not valid or has passed.',
  holder: 'Please enter the name on the card.',
  cvc: 'The security code is 3 or 4 digits.',
};

const OUTCOME: Record<SandboxCardRecord['status'], string> = {
  pending: 'Enter your card',
  saved: 'Card saved',
  abandoned: 'Card not saved',
};

function returnUrlOf(record: SandboxCardRecord): string {
  return `${record.returnUrl}${record.returnUrl.includes('?') ? '&' : '?'}setup=${encodeURIComponent(record.id)}`;
}

function cardPage(record: SandboxCardRecord, live: boolean, problem: CardEntryProblem | null): string {
  const field = (name: string, label: string, attrs: string) =>
    `<p><label for="${name}">${label}</label><br><input id="${name}" name="${name}" ${attrs} style="font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box"></p>`;
  const form = `<form method="post" action="${SANDBOX_CARD_API_PREFIX}${record.id}/save" style="display:block">
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" required')}
${field('holder', 'Name on card', 'autocomplete="cc-name" required')}
${field('cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc" required')}
<button type="submit" class="approve">Save card</button></form>
<form method="post" action="${SANDBOX_CARD_API_PREFIX}${record.id}/abandon"><button type="submit">Cancel</button></form>`;
  const status = record.status === 'pending' && !live ? 'Card entry expired' : OUTCOME[record.status];
  const after =
    record.payUiType === 'DIALOG'
      ? `<p class="note">You can close this window.</p><script src="${SANDBOX_DECIDED_SCRIPT_PATH}" data-payment-id="${escapeHtml(record.id)}"></script>`
      : `<p><a href="${escapeHtml(returnUrlOf(record))}">Back to the shop</a></p>`;
  const saved =
    record.status === 'saved' ? `<p>${escapeHtml(record.brand)} ${escapeHtml(record.maskedNumber)}</p>` : '';
  return page(
    'Sandbox card entry',
    `<h1>Save a card</h1><p class="note">Test gateway: the card is checked and turned into a token; its number and security code are not kept. Test card: 4111 1111 1111 1111.</p>
<p>${escapeHtml(record.merchant)}</p>
<p id="status"><strong>${escapeHtml(status)}</strong></p>${saved}
${problem && live ? `<p role="alert" style="color:#a00">${escapeHtml(PROBLEM_TEXT[problem])}</p>` : ''}
${live ? form : after}`,
  );
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(page('Card entry not found', '<h1>Card entry not found</h1>'));
}

const text = (body: unknown, name: string): string => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 100) : '';
};

export function registerSandboxCardPages(scope: FastifyInstance, payments: PaymentServices): void {
  scope.get<{ Params: { id: string } }>(
    `${SANDBOX_CARD_PAGE_PREFIX}:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!SANDBOX_CARD_ID.test(request.params.id)) return notFound(reply);
      const found = await payments.sandboxCard(request.params.id);
      if (!found) return notFound(reply);
      return reply.type('text/html; charset=utf-8').send(cardPage(found.record, found.live, null));
    },
  );

  scope.post<{ Params: { id: string; decision: string } }>(
    `${SANDBOX_CARD_API_PREFIX}:id/:decision`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, decision } = request.params;
      reply.header('cache-control', 'no-store');
      if (!SANDBOX_CARD_ID.test(id) || (decision !== 'save' && decision !== 'abandon')) return notFound(reply);
      if (decision === 'abandon') {
        const record = await payments.abandonSandboxCard(id);
        if (!record) return notFound(reply);
        return reply.redirect(
          record.payUiType === 'REDIRECT' ? returnUrlOf(record) : `${SANDBOX_CARD_PAGE_PREFIX}${id}`,
          303,
        );
      }
      const entry = {
        number: text(request.body, 'number'),
        expiry: text(request.body, 'expiry'),
        holder: text(request.body, 'holder'),
        cvc: text(request.body, 'cvc'),
      };
      const { record, problem } = await payments.saveSandboxCard(id, entry);
      if (!record) return notFound(reply);
      if (problem) {
        const found = await payments.sandboxCard(id);
        return reply
          .code(422)
          .type('text/html; charset=utf-8')
          .send(cardPage(record, found?.live ?? false, problem));
      }
      return reply.redirect(
        record.payUiType === 'REDIRECT' && record.status === 'saved'
          ? returnUrlOf(record)
          : `${SANDBOX_CARD_PAGE_PREFIX}${id}`,
        303,
      );
    },
  );
}
