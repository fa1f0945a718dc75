import { TENANT_ASSETS_PREFIX } from '../services/shared/asset-urls';

/** URL prefixes the server answers itself; every other GET is the single-page app. */
export const SHOP_API_PREFIX = '/s/';
export const CLOUD_API_PREFIX = '/cloud/';
export const TENANT_CONFIG_PREFIX = '/tenant-config/';
/** The installed app's manifests and icons (docs/installable-app.md). */
export const PWA_PREFIX = '/pwa/';
export const DOCS_PREFIX = '/docs';
/** The flow gallery's data: a tenant's flows and their diagrams (docs/flows.md#gallery). */
export const FLOW_DATA_PREFIX = '/flow-data/';
export const HEALTH_PATH = '/health';
/** Development and test helpers (e.g. the SMS outbox); registered only when the sandbox is on. */
export const SANDBOX_API_PREFIX = '/sandbox-api/';

function isUnder(p: string, root: string): boolean {
  return p === root || p.startsWith(`${root}/`);
}

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Paths of the envelope API (answers are { success, result }). */
export function isEnvelopeApiPath(url: string): boolean {
  const p = pathOf(url);
  return p.startsWith(SHOP_API_PREFIX) || p.startsWith(CLOUD_API_PREFIX);
}

/** Paths that belong to the server, not the app: never answered with index.html. */
export function isServerPath(url: string): boolean {
  const p = pathOf(url);
  return (
    isEnvelopeApiPath(p) ||
    p.startsWith(TENANT_CONFIG_PREFIX) ||
    p.startsWith(TENANT_ASSETS_PREFIX) ||
    p.startsWith(PWA_PREFIX) ||
    p.startsWith(FLOW_DATA_PREFIX) ||
    p.startsWith(SANDBOX_API_PREFIX) ||
    isUnder(p, DOCS_PREFIX) ||
    isUnder(p, HEALTH_PATH)
  );
}
