/**
 * The image at the top of a screen's first view: on a phone it is the page's largest paint (LCP),
 * so the server names it in the page's head to fetch with the HTML instead of after the app's
 * script, its route chunks and its render (docs/architecture.md#first-download). The screens
 * draw the same image with fetchpriority="high".
 */
import type { ScreenId } from './route-table';
import { resolveSections, type GeneratedPage, type SectionSources } from './page-sections';

const GENERATED_PAGES: Partial<Record<ScreenId, GeneratedPage>> = { home: 'home', site: 'site', info: 'info' };

/**
 * The tenant asset path (as in its branding) of the first view's image, or null: the login image on
 * the login screen; a generated page's banner when it is the page's first section or follows only
 * the welcome line (further down, it is below the first view on a phone, and fetching it first would
 * slow what is above).
 */
export function firstScreenImage(screen: ScreenId, sources: SectionSources): string | null {
  if (screen === 'login') return sources.tenant.branding.loginImage ?? null;
  const page = GENERATED_PAGES[screen];
  if (!page) return null;
  const sections = resolveSections(page, sources);
  const banner = sections.findIndex((section) => section.type === 'banner');
  if (banner < 0 || sections.slice(0, banner).some((section) => section.type !== 'welcome')) return null;
  return sources.tenant.branding.bannerImage ?? null;
}
