import type { FastifyInstance } from 'fastify';
import { schemaRef } from '../http/api-schemas';
import type { InstallableApp } from '../services/installable/installable-app';
import {
  ICON_PURPOSES,
  ICON_SIZES,
  INSTALLABLE_LAYOUTS,
  type IconPurpose,
  type IconSize,
} from '../services/installable/web-manifest';

// The icon URLs carry a version of their source (?v=), so a cached copy is never a stale one for long.
const ICON_MAX_AGE_S = 24 * 60 * 60;
const ICON_FILE = new RegExp(`^(${ICON_PURPOSES.join('|')})-(${ICON_SIZES.join('|')})\\.png$`);

/** The installed app's manifest per shop and layout, and its icons (docs/installable-app.md). */
export function registerInstallableRoutes(app: FastifyInstance, deps: { installable: InstallableApp }): void {
  app.get<{ Params: { layout: string; shop: string } }>(
    '/pwa/:layout/:shop/manifest.webmanifest',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Web app manifest of a shop in a layout: what a phone installs under the brand',
        description: `Layouts that install: ${INSTALLABLE_LAYOUTS.join(', ')} (embed is framed by other sites). The shop code is matched case-insensitively.`,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['layout', 'shop'],
          properties: {
            layout: { type: 'string', description: 'Layout the customer came from: shop, app or company.' },
            shop: { type: 'string', description: 'Shop code, e.g. harbour-central.' },
          },
        },
        response: { 200: schemaRef('web-manifest.response'), 404: schemaRef('not-found.response') },
      },
    },
    async (request, reply) => {
      const manifest = await deps.installable.manifest(request.params.layout.toLowerCase(), request.params.shop);
      if (!manifest) return reply.code(404).send({ error: 'layout-not-installable' });
      // Tenant files change without a deploy: the browser asks again rather than reuse an old copy.
      return reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest);
    },
  );

  app.get<{ Params: { tenantId: string; file: string } }>(
    '/pwa/icons/:tenantId/:file',
    {
      schema: {
        tags: ['tenant'],
        summary: "An icon of the installed app, made from the tenant's icon image (PNG)",
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['tenantId', 'file'],
          properties: {
            tenantId: { type: 'string', description: 'Tenant id.' },
            file: { type: 'string', description: 'any-192.png, any-512.png, maskable-192.png or maskable-512.png.' },
          },
        },
        response: { 404: schemaRef('not-found.response') },
      },
    },
    async (request, reply) => {
      const parts = ICON_FILE.exec(request.params.file);
      if (!parts) return reply.code(404).send({ error: 'icon-not-found' });
      const png = await deps.installable.icon(
        request.params.tenantId,
        Number(parts[2]) as IconSize,
        parts[1] as IconPurpose,
      );
      if (!png) return reply.code(404).send({ error: 'icon-not-found' });
      return reply.header('cache-control', `public, max-age=${ICON_MAX_AGE_S}`).type('image/png').send(png);
    },
  );
}
