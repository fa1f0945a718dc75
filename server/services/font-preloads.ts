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
import { fileInside } from './shared/file-inside';
import { tenantAssetUrl } from './shared/asset-urls';

export interface FontPreloadLinks {
  stylesheetHref: string;
  fontHrefs: string[];
  /** The families the stylesheet declares, lower case: the first paint draws without them (first-paint.ts). */
  families: string[];
}

export interface FontPreloads {
  /** Null when the tenant names no stylesheet, or it cannot be read. */
  forTenant(tenant: Tenant): Promise<FontPreloadLinks | null>;
}

/** More would compete with the app's own files for a slow connection. */
const MOST_FONT_FILES = 4;
const FONT_FACE = /@font-face\s*{([^}]*)}/g;
const WOFF2_URL = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/;

/** The font-family names the stylesheet's @font-face rules declare, unquoted and in lower case. */
export function declaredFamilies(css: string): string[] {
  const families = new Set<string>();
  for (const [, body = ''] of css.matchAll(FONT_FACE)) {
    const family = /font-family\s*:\s*([^;]+)/i
      .exec(body)?.[1]
      ?.trim()
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim()
      .toLowerCase();
    if (family) families.add(family);
  }
  return [...families];
}

/** The woff2 files of upright faces covering Basic Latin, in the order declared: relative to the stylesheet. */
export function latinFontFiles(css: string): string[] {
  const files: string[] = [];
  for (const [, body = ''] of css.matchAll(FONT_FACE)) {
    const style = /font-style\s*:\s*([a-z]+)/i.exec(body)?.[1]?.toLowerCase() ?? 'normal';
    const range = /unicode-range\s*:\s*([^;]+)/i.exec(body)?.[1];
    const file = WOFF2_URL.exec(body)?.[1];
    if (!file || style !== 'normal' || /^(data|https?):/i.test(file)) continue;
    // No range means every character; otherwise it must take in the Basic Latin letters.
    if (range !== undefined && !/U\+0000-00FF|U\+0000-007F|U\+0-FF\b/i.test(range)) continue;
    if (!files.includes(file)) files.push(file);
  }
  return files.slice(0, MOST_FONT_FILES);
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
      const css = await readFile(full, 'utf8');
      const links: FontPreloadLinks = {
        stylesheetHref: tenantAssetUrl(tenant.id, stylesheet),
        fontHrefs: latinFontFiles(css).map((font) =>
          tenantAssetUrl(tenant.id, path.posix.normalize(path.posix.join(base, font))),
        ),
        families: declaredFamilies(css),
      };
      cache.set(key, { mtimeMs, links });
      return links;
    },
  };
}
