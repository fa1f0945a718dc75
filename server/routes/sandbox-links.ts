/**
 * Test tool (SANDBOX_LINKS=1, docs/rules.md#test-tools): mints the links an operator would send,
 * so the demo and the browser tests can open them.
 *   POST /sandbox-api/links/voucher     { shop, campaign }   a voucher claim link
 * Registered only when switched on; otherwise the paths answer 404 like any unknown server path.
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_API_PREFIX } from '../http/paths';
import type { VoucherServices } from '../services/vouchers/voucher-services';
import type { TenantRegistry } from '../tenants/registry';

const LINK_RESPONSE = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'path', 'expiresAt'],
  properties: {
    token: { type: 'string', description: 'The link token (given out once; only its hash is kept).' },
    path: { type: 'string', description: 'The app page of the link.' },
    expiresAt: { type: 'string', format: 'date-time', description: 'When the link stops working.' },
  },
} as const;

const NOT_FOUND = { type: 'object', additionalProperties: false, required: ['error'], properties: { error: { type: 'string' } } } as const;

export function registerSandboxLinksRoute(app: FastifyInstance, deps: { registry: TenantRegistry; vouchers: VoucherServices }): void {
  app.post<{ Body: { shop: string; campaign: string } }>(
    `${SANDBOX_API_PREFIX}links/voucher`,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Mint a voucher claim link (only with SANDBOX_LINKS=1)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['shop', 'campaign'],
          properties: {
            shop: { type: 'string', minLength: 1, maxLength: 64, description: 'Shop code the link opens in.' },
            campaign: { type: 'string', minLength: 1, maxLength: 40, description: "A campaign code of the shop's tenant." },
          },
        },
        response: { 200: LINK_RESPONSE, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const shop = deps.registry.byShop(request.body.shop);
      const minted = shop && (await deps.vouchers.mintLink(shop.tenant, request.body.campaign));
      if (!shop || !minted) return reply.code(404).send({ error: 'not-found' });
      const code = request.body.campaign.toUpperCase();
      return {
        token: minted.token,
        path: `/company/${encodeURIComponent(shop.site.shopCode)}/voucher/${encodeURIComponent(code)}/token/${minted.token}/get`,
        expiresAt: minted.expiresAt.toISOString(),
      };
    },
  );
}
