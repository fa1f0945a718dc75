import type { FlowDocumentResponse } from '../../generated/api/flow-document.response';
import type { FlowGalleryResponse } from '../../generated/api/flow-gallery.response';

/** The flow gallery's data (docs/flows.md#gallery): plain GETs of /flow-data/..., no envelope. */
export type FlowView = 'en-gb' | 'zh-hans' | 'technical';
export type FlowFileFormat = 'json' | 'svg' | 'mmd' | 'md';

export type FlowLookup<T> = { kind: 'found'; value: T } | { kind: 'not-found' };

/** Why a /flow-data request failed (not a 404): the network or the server. */
export class FlowDataError extends Error {
  override readonly name = 'FlowDataError';
  constructor(
    readonly url: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`could not load ${url}${status === undefined ? '' : ` (HTTP ${status})`}`, options);
  }
}

const part = encodeURIComponent;

export function flowGalleryUrl(tenant: string): string {
  return `/flow-data/${part(tenant)}`;
}

/** Where one flow's file is; `download` asks the server to send it as a file to save. */
export function flowFileUrl(
  tenant: string,
  site: string,
  flow: string,
  format: FlowFileFormat,
  options: { view?: FlowView; download?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (options.view && options.view !== 'en-gb') query.set('view', options.view);
  if (options.download) query.set('download', '1');
  const search = query.toString();
  return `/flow-data/${part(tenant)}/${part(site)}/${part(flow)}/${format}${search ? `?${search}` : ''}`;
}

async function get(url: string, accept: string, fetchImpl: typeof fetch): Promise<Response | null> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: accept } });
  } catch (cause) {
    throw new FlowDataError(url, undefined, { cause });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new FlowDataError(url, response.status);
  return response;
}

async function getJson<T>(
  url: string,
  fetchImpl: typeof fetch,
  valid: (body: unknown) => body is T,
): Promise<FlowLookup<T>> {
  const response = await get(url, 'application/json', fetchImpl);
  if (!response) return { kind: 'not-found' };
  const body: unknown = await response.json().catch(() => undefined);
  if (!valid(body)) throw new FlowDataError(url, response.status);
  return { kind: 'found', value: body };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function fetchFlowGallery(
  tenant: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<FlowLookup<FlowGalleryResponse>> {
  return getJson(
    flowGalleryUrl(tenant),
    fetchImpl,
    (b): b is FlowGalleryResponse => isObject(b) && Array.isArray(b.sites),
  );
}

export function fetchFlowDocument(
  tenant: string,
  site: string,
  flow: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<FlowLookup<FlowDocumentResponse>> {
  return getJson(
    flowFileUrl(tenant, site, flow, 'json'),
    fetchImpl,
    (b): b is FlowDocumentResponse => isObject(b) && Array.isArray(b.states) && Array.isArray(b.transitions),
  );
}

/** The flow drawn as SVG in one view. */
export async function fetchFlowSvg(
  tenant: string,
  site: string,
  flow: string,
  view: FlowView,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<FlowLookup<string>> {
  const response = await get(flowFileUrl(tenant, site, flow, 'svg', { view }), 'image/svg+xml', fetchImpl);
  if (!response) return { kind: 'not-found' };
  return { kind: 'found', value: await response.text() };
}
