import type { FastifyInstance } from 'fastify';
import type { TenantConfigResponse } from '../../src/generated/api/tenant-config.response';
import { schemaRef } from '../http/api-schemas';
import { phoneExample, sitePhoneCountry } from '../tenants/phone-country';
import type { TenantRegistry } from '../tenants/registry';

export function registerTenantConfigRoute(app: FastifyInstance, deps: { registry: TenantRegistry }): void {
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
      // tenants:check refuses a tenant without a phone country, so a served site always has one.
      const phoneCountry = sitePhoneCountry(match.tenant, match.site);
      if (phoneCountry === null) throw new Error(`site ${match.site.shopCode} has no phone country`);
      const example = phoneExample(phoneCountry);
      const body: TenantConfigResponse = {
        shop: match.site.shopCode,
        tenant: match.publicTenant(),
        site: match.site,
        preset: match.preset,
        phoneCountry,
        ...(example === null ? {} : { phoneExample: example }),
      };
      // Tenant files change without a deploy; the browser must ask again rather than reuse an old copy.
      return reply.header('cache-control', 'no-cache').send(body);
    },
  );
}
