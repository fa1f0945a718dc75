import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TenantConfigResponse } from '../../src/generated/api/tenant-config.response';
import { schemaRef } from '../http/api-schemas';
import { phoneExample, sitePhoneCountry } from '../tenants/phone-country';
import type { PaymentMethod, Tenant } from '../../src/generated/tenant';
import type { ShopMatch, TenantRegistry } from '../tenants/registry';

/** Whether this server can take payments by the method (the payment router's offers()). */
export type MethodOffered = (tenant: Tenant, method: PaymentMethod) => boolean;

/**
 * The tenant as the browser sees it, with the methods this server cannot take hidden
 * (docs/payment-providers.md#routing): a remote provider without its settings or secrets on a
 * production server. Hidden rather than removed, so a past booking paid by it still names it.
 */
function servedTenant(match: ShopMatch, offered: MethodOffered | undefined): TenantConfigResponse['tenant'] {
  const tenant = match.publicTenant();
  if (!offered) return tenant;
  const methods = tenant.payment.methods.map((method, index) => {
    const full = match.tenant.payment.methods[index];
    return method.visible && full && !offered(match.tenant, full) ? { ...method, visible: false } : method;
  });
  return { ...tenant, payment: { ...tenant.payment, methods } as typeof tenant.payment };
}

function configOf(match: ShopMatch, offered?: MethodOffered): TenantConfigResponse {
  // tenants:check refuses a tenant without a phone country, so a served site always has one.
  const phoneCountry = sitePhoneCountry(match.tenant, match.site);
  if (phoneCountry === null) throw new Error(`site ${match.site.shopCode} has no phone country`);
  const example = phoneExample(phoneCountry);
  return {
    shop: match.site.shopCode,
    tenant: servedTenant(match, offered),
    site: match.site,
    preset: match.preset,
    phoneCountry,
    ...(example === null ? {} : { phoneExample: example }),
  };
}

/**
 * Whether an If-None-Match header names this tag (weak comparison, RFC 9110 13.1.2: the config is
 * the same whatever encoding carried it), or is '*'.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function registerTenantConfigRoute(
  app: FastifyInstance,
  deps: { registry: TenantRegistry; offered?: MethodOffered },
): void {
  // Each shop version's entity tag (only the tag: a config is about 20 KB, and a thousand tenants'
  // would stay in memory for answers that are made again in microseconds).
  const etags = new WeakMap<ShopMatch, string>();
  app.get<{ Params: { shop: string } }>(
    '/tenant-config/:shop',
    {
      schema: {
        tags: ['tenant'],
        summary: "Public config of a shop's tenant, the shop's site and its theme preset",
        description: 'The shop code is matched case-insensitively. Secrets are never included.',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['shop'],
          properties: { shop: { type: 'string', description: 'Shop code, e.g. harbour-central.' } },
        },
        response: { 200: schemaRef('tenant-config.response'), 404: schemaRef('not-found.response') },
      },
    },
    async (request, reply) => {
      const match = deps.registry.byShop(request.params.shop);
      if (!match) return reply.code(404).send({ error: 'shop-not-found' });
      // Tenant files change without a deploy: the browser asks again every time (no-cache), and an
      // unchanged config answers 304 without a body (docs/architecture.md#tenant-config-etag). The
      // registry keeps one match per shop until that tenant's file is reloaded, so the tag is made
      // once per version; it is a hash of the answer, the same in every server process.
      reply.header('cache-control', 'no-cache');
      let etag = etags.get(match);
      let json: string | undefined;
      if (etag === undefined) {
        json = String(reply.serialize(configOf(match, deps.offered)));
        etag = `W/"${createHash('sha256').update(json).digest('base64url')}"`;
        etags.set(match, etag);
      }
      reply.header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .type('application/json; charset=utf-8')
        .send(json ?? String(reply.serialize(configOf(match, deps.offered))));
    },
  );
}
