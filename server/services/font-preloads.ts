/**
 * The tenant's fonts, named in the page's head so a phone starts fetching them with the HTML
 * instead of after the app, its tenant config and the stylesheet have loaded one after another
 * (docs/architecture.md#fonts-preloaded). The stylesheet itself is preloaded, and so are the font
 * files it declares for upright text in the Latin range (the faces every page of the brand draws
 * with); other faces (italics, other scripts) load when a page needs them, as the browser decides.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Tenant } from '../../src/generated/tenant';
import { fileInside } from '../http/file-inside';
import { tenantAssetUrl } from './asset-urls';

/** An upright Latin face of the tenant's stylesheet: the first paint declares it too (server/http/first-paint.ts). */
export interface PreloadedFontFace {
  family: string;
  /** The face's font-weight as declared ('400', or a range such as '100 900'). */
  weight: string;
  href: string;
}

export interface FontPreloadLinks {
  stylesheetHref: string;
  fontHrefs: string[];
  /** The faces those files are for, in the order declared. */
  faces: PreloadedFontFace[];
}

export interface FontPreloads {
  /** Null when the tenant names no stylesheet, or it cannot be read. */
  forTenant(tenant: Tenant): Promise<FontPreloadLinks | null>;
}

/** More would compete with the app's own files for a slow connection. */
const MOST_FONT_FILES = 4;
const FONT_FACE = /@font-face\s*{([^}]*)}/g;
const WOFF2_URL = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/;

/** A face's family and weight, as its @font-face declares them (the weight 400 when it names none). */
export interface LatinFontFace {
  family: string;
  weight: string;
  file: string;
}

/** A family name or a weight as CSS the server writes itself: letters, digits, spaces, _ and - only. */
const FAMILY_NAME = /^[\p{L}\p{N} _-]+$/u;
const WEIGHT = /^\d{1,3}(?: \d{1,3})?$/;

/**
 * The upright faces covering Basic Latin with a woff2 file of their own, in the order declared, one
 * per file (the file relative to the stylesheet). A face whose family or weight is more than plain
 * names and numbers is left out: the first paint writes them into the page.
 */
export function latinFontFaces(css: string): LatinFontFace[] {
  const faces: LatinFontFace[] = [];
  for (const [, body = ''] of css.matchAll(FONT_FACE)) {
    const style = /font-style\s*:\s*([a-z]+)/i.exec(body)?.[1]?.toLowerCase() ?? 'normal';
    const range = /unicode-range\s*:\s*([^;]+)/i.exec(body)?.[1];
    const file = WOFF2_URL.exec(body)?.[1];
    const family = /font-family\s*:\s*['"]?([^'";]+?)['"]?\s*(?:;|$)/i.exec(body)?.[1]?.trim() ?? '';
    const weight = /font-weight\s*:\s*([^;]+?)\s*(?:;|$)/i.exec(body)?.[1] ?? '400';
    if (!file || style !== 'normal' || /^(data|https?):/i.test(file)) continue;
    // No range means every character; otherwise it must take in the Basic Latin letters.
    if (range !== undefined && !/U\+0000-00FF|U\+0000-007F|U\+0-FF\b/i.test(range)) continue;
    if (!FAMILY_NAME.test(family) || !WEIGHT.test(weight)) continue;
    if (!faces.some((f) => f.file === file)) faces.push({ family, weight, file });
  }
  return faces.slice(0, MOST_FONT_FILES);
}

export function createFontPreloads(deps: { tenantsDir: string }): FontPreloads {
  const cache = new Map<string, { mtimeMs: number; links: FontPreloadLinks }>();
  return {
    async forTenant(tenant) {
      const stylesheet = tenant.theme?.fonts?.stylesheet;
      if (!stylesheet || stylesheet.startsWith('https://')) return null;
      const folder = path.join(deps.tenantsDir, tenant.id);
      const file = await fileInside(folder, stylesheet);
      if (!file) return null;
      const full = path.join(folder, file);
      const { mtimeMs } = await stat(full);
      const key = `${tenant.id}/${stylesheet}`;
      const cached = cache.get(key);
      if (cached?.mtimeMs === mtimeMs) return cached.links;
      const base = path.posix.dirname(stylesheet);
      const faces = latinFontFaces(await readFile(full, 'utf8')).map(({ family, weight, file }) => ({
        family,
        weight,
        href: tenantAssetUrl(tenant.id, path.posix.normalize(path.posix.join(base, file))),
      }));
      const links: FontPreloadLinks = { stylesheetHref: tenantAssetUrl(tenant.id, stylesheet), fontHrefs: faces.map((face) => face.href), faces };
      cache.set(key, { mtimeMs, links });
      return links;
    },
  };
}
