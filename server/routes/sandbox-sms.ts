import type { FastifyInstance } from 'fastify';
import type { SmsSandboxLastResponse } from '../../src/generated/api/sms-sandbox-last.response';
import { schemaRef } from '../http/api-schemas';
import { SANDBOX_API_PREFIX } from '../http/paths';
import type { AccountServices } from '../services/accounts/account-services';
import type { TenantRegistry } from '../tenants/registry';

/**
 * GET /sandbox-api/sms/last?tenant=&phone=: the last code the outbox "sent" to a phone, so tests
 * and developers can sign up without a real SMS. Registered only when the sandbox is on (see
 * AccountOptions.smsSandbox); otherwise the path answers 404 like any unknown server path.
 */
export function registerSandboxSmsRoute(
  app: FastifyInstance,
  deps: { registry: TenantRegistry; accounts: AccountServices },
): void {
  if (!deps.accounts.sandboxEnabled) return;
  app.get<{ Querystring: { tenant: string; phone: string } }>(
    `${SANDBOX_API_PREFIX}sms/last`,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'The last verification code written to the SMS outbox for a phone (sandbox only)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['tenant', 'phone'],
          properties: {
            tenant: { type: 'string', minLength: 1, maxLength: 64, description: 'Tenant id, e.g. harbourpark.' },
            phone: {
              type: 'string',
              minLength: 1,
              maxLength: 32,
              description: "The phone, in E.164 or as typed (read in the tenant's country).",
            },
          },
        },
        response: { 200: schemaRef('sms-sandbox-last.response'), 404: schemaRef('not-found.response') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const entry = deps.registry.byId(request.query.tenant);
      if (!entry) return reply.code(404).send({ error: 'tenant-not-found' });
      const last: SmsSandboxLastResponse | null = await deps.accounts.lastSandboxCode(
        entry.tenant,
        request.query.phone,
      );
      if (!last) return reply.code(404).send({ error: 'not-found' });
      return last;
    },
  );
}
