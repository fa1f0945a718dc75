/**
 * The remote payment providers' two doors into the server (docs/payment-providers.md):
 *   GET      /payments/go/{reference}             the app's gateway URL: creates the recorded payment at its
 *                                                  provider (once per key) and sends the browser to its page
 *   POST|GET /payments/notify/{provider}/{tenant}  the provider's notification (webhook): verified on its raw
 *                                                  bytes, stored, answered, then read back and settled
 * A forged notification is refused with 400 and logged; one that cannot be verified yet (the provider
 * does not answer the read we verify with) gets 503, which makes the provider send it again.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../src/protocol';
import { requestOrigin } from '../http/request-origin';
import type { GatewayRouter } from '../services/payments/gateway-router';
import { escapeHtml, page } from './sandbox-page';

const REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;
const NAME = /^[a-z0-9_-]{1,64}$/;

/**
 * The page shown while a provider does not answer: the catalogue's messages (the server speaks its
 * English; the app's own pay page, linked back to, shows the status in the customer's language) and a
 * retry link, which opens this page again: the payment is created with the same key.
 */
function unavailablePage(retry: string): string {
  return page(
    MESSAGES.PAYMENT_REQUEST_FAILED,
    `<h1>${escapeHtml(MESSAGES.PAYMENT_FAILED)}</h1><p>${escapeHtml(MESSAGES.PAYMENT_REQUEST_FAILED)}</p>
<p><a href="${escapeHtml(retry)}">${escapeHtml(MESSAGES.PAYMENT_TRY_AGAIN)}</a></p>`,
  );
}

/** The page shown while another request creates the payment: the catalogue's message; it reloads by itself. */
function busyPage(): string {
  return page(MESSAGES.PAYMENT_UNCONFIRMED, `<p role="status">${escapeHtml(MESSAGES.PAYMENT_UNCONFIRMED)}</p>`);
}

export async function paymentProviderRoutes(scope: FastifyInstance, opts: { router: GatewayRouter }): Promise<void> {
  const { router } = opts;
  // Signatures are computed over the bytes as sent: every body is kept raw, whatever its type.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  scope.get<{ Params: { reference: string } }>(
    '/payments/go/:reference',
    { schema: { hide: true } },
    async (request, reply) => {
      const { reference } = request.params;
      if (!REFERENCE.test(reference)) return reply.code(404).type('text/plain').send('not found');
      const outcome = await router.open(reference, requestOrigin(request));
      reply.header('cache-control', 'no-store');
      if (outcome.kind === 'redirect') return reply.redirect(outcome.url, 303);
      if (outcome.kind === 'not-found') return reply.code(404).type('text/plain').send('not found');
      if (outcome.kind === 'busy')
        return reply.header('refresh', '2').code(202).type('text/html; charset=utf-8').send(busyPage());
      return reply.code(503).type('text/html; charset=utf-8').send(unavailablePage(request.url));
    },
  );

  const notify = async (
    request: FastifyRequest<{ Params: { provider: string; tenant: string } }>,
    reply: FastifyReply,
  ) => {
    const { provider, tenant } = request.params;
    if (!NAME.test(provider) || !/^[A-Za-z0-9_-]{1,64}$/.test(tenant)) return reply.code(404).send();
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(request.headers))
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    const query: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>))
      if (typeof value === 'string') query[name] = value;
    const outcome = await router.receiveNotification(provider, tenant, { rawBody, headers, query });
    if (outcome.kind === 'unknown-provider') return reply.code(404).send();
    if (outcome.kind === 'forged') return reply.code(400).type('text/plain').send('refused');
    if (outcome.kind === 'unavailable') return reply.code(503).type('text/plain').send('try again');
    // Stored: answered now, read back after (the provider never waits on our settlement).
    await reply
      .code(200)
      .type(outcome.facts.ack.contentType || 'text/plain')
      .send(outcome.facts.ack.body);
    router
      .processNotification(provider, tenant, outcome.facts, outcome.bodySha256)
      .catch((error: unknown) =>
        request.log.warn({ err: error, provider, tenant }, 'reading back a notification failed; the job will'),
      );
    return reply;
  };
  scope.post('/payments/notify/:provider/:tenant', { schema: { hide: true } }, notify);
  scope.get('/payments/notify/:provider/:tenant', { schema: { hide: true } }, notify);
}
