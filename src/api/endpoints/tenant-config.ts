import type { TenantConfigResponse } from '../../generated/api/tenant-config.response';
import { REQUEST_ID_HEADER } from '../errors';

export type TenantConfigLookup = { kind: 'found'; config: TenantConfigResponse } | { kind: 'not-found'; shop: string };

/** Why GET /tenant-config failed (not a 404): the network or the server. */
export class TenantConfigError extends Error {
  override readonly name = 'TenantConfigError';
  /** The server's id of the failed request (x-request-id), shown on the error screen as its reference. */
  readonly requestId?: string;
  constructor(
    readonly shop: string,
    readonly status?: number,
    options?: { cause?: unknown; requestId?: string },
  ) {
    super(
      `could not load the config of shop ${JSON.stringify(shop)}${status === undefined ? '' : ` (HTTP ${status})`}`,
      options,
    );
    if (options?.requestId) this.requestId = options.requestId;
  }
}

function isTenantConfig(value: unknown): value is TenantConfigResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { shop, tenant, site, preset } = value as Record<string, unknown>;
  return (
    typeof shop === 'string' &&
    typeof tenant === 'object' &&
    tenant !== null &&
    typeof site === 'object' &&
    site !== null &&
    typeof preset === 'object' &&
    preset !== null
  );
}

/**
 * GET /tenant-config/{shop}: the public tenant, the site and its theme preset. A plain GET (not an
 * envelope call): it runs before the tenant's packaging mode is known. 404 means no such shop.
 */
export async function fetchTenantConfig(
  shop: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<TenantConfigLookup> {
  let response: Response;
  try {
    response = await fetchImpl(`/tenant-config/${encodeURIComponent(shop)}`, {
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw new TenantConfigError(shop, undefined, { cause });
  }
  if (response.status === 404) return { kind: 'not-found', shop };
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  if (!response.ok) throw new TenantConfigError(shop, response.status, { requestId });
  const body: unknown = await response.json().catch(() => undefined);
  if (!isTenantConfig(body)) throw new TenantConfigError(shop, response.status, { requestId });
  return { kind: 'found', config: body };
}
