/**
 * The icon rule (docs/installable-app.md#icons): the image the installed app's icons are made from
 * (branding.appIcon, else the logo) must be square enough, and a raster one large enough for the
 * 512-pixel icon. Checked by tenants:check; the server makes the icons (server/services/installable).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { loadSharp } from '../lazy-packages';
import type { Tenant } from '../../src/generated/tenant';
import type { PointedMessage } from './problems';

/** The largest icon installers ask for: a raster source must have at least this many pixels a side. */
export const MIN_RASTER_SIDE = 512;
/** How much longer one side may be than the other before the icon looks squashed or letterboxed. */
export const MAX_ASPECT_RATIO = 1.1;

export interface IconSource {
  /** JSON pointer of the field naming it (for problems). */
  pointer: '/branding/appIcon' | '/branding/logo';
  /** As written in the tenant file. */
  path: string;
}

/** The image the icons are made from: branding.appIcon, else the logo. */
export function iconSourceOf(tenant: Tenant): IconSource {
  return tenant.branding.appIcon !== undefined ? { pointer: '/branding/appIcon', path: tenant.branding.appIcon } : { pointer: '/branding/logo', path: tenant.branding.logo };
}

export function isRemoteSource(source: IconSource): boolean {
  return source.path.startsWith('https://');
}


/** What makes an image a poor icon source, in an operator's words; [] when it is good. */
export function iconImageProblems(meta: { format?: string; width?: number; height?: number }): string[] {
  const { width, height, format } = meta;
  if (!width || !height) return ['cannot be read as an image: use SVG, PNG, JPEG or WebP'];
  const problems: string[] = [];
  const ratio = Math.max(width, height) / Math.min(width, height);
  if (ratio > MAX_ASPECT_RATIO) {
    problems.push(
      `is ${width}x${height}: the installed app's icon is made from it and must be square (one side at most ${Math.round((MAX_ASPECT_RATIO - 1) * 100)}% longer); name a square image in branding.appIcon`,
    );
  }
  if (format !== 'svg' && Math.min(width, height) < MIN_RASTER_SIDE) {
    problems.push(`is ${width}x${height} pixels: the installed app's icon needs at least ${MIN_RASTER_SIDE}x${MIN_RASTER_SIDE} (or an SVG)`);
  }
  return problems;
}

/**
 * tenants:check's icon rule: the source image can make good icons (square enough; a raster one large
 * enough). A remote source is not fetched (as with every remote asset); a missing file is the asset
 * rule's problem already.
 */
export async function iconSourceProblems(tenant: Tenant, tenantsDir: string): Promise<PointedMessage[]> {
  const source = iconSourceOf(tenant);
  if (isRemoteSource(source)) return [];
  let meta: Metadata;
  try {
    const sharp = await loadSharp();
    meta = await sharp(await readFile(path.resolve(tenantsDir, tenant.id, source.path))).metadata();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return [];
    return [{ pointer: source.pointer, message: iconImageProblems({})[0] ?? '' }];
  }
  return iconImageProblems(meta).map((message) => ({ pointer: source.pointer, message }));
}

