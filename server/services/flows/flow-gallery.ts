/**
 * The flow gallery's data (docs/flows.md): every registered flow as one tenant's site has it,
 * drawn from the machines and the tenant file as loaded now, so an operator's configuration change
 * shows without a deploy or an export. Drawings are cached until the tenants reload.
 */
import { flowRegistry, type FlowEntry } from '../../../flows/registry';
import { DIAGRAM_VIEWS, type DiagramView } from '../../../flows/render/diagram-text';
import { flowAvailable, flowDocument, flowShape, type FlowDocument } from '../../../flows/render/flow-document';
import { tenantFacts, type FlowFacts } from '../../../flows/render/flow-facts';
import { renderFlowMermaid, renderFlowSvg } from '../../../flows/render/flow-files';
import { storiesMarkdown } from '../../../flows/render/stories';
import type { FlowGalleryResponse } from '../../../src/generated/api/flow-gallery.response';
import type { Site, Tenant } from '../../../src/generated/tenant';
import type { TenantRegistry } from '../../tenants/registry';

export const FLOW_FORMATS = ['json', 'svg', 'mmd', 'md'] as const;
export type FlowFormat = (typeof FLOW_FORMATS)[number];

export type FlowLookup =
  | { found: true; entry: FlowEntry; facts: FlowFacts }
  | { found: false; error: 'tenant-not-found' | 'site-not-found' | 'flow-not-found' };

export interface FlowGallery {
  index(tenantId: string): FlowGalleryResponse | null;
  find(tenantId: string, shopCode: string, flow: string): FlowLookup;
  document(tenantId: string, shopCode: string, flow: string): FlowDocument | null;
  /** The flow drawn as SVG or Mermaid, its stories as Markdown, in one view. */
  text(
    tenantId: string,
    shopCode: string,
    flow: string,
    format: Exclude<FlowFormat, 'json'>,
    view: DiagramView,
  ): string | null;
}

export function isDiagramView(value: unknown): value is DiagramView {
  return typeof value === 'string' && (DIAGRAM_VIEWS as readonly string[]).includes(value);
}

export function createFlowGallery(registry: TenantRegistry, options: { holdMinutes: number }): FlowGallery {
  const cache = new Map<string, unknown>();
  registry.onReload(() => cache.clear());
  const cached = <T>(key: string, make: () => T): T => {
    if (cache.has(key)) return cache.get(key) as T;
    const value = make();
    cache.set(key, value);
    return value;
  };
  const factsOf = (tenant: Tenant, site: Site): FlowFacts => tenantFacts(tenant, site, options);
  const siteOf = (tenant: Tenant, shopCode: string): Site | undefined =>
    tenant.sites.find((s) => s.shopCode.toLowerCase() === shopCode.toLowerCase());

  const find = (tenantId: string, shopCode: string, flow: string): FlowLookup => {
    const tenant = registry.byId(tenantId)?.tenant;
    if (!tenant) return { found: false, error: 'tenant-not-found' };
    const site = siteOf(tenant, shopCode);
    if (!site) return { found: false, error: 'site-not-found' };
    const facts = factsOf(tenant, site);
    const entry = flowRegistry.find((e) => e.name === flow);
    if (!entry || !flowAvailable(entry, facts)) return { found: false, error: 'flow-not-found' };
    return { found: true, entry, facts };
  };

  const documentOf = (tenantId: string, shopCode: string, flow: string): FlowDocument | null => {
    const match = find(tenantId, shopCode, flow);
    if (!match.found) return null;
    return cached(`${tenantId}/${match.facts.scope?.site}/${flow}/json`, () => flowDocument(match.entry, match.facts));
  };

  return {
    index(tenantId) {
      const tenant = registry.byId(tenantId)?.tenant;
      if (!tenant) return null;
      return {
        tenant: tenant.id,
        name: tenant.branding.name,
        sites: tenant.sites.map((site) => {
          const facts = factsOf(tenant, site);
          return {
            shopCode: site.shopCode,
            name: site.lotName,
            flows: flowRegistry
              .filter((entry) => flowAvailable(entry, facts))
              .map((entry) => {
                const doc = cached(`${tenant.id}/${site.shopCode}/${entry.name}/json`, () =>
                  flowDocument(entry, facts, flowShape(entry, facts)),
                );
                return {
                  name: entry.name,
                  title: doc.title,
                  description: doc.description,
                  states: doc.states.length,
                  leftOut: doc.leftOut.states.length,
                };
              }),
          };
        }),
      };
    },
    find,
    document: documentOf,
    text(tenantId, shopCode, flow, format, view) {
      const match = find(tenantId, shopCode, flow);
      if (!match.found) return null;
      const site = match.facts.scope?.site ?? shopCode;
      return cached(`${tenantId}/${site}/${flow}/${format}/${view}`, () => {
        if (format === 'svg') return renderFlowSvg(match.entry, view, match.facts);
        if (format === 'mmd') return renderFlowMermaid(match.entry, view, match.facts);
        const doc = documentOf(tenantId, shopCode, flow);
        return doc ? storiesMarkdown(doc.title, doc.stories) : '';
      });
    },
  };
}
