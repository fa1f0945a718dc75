/**
 * The service worker's rules (docs/installable-app.md#what-is-cached), pure so they are tested
 * without a worker: which layout a registration serves, which built files are its shell, and which
 * requests are never cached.
 */
import { tenantAssetUrl } from '../config/tenant-assets';
import type { LayoutName } from '../generated/tenant';
import { LAYOUT_LANDING, LAYOUT_NAMES } from '../lib/route-table';

/** A precache entry as the build writes it: `layouts` names the layouts whose shell the file is (absent: every layout). */
export interface ShellEntry {
  url: string;
  revision: string | null;
  integrity?: string;
  layouts?: readonly string[];
}

/** The layout of a registration scope (/shop/harbour-central/); null for any other scope. */
export function layoutOfScope(pathname: string): LayoutName | null {
  const first = /^\/([^/]+)\/[^/]+\/$/.exec(pathname)?.[1];
  return LAYOUT_NAMES.find((name) => name === first) ?? null;
}

/** The page an installed app's shell is fetched from when the worker installs: the layout's landing page. */
export function shellPageOf(scopePathname: string): string | null {
  const layout = layoutOfScope(scopePathname);
  const landing = layout === null ? null : LAYOUT_LANDING[layout];
  return landing === null || landing === undefined ? null : `${scopePathname}${landing}`;
}

/** The files to precache for a layout: the ones every layout needs and its own screens'. */
export function shellEntriesFor<T extends ShellEntry>(
  entries: readonly T[],
  layout: LayoutName | null,
): Omit<T, 'layouts'>[] {
  return entries
    .filter((entry) => entry.layouts === undefined || (layout !== null && entry.layouts.includes(layout)))
    .map(({ layouts: _layouts, ...entry }) => entry);
}

/**
 * Requests no cache of the worker ever answers or keeps: the API (bookings, payments, accounts:
 * answers that move money or belong to one customer), the test tools, health and the API docs,
 * and anything but GET. What the offline passes need is kept by the app in its own store
 * (src/offline/offline-store.ts), never in the HTTP cache.
 */
export function isNeverCached(method: string, url: URL, origin: string): boolean {
  if (method !== 'GET') return true;
  if (url.origin !== origin) return false;
  return /^\/(s|cloud|sandbox-api|sandbox|health|docs)(\/|$)/.test(url.pathname);
}

/** Same-origin app pages inside the registration's scope: answered from the network, else the cached shell. */
export function isShellNavigation(mode: string, url: URL, scope: URL): boolean {
  return mode === 'navigate' && url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
}

/** The tenant config the installed app of a scope starts from (/tenant-config/{shop}). */
export function tenantConfigUrlOf(scopePathname: string): string | null {
  const shop = /^\/[^/]+\/([^/]+)\/$/.exec(scopePathname)?.[1];
  return shop === undefined ? null : `/tenant-config/${shop}`;
}

/**
 * What every page of the brand draws, from a tenant config answer: its logo (the site's own, else
 * the tenant's), footer image and font stylesheet; [] for anything else.
 */
export function brandAssetUrls(config: unknown): string[] {
  const c = config as {
    tenant?: {
      id?: unknown;
      branding?: { logo?: unknown; footerImage?: unknown };
      theme?: { fonts?: { stylesheet?: unknown } };
    };
    site?: { logo?: unknown };
  } | null;
  const tenantId = c?.tenant?.id;
  if (typeof tenantId !== 'string') return [];
  const files = [
    c?.site?.logo ?? c?.tenant?.branding?.logo,
    c?.tenant?.branding?.footerImage,
    c?.tenant?.theme?.fonts?.stylesheet,
  ].filter((f): f is string => typeof f === 'string');
  // Remote images are the browser's and their host's to cache.
  return files.filter((file) => !/^https:\/\//i.test(file)).map((file) => tenantAssetUrl(tenantId, file));
}

/**
 * The font files a font stylesheet names (`url(...)` in its rules), as URLs of this origin resolved
 * against the stylesheet's own: kept with it, so the brand's type shows on a cold start offline.
 */
export function fontFileUrls(css: string, stylesheetUrl: string, origin: string): string[] {
  const base = new URL(stylesheetUrl, origin);
  const urls = new Set<string>();
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const ref = match[2]?.trim();
    if (!ref || ref.startsWith('data:')) continue;
    const url = new URL(ref, base);
    if (url.origin === base.origin) urls.add(url.pathname + url.search);
  }
  return [...urls];
}
