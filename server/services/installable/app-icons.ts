/**
 * The installed app's icons, made on the server from the tenant's square source image
 * (branding.appIcon, else the logo) with sharp (docs/installable-app.md#icons): 'any' icons are the
 * image itself on a transparent square; 'maskable' ones put it inside the safe zone (the middle
 * circle of 80% diameter, which every launcher mask keeps) on the brand's background colour. Each
 * PNG is made once per source file version, size, purpose and colour, and kept in memory.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../lazy-packages';
import type { Tenant } from '../../../src/generated/tenant';
import { iconSourceOf, isRemoteSource, type IconSource } from '../../tenants/icon-rules';
import type { IconPurpose, IconSize } from './web-manifest';

/** Side of the square that fits the maskable safe zone (a circle of 80% diameter): 0.8 / sqrt 2. */
export const MASKABLE_CONTENT_RATIO = 0.8 / Math.SQRT2;
const CACHE_LIMIT = 64;

function sourceFile(tenantsDir: string, tenant: Tenant, source: IconSource): string {
  return path.resolve(tenantsDir, tenant.id, source.path);
}

export interface AppIcons {
  /** Fingerprint of the icons of a tenant (source file path, size and time, colour); null for a remote source. */
  version(tenant: Tenant, background: string): Promise<string | null>;
  /** The PNG; null when the source is remote or cannot be read. */
  render(tenant: Tenant, background: string, size: IconSize, purpose: IconPurpose): Promise<Buffer | null>;
}

/** Renders `input` (any format sharp reads) to a size x size PNG. */
export async function renderIcon(
  input: Buffer,
  size: IconSize,
  purpose: IconPurpose,
  background: string,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const meta = await sharp(input).metadata();
  const inner = purpose === 'maskable' ? Math.floor(size * MASKABLE_CONTENT_RATIO) : size;
  // A vector source is drawn at the density that makes it `inner` pixels, so it stays sharp.
  const density =
    meta.format === 'svg' && meta.width && meta.height
      ? Math.min(2400, Math.ceil((72 * inner) / Math.min(meta.width, meta.height)))
      : undefined;
  const mark = await sharp(input, density ? { density } : {})
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const canvas = sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: purpose === 'maskable' ? background : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  });
  return canvas
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function createAppIcons(opts: { tenantsDir: string }): AppIcons {
  const cache = new Map<string, Promise<Buffer | null>>();

  async function fileVersion(tenant: Tenant): Promise<string | null> {
    const source = iconSourceOf(tenant);
    if (isRemoteSource(source)) return null;
    try {
      const info = await stat(sourceFile(opts.tenantsDir, tenant, source));
      return `${source.path}:${info.size}:${info.mtimeMs}`;
    } catch {
      return null;
    }
  }

  return {
    async version(tenant, background) {
      const file = await fileVersion(tenant);
      return file === null
        ? null
        : createHash('sha256').update(`${tenant.id}|${file}|${background}`).digest('base64url').slice(0, 12);
    },
    async render(tenant, background, size, purpose) {
      const file = await fileVersion(tenant);
      if (file === null) return null;
      const key = `${tenant.id}|${file}|${background}|${size}|${purpose}`;
      let made = cache.get(key);
      if (!made) {
        made = readFile(sourceFile(opts.tenantsDir, tenant, iconSourceOf(tenant))).then(
          (input) => renderIcon(input, size, purpose, background),
          () => null,
        );
        made.catch(() => cache.delete(key));
        cache.set(key, made);
        // The oldest entries go first: a new logo version leaves its old icons behind.
        while (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      }
      try {
        return await made;
      } catch {
        cache.delete(key);
        return null;
      }
    },
  };
}
