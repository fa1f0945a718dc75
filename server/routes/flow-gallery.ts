import type { FastifyInstance } from 'fastify';
import type { FlowDocumentResponse } from '../../src/generated/api/flow-document.response';
import { schemaRef } from '../http/api-schemas';
import { FLOW_DATA_PREFIX } from '../http/paths';
import { FLOW_FORMATS, isDiagramView, type FlowFormat, type FlowGallery } from '../services/flows/flow-gallery';

const NAME = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const CONTENT_TYPES: Record<Exclude<FlowFormat, 'json'>, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  mmd: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/**
 * The flow gallery's data (docs/flows.md#gallery): a tenant's flows per site, and each flow as
 * JSON, SVG, Mermaid or path stories, drawn live from the machines and the tenant file.
 */
export function registerFlowGalleryRoutes(app: FastifyInstance, deps: { gallery: FlowGallery }): void {
  app.get<{ Params: { tenant: string } }>(
    `${FLOW_DATA_PREFIX}:tenant`,
    {
      schema: {
        tags: ['tenant'],
        summary: "A tenant's flows, per site, as its configuration has them",
        params: { type: 'object', additionalProperties: false, required: ['tenant'], properties: { tenant: NAME } },
        response: { 200: schemaRef('flow-gallery.response'), 404: schemaRef('not-found.response') },
      },
    },
    async (request, reply) => {
      const index = deps.gallery.index(request.params.tenant);
      if (!index) return reply.code(404).send({ error: 'tenant-not-found' });
      return reply.header('cache-control', 'no-cache').send(index);
    },
  );

  app.get<{
    Params: { tenant: string; site: string; flow: string; format: FlowFormat };
    Querystring: { view?: string; download?: string };
  }>(
    `${FLOW_DATA_PREFIX}:tenant/:site/:flow/:format`,
    {
      schema: {
        tags: ['tenant'],
        summary:
          "One flow of a tenant's site: json (labels, arrows, path stories), svg or mmd (a view), md (path stories)",
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['tenant', 'site', 'flow', 'format'],
          properties: { tenant: NAME, site: NAME, flow: NAME, format: { type: 'string', enum: [...FLOW_FORMATS] } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            view: {
              type: 'string',
              enum: ['en-gb', 'zh-hans', 'technical'],
              description: 'Language of the labels, or the developer names (svg, mmd).',
            },
            download: { type: 'string', enum: ['1'], description: 'Send as a file to save.' },
          },
        },
        response: {
          200: { oneOf: [schemaRef('flow-document.response'), { type: 'string' }] },
          404: schemaRef('not-found.response'),
        },
      },
    },
    async (request, reply) => {
      const { tenant, site, flow, format } = request.params;
      const view = isDiagramView(request.query.view) ? request.query.view : 'en-gb';
      const lookup = deps.gallery.find(tenant, site, flow);
      if (!lookup.found) return reply.code(404).send({ error: lookup.error });
      reply.header('cache-control', 'no-cache');
      if (request.query.download === '1') {
        const suffix = format === 'json' ? '' : view === 'en-gb' ? '' : `.${view}`;
        const extension = format === 'md' ? 'stories.md' : format;
        const file = `${tenant}-${lookup.facts.scope?.site ?? site}-${flow}${suffix}.${extension}`;
        reply.header('content-disposition', `attachment; filename="${file}"`);
      }
      if (format === 'json') {
        const doc = deps.gallery.document(tenant, site, flow);
        const body: FlowDocumentResponse | null = doc && { ...doc, technical: { ...doc.technical } };
        return reply.type('application/json; charset=utf-8').send(body);
      }
      const text = deps.gallery.text(tenant, site, flow, format, view) ?? '';
      return reply.type(CONTENT_TYPES[format]).send(text);
    },
  );
}
