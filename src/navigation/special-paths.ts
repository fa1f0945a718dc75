import type { LayoutName } from '../generated/tenant';
import { firstRouteOf, layoutHref, LAYOUT_NAMES } from '../lib/route-table';

/** A layout path: /{layout}/{shop}/..., case-insensitive on the layout name. */
export function parseLayoutPath(pathname: string): { layout: LayoutName; shop: string; rest: string } | null {
  const match = /^\/(shop|app|company|embed)\/([^/]+)(?:\/(.*))?$/i.exec(pathname);
  if (!match) return null;
  const layout = match[1]?.toLowerCase() as LayoutName;
  if (!LAYOUT_NAMES.includes(layout)) return null;
  return { layout, shop: decodeURIComponent(match[2] ?? ''), rest: (match[3] ?? '').replace(/\/+$/, '') };
}

/**
 * Where to log in from a path: the login of the current layout; embed has none, so the shop
 * layout's; outside a layout, the global home.
 */
export function loginPathFor(pathname: string): string {
  const parsed = parseLayoutPath(pathname);
  if (!parsed) return '/home';
  const layout = firstRouteOf(parsed.layout, ['login']) ? parsed.layout : 'shop';
  return layoutHref(layout, parsed.shop, 'login');
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * An in-app target from untrusted input (a /redirect/{path} splat or ?redirect=): a path on this
 * site, never another origin ('//evil.example', 'https://...', backslashes), else null.
 */
export function safeInternalPath(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.includes('\\') || hasControlCharacter(trimmed)) return null;
  // An address with a scheme (https:, javascript:, mailto:) is somewhere else, never a path of this app.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (path.startsWith('//')) return null;
  try {
    const url = new URL(path, 'https://kerbside.invalid');
    if (url.origin !== 'https://kerbside.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** Target of /redirect/{path}: the path with the request's query and hash; unsafe input -> /home. */
export function redirectTarget(splat: string | undefined, search: string, hash: string): string {
  const path = safeInternalPath(splat);
  if (path === null) return '/home';
  return `${path}${path.includes('?') ? '' : search}${path.includes('#') ? '' : hash}`;
}
