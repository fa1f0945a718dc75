/** OpenAPI document (/docs/json) and UI (/docs), generated from the same schemas the routes use. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './paths';

/** Register before the routes: the document is collected as routes are added. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kerbside API',
        version: '1',
        description:
          'Reference API server of Kerbside. Envelope calls (POST, JSON) answer { success, result: { rtn, dispMsg?, ...data } }: ' +
          'rtn > 0 is success, rtn <= 0 a business refusal whose dispMsg is shown. Shop calls live under /s/{shop}, cloud calls under /cloud/{tenant}.',
      },
      tags: [
        { name: 'shop', description: 'Shop base /s/{shop}' },
        { name: 'cloud', description: 'Cloud base /cloud/{tenant}' },
        { name: 'tenant', description: 'Tenant config and assets for the app' },
        { name: 'server', description: 'Operations' },
        { name: 'sandbox', description: 'Development and test helpers; off in production' },
        {
          name: 'admin',
          description: 'Admin content area /cloud/{tenant}/admin: staff session and roles (docs/admin.md)',
        },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token from signIn, register or loginbysms (their userId).',
          },
          gateKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Gate-Key',
            description: "The tenant's gate key (tenant secrets.gateKey), sent by its gates.",
          },
          posKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Pos-Key',
            description: "The tenant's POS key (tenant secrets.posKey), sent by its shops' POS.",
          },
        },
      },
    },
    // Components are named after the schema titles (SpotConfigRequest, ...), as the generated types are.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.title === 'string' ? json.title : `Schema${i}`,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The server also runs on plain http (local, behind a TLS proxy); upgrading would break the page there.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
