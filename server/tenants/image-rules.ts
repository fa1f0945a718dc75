/**
 * How each image slot is shown (docs/rules.md#image-slots), and tenants:check's warning when an
 * image's shape is far from its slot's: a cover slot crops it, a contain slot shrinks it. The real
 * file is read with sharp (SVG, PNG, JPEG, WebP). Warnings never take a brand off the server.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../lazy-packages';
import type { Tenant } from '../../src/generated/tenant';
import { isRemoteAsset } from './assets';
import type { PointedMessage } from './problems';

export interface ImageSlot {
  /** How the app draws it: 'cover' fills a box of `ratio` (cropping), 'contain' fits a height (at most `ratio` wide). */
  fit: 'cover' | 'contain';
  /** Width / height of the box (cover), or the widest the image is shown at (contain). */
  ratio: number;
  /** In words, for the schema and the warning. */
  shownAt: string;
}

/** The slots and how the app shows them; the schema's descriptions say the same. */
export const IMAGE_SLOTS = {
  bannerImage: { fit: 'cover', ratio: 16 / 7, shownAt: 'the full width of the home page (up to 600 px) at 16:7, cropped to fill; give 1600x700' },
  loginImage: { fit: 'cover', ratio: 15 / 8, shownAt: 'up to 480x200 px at 15:8 above the login form, cropped to fill; give 960x512' },
  logo: { fit: 'contain', ratio: 4.5, shownAt: 'the header, 30 px high (26 on small layouts), at most 4.5 times as wide as high' },
  footerImage: { fit: 'contain', ratio: 4.5, shownAt: 'the footer, 40 px high, at most 180 px wide (4.5:1)' },
} as const satisfies Record<string, ImageSlot>;

/** A cover image cropped by more than this share of its width or height is warned about. */
export const MAX_COVER_CROP = 0.35;

/** What is wrong with an image of `width` x `height` in `slot`, or null. */
export function slotWarning(slot: ImageSlot, width: number, height: number): string | null {
  const ratio = width / height;
  const shape = `is ${width}x${height} (${ratio.toFixed(2)}:1)`;
  if (slot.fit === 'cover') {
    const crop = ratio > slot.ratio ? 1 - slot.ratio / ratio : 1 - ratio / slot.ratio;
    if (crop > MAX_COVER_CROP) return `${shape}: it is shown at ${slot.shownAt}, so ${Math.round(crop * 100)}% of it is cut off`;
    return null;
  }
  if (ratio > slot.ratio) return `${shape}: it is shown in ${slot.shownAt}, so it is shrunk to ${Math.round((slot.ratio / ratio) * 100)}% of that height`;
  return null;
}

/** The images of a tenant file in slots: the branding images and each site's logo. */
function slotImages(tenant: Tenant): Array<{ pointer: string; file: string; slot: ImageSlot }> {
  const out: Array<{ pointer: string; file: string; slot: ImageSlot }> = [];
  for (const name of Object.keys(IMAGE_SLOTS) as Array<keyof typeof IMAGE_SLOTS>) {
    const file = tenant.branding[name];
    if (file !== undefined) out.push({ pointer: `/branding/${name}`, file, slot: IMAGE_SLOTS[name] });
  }
  tenant.sites.forEach((site, i) => {
    if (site.logo !== undefined) out.push({ pointer: `/sites/${i}/logo`, file: site.logo, slot: IMAGE_SLOTS.logo });
  });
  return out;
}

/** tenants:check's image warnings; a remote or missing file is not read (the asset rule reports a missing one). */
export async function imageSlotWarnings(tenant: Tenant, tenantsDir: string): Promise<PointedMessage[]> {
  const warnings: PointedMessage[] = [];
  for (const image of slotImages(tenant)) {
    if (isRemoteAsset(image.file)) continue;
    try {
      const sharp = await loadSharp();
      const { width, height } = await sharp(await readFile(path.resolve(tenantsDir, tenant.id, image.file))).metadata();
      const message = width && height ? slotWarning(image.slot, width, height) : null;
      if (message) warnings.push({ pointer: image.pointer, message });
    } catch {
      // Unreadable or missing: the asset and icon rules say so.
    }
  }
  return warnings;
}
