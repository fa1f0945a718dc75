import type { Branding } from '../generated/tenant';

/** The banner shows when there is an image and neither hideBanner nor showBanner: false hides it (hideBanner wins). */
export function isBannerShown(branding: Pick<Branding, 'bannerImage' | 'showBanner' | 'hideBanner'>): boolean {
  if (!branding.bannerImage) return false;
  if (branding.hideBanner !== undefined) return !branding.hideBanner;
  return branding.showBanner !== false;
}
