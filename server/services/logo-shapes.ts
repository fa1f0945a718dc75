/**
 * The shape of a brand's logo, for the server's first paint of a shop page
 * (docs/architecture.md#first-paint): the app's header hides the brand name on a phone when the
 * logo is a wordmark (AppHeader.tsx, as wide as 2.5 times its height or more), which it learns
 * when the image loads; the first paint must draw the header the same way before any script.
 * Read with sharp (SVG, PNG, JPEG, WebP), and again only when the file changes.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../lazy-packages';
import { fileInside } from './shared/file-inside';

export interface LogoShapes {
  /** Width / height of a tenant's logo file; null for a remote logo or one that cannot be read. */
  ratio(tenantId: string, logo: string): Promise<number | null>;
}

export function createLogoShapes(deps: { tenantsDir: string }): LogoShapes {
  const cache = new Map<string, { mtimeMs: number; ratio: number | null }>();
  return {
    async ratio(tenantId, logo) {
      if (/^https:\/\//i.test(logo)) return null;
      const folder = path.join(deps.tenantsDir, tenantId);
      const file = await fileInside(folder, logo);
      if (!file) return null;
      const full = path.join(folder, file);
      try {
        const { mtimeMs } = await stat(full);
        const key = `${tenantId}/${logo}`;
        const cached = cache.get(key);
        if (cached?.mtimeMs === mtimeMs) return cached.ratio;
        // From the bytes, not the path: libvips keeps a file it has opened, and would answer for the old one.
        const sharp = await loadSharp();
        const { width, height } = await sharp(await readFile(full)).metadata();
        const ratio = width && height ? width / height : null;
        cache.set(key, { mtimeMs, ratio });
        return ratio;
      } catch {
        // An unreadable image is drawn by the app as no logo at all: the name stays, as without a ratio.
        return null;
      }
    },
  };
}
