/**
 * Test tool (SANDBOX_LINKS=1, docs/rules.md#test-tools): mints the links an operator would send,
 * so the demo and the browser tests can open them.
 *   POST /sandbox-api/links/voucher     { shop, campaign }   a voucher claim link
 *   POST /sandbox-api/links/invitation  { shop, kind, phone? } an invitation link (member: for that phone)
 * Registered only when switched on; otherwise the paths answer 404 like any unknown server path.
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_API_PREFIX } from '../http/paths';
import type { InvitationServices } from '../services/invitations/invitation-services';
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

const NOT_FOUND = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

export function registerSandboxLinksRoute(
  app: FastifyInstance,
  deps: { registry: TenantRegistry; vouchers: VoucherServices; invitations: InvitationServices },
): void {
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
            campaign: {
              type: 'string',
              minLength: 1,
              maxLength: 40,
              description: "A campaign code of the shop's tenant.",
            },
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
  app.post<{ Body: { shop: string; kind: 'merchant' | 'member'; phone?: string } }>(
    `${SANDBOX_API_PREFIX}links/invitation`,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Mint an invitation link (only with SANDBOX_LINKS=1)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['shop', 'kind'],
          properties: {
            shop: { type: 'string', minLength: 1, maxLength: 64, description: 'Shop code the link opens in.' },
            kind: {
              type: 'string',
              enum: ['merchant', 'member'],
              description: 'merchant (many may accept) or member (one person).',
            },
            phone: {
              type: 'string',
              pattern: '^\\+[1-9][0-9]{6,14}$',
              description: 'Member invitations: the invitee, E.164.',
            },
          },
        },
        response: { 200: LINK_RESPONSE, 404: NOT_FOUND },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const shop = deps.registry.byShop(request.body.shop);
      const { kind, phone } = request.body;
      const minted =
        shop && (await deps.invitations.mint(shop.tenant, kind, phone === undefined ? {} : { inviteePhone: phone }));
      if (!shop || !minted) return reply.code(404).send({ error: 'not-found' });
      // The company layout has both invitation routes (embed: member/{code}/invitation/home).
      return {
        token: minted.token,
        path: `/company/${encodeURIComponent(shop.site.shopCode)}/${kind}/${minted.token}/invitation`,
        expiresAt: minted.expiresAt.toISOString(),
      };
    },
  );
}
