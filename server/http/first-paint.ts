/**
 * The first paint of a shop page (docs/architecture.md#first-paint): static HTML of the page's
 * frame, sent with index.html so the brand's header and the screen's first image show before any
 * script has run. It copies what the app draws (src/app/layouts/TenantFrame.tsx, AppHeader,
 * PageContent, the home's WelcomeSection and BannerSection, the login's AccountPage) at the same sizes and places,
 * so swapping it for the app moves nothing. The app removes it when its first screen commits.
 * Pure: tenant in, HTML out. Tenant text is untrusted: every piece of it is escaped.
 */
import type { LayoutName, Site, Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import { WELCOME_TEXT, type WelcomeLanguage } from '../../src/generated/welcome-text';
import { isBannerShown } from '../../src/lib/banner-visibility';
import {
  FIRST_PAINT_CLOCK_ATTRIBUTES,
  FIRST_PAINT_CLOCK_QUARTER_HOURS,
  FIRST_PAINT_ELEMENT_ID,
  FIRST_PAINT_LANGUAGE_ATTRIBUTES,
} from '../../src/lib/first-paint';
import { greetingPeriod } from '../../src/lib/greeting';
import { resolveSections } from '../../src/lib/resolve-sections';
import { LAYOUT_LANDING } from '../../src/lib/route-table';
import { siteHourAt, siteTimeZone, zoneOffsetsFrom } from '../../src/lib/site-time';
import { resolveThemeTokens } from '../../src/lib/theme-tokens';
import { tenantAssetUrl } from '../services/shared/asset-urls';

export interface FirstPaintPage {
  layout: LayoutName;
  /** The path inside the layout ('' for the bare /shop/{shop}, 'home', 'login', ...). */
  rest: string;
  tenant: Tenant;
  site: Site;
  preset: ThemePreset;
  /** Width / height of the header's logo when known (server/services/logo-shapes.ts). */
  logoRatio: number | null;
  /** The instant the page is drawn for, in epoch seconds (the welcome's greeting); now when left out. */
  now?: number;
  /**
   * The families the tenant's font stylesheet declares (lower case). The first paint draws without
   * them: it shows before they load, and a face arriving while it shows would move its text. The
   * app shows the brand's faces once they are loaded (src/app/first-paint.tsx).
   */
  webFontFamilies?: readonly string[];
}

/** MUI's defaults the app's theme keeps (src/config/theme.ts): 8 px spacing, 600 px 'sm', 1200 px 'lg'. */
const SM = 600;
const MAX_WIDTH: Record<LayoutName, number | null> = { shop: 600, app: 600, company: 1200, embed: null };
const HEADER: Record<LayoutName, 'full' | 'compact' | 'none'> = {
  shop: 'full',
  app: 'compact',
  company: 'full',
  embed: 'none',
};
/** MUI's shadows[2]: a solid AppBar's elevation (src/config/theme.ts). */
const APP_BAR_SHADOW =
  '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)';
/** The path of src/components/icons/MenuIcon.tsx. */
const MENU_ICON_PATH = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
/** AppHeader.tsx's WORDMARK_RATIO: a logo this much wider than tall already shows the brand name. */
const WORDMARK_RATIO = 2.5;
const LANGUAGE_TAGS: Record<WelcomeLanguage, string> = { 'en-gb': 'en-GB', 'zh-hans': 'zh-Hans', 'ms-my': 'ms-MY' };
const isLanguage = (language: string): language is WelcomeLanguage => Object.hasOwn(WELCOME_TEXT, language);

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A font list as CSS: names, commas, quotes and spaces only, so tenant text cannot end the
 * declaration; without the families in `without` (sans-serif when nothing else is left).
 */
function fontFamily(value: string, without: readonly string[] = []): string {
  const names = value
    .replace(/[^\p{L}\p{N} ,'_-]/gu, '')
    .split(',')
    .map((name) => name.trim())
    .filter(
      (name) =>
        name !== '' &&
        !without.includes(
          name
            .replace(/^'(.*)'$/, '$1')
            .trim()
            .toLowerCase(),
        ),
    );
  return names.length > 0 ? names.join(', ') : 'sans-serif';
}

/** The colours and type of the app's theme for the header: the tokens the app's MUI theme is built from (src/lib/theme-tokens.ts). */
function frameTokens(tenant: Tenant, preset: ThemePreset, webFontFamilies: readonly string[] = []) {
  const tokens = resolveThemeTokens(preset, tenant.theme);
  return {
    ...tokens,
    // MUI's text.secondary (src/config/theme.ts: the text colour at 0.74).
    secondaryText: `rgba(${[1, 3, 5].map((i) => parseInt(tokens.text.slice(i, i + 2), 16)).join(',')},0.74)`,
    bodyFont: fontFamily(tokens.bodyFont, webFontFamilies),
    headingFont: fontFamily(tokens.headingFont, webFontFamilies),
    // MUI scales every variant by fontSize / 14 (the theme's typography.fontSize is the preset's baseSize).
    scale: tokens.baseSize / 14,
    solid: tokens.header === 'solid',
  };
}

/** The screen a layout path shows, as far as the first paint cares. */
function screenOf(layout: LayoutName, rest: string): 'home' | 'login' | 'other' {
  const path = rest.replace(/^\/+|\/+$/g, '').toLowerCase();
  const screen = path === '' ? LAYOUT_LANDING[layout] : path;
  return screen === 'home' || screen === 'login' ? screen : 'other';
}

/** The language the app will show before any stored choice is read (src/i18n/language-preference.ts pickLanguage). */
function languageOf(tenant: Tenant): WelcomeLanguage {
  const { languages, defaultLanguage } = tenant.locale;
  const language = languages.includes(defaultLanguage) ? defaultLanguage : (languages[0] ?? 'en-gb');
  return isLanguage(language) ? language : 'en-gb';
}

function header(page: FirstPaintPage, t: ReturnType<typeof frameTokens>): string {
  const { tenant, site, layout } = page;
  const compact = HEADER[layout] === 'compact';
  const logo = site.logo ?? tenant.branding.logo;
  const logoHeight = compact ? 26 : 30;
  const logoImg = `<img src="${escapeHtml(tenantAssetUrl(tenant.id, logo))}" alt="" height="${logoHeight}" style="display:block;height:${logoHeight}px;width:auto;max-width:${logoHeight * 4.5}px;object-fit:contain">`;
  const plate = t.solid
    ? `<span class="fp-plate">${logoImg}</span>`
    : `<span style="display:flex;flex-shrink:0">${logoImg}</span>`;
  // The app's menu button (AppHeader: a 40 px round button with the 24 px menu icon); every layout with a header has a menu (nav-items.ts).
  const menu = `<span class="fp-menu"><svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" focusable="false"><path d="${MENU_ICON_PATH}"/></svg></span>`;
  const wordmark = page.logoRatio !== null && page.logoRatio >= WORDMARK_RATIO;
  return `<div class="fp-bar${compact ? ' fp-dense' : ''}">${menu}<span class="fp-brand">${plate}<span class="fp-name${wordmark ? ' fp-wordmark' : ''}">${escapeHtml(tenant.branding.name)}</span></span></div>`;
}

/**
 * WelcomeSection.tsx logged out: the greeting for the hour at the site (an inline overline, as
 * MUI's Typography draws it), the h1 'Welcome to {site}' and the spot's name when it differs.
 * The text is the locale files' (src/generated/welcome-text.ts); the site's names are escaped.
 */
function welcome(page: FirstPaintPage): string {
  const { tenant, site } = page;
  const text = WELCOME_TEXT[languageOf(tenant)];
  const greeting = text.greeting[greetingPeriod(siteHourAt(page.now ?? Date.now() / 1000, tenant, site))];
  const title = escapeHtml(text.title).replaceAll('{{site}}', () => escapeHtml(site.lotName));
  const spot =
    site.spotName && site.spotName !== site.lotName ? `<p class="fp-spot">${escapeHtml(site.spotName)}</p>` : '';
  return `<section class="fp-welcome"><span class="fp-overline">${escapeHtml(greeting)}</span><h1 class="fp-title">${title}</h1>${spot}</section>`;
}

/**
 * The home's leading sections while they are welcome or banner ones (the same resolveSections and
 * isBannerShown as SectionList and BannerSection), stopping at the first of another type; under
 * the screen heading unless a welcome section replaces it (HomeScreen.tsx). Nothing when they draw nothing.
 */
function homeContent(page: FirstPaintPage): string {
  const { tenant, site, preset } = page;
  const sections = resolveSections('home', { site, tenant, preset });
  const drawn: string[] = [];
  for (const section of sections) {
    if (section.type === 'welcome') drawn.push(welcome(page));
    else if (section.type !== 'banner') break;
    else if (tenant.branding.bannerImage && isBannerShown(tenant.branding)) {
      drawn.push(
        `<img class="fp-banner" src="${escapeHtml(tenantAssetUrl(tenant.id, tenant.branding.bannerImage))}" alt="">`,
      );
    }
  }
  if (drawn.length === 0) return '';
  const heading = sections.some((s) => s.type === 'welcome')
    ? ''
    : `<div class="fp-heading">${escapeHtml(site.lotName)}</div>`;
  return `${heading}<div class="fp-sections">${drawn.join('')}</div>`;
}

/** The login's image (AccountPage.tsx: a 480 px column, 15:8 up to 200 px high). */
function loginContent(page: FirstPaintPage): string {
  const image = page.tenant.branding.loginImage;
  if (!image) return '';
  return `<div style="max-width:480px;margin:0 auto"><img class="fp-login" src="${escapeHtml(tenantAssetUrl(page.tenant.id, image))}" alt=""></div>`;
}

function styles(page: FirstPaintPage, t: ReturnType<typeof frameTokens>): string {
  const maxWidth = MAX_WIDTH[page.layout];
  const px = (n: number) => `${Math.round(n * 1000) / 1000}px`;
  const bar = t.solid
    ? `background:${t.primary};color:${t.onPrimary};box-shadow:${APP_BAR_SHADOW}`
    : `background:${t.surface};color:${t.text};border-bottom:3px solid ${t.primary}`;
  return [
    // The app's CssBaseline makes every box border-box: max-width includes the padding.
    `#${FIRST_PAINT_ELEMENT_ID},#${FIRST_PAINT_ELEMENT_ID} *{box-sizing:border-box}`,
    `#${FIRST_PAINT_ELEMENT_ID}{min-height:100vh;background:${t.background};color:${t.text};font-family:${t.headingFont}}`,
    `.fp-bar{display:flex;align-items:center;gap:8px;padding:0 8px;min-height:56px;${bar}}`,
    // The app's light bar draws its underline outside the toolbar's height (AppBar border, Toolbar min-height): so does this one.
    `#${FIRST_PAINT_ELEMENT_ID} .fp-bar{box-sizing:content-box}`,
    `@media (orientation:landscape){.fp-bar{min-height:48px}}`,
    `@media (min-width:${SM}px){.fp-bar{min-height:64px;padding:0 16px}}`,
    `.fp-bar.fp-dense{min-height:48px}`,
    `.fp-menu{display:flex;padding:8px;flex-shrink:0}`,
    // MUI's SvgIcon is 24 px scaled like the type (pxToRem(24)): 25.7 px in a 15 px preset.
    `.fp-menu svg{width:${px(24 * t.scale)};height:${px(24 * t.scale)}}`,
    `.fp-brand{display:flex;align-items:center;gap:10px;min-width:0;flex:1}`,
    `.fp-plate{display:flex;flex-shrink:0;background:#ffffff;border-radius:${t.radius}px;padding:4px 6px}`,
    `.fp-name{font-size:${px(20 * t.scale)};font-weight:700;line-height:1.2;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
    // On a phone the app hides the name beside a wordmark (AppHeader.tsx).
    `@media (max-width:${SM - 0.05}px){.fp-wordmark{display:none}}`,
    `.fp-dense .fp-name{font-size:${px(16 * t.scale)}}`,
    `.fp-content{margin:0 auto;padding:0 16px;${maxWidth === null ? '' : `max-width:${maxWidth}px`}}`,
    `@media (min-width:${SM}px){.fp-content{padding:0 24px}}`,
    `.fp-heading{margin:16px 0;font-size:${px(24 * t.scale)};line-height:1.334;font-weight:${t.headingWeight}}`,
    `@media (min-width:${SM}px){.fp-heading{margin-top:24px}}`,
    `.fp-sections{display:flex;flex-direction:column;gap:16px;margin-top:16px}`,
    // WelcomeSection: a section (pt: 1) in the body's type (CssBaseline: body1), holding MUI's overline, h5 and body1.
    // MUI gives its variants letter spacing only in its default Roboto, which no preset uses: the overline's is WelcomeSection's own.
    `.fp-welcome{padding-top:8px;font-family:${t.bodyFont};font-size:${px(16 * t.scale)};font-weight:400;line-height:1.5;color:${t.text}}`,
    `.fp-overline{font-size:${px(12 * t.scale)};font-weight:400;line-height:2.66;letter-spacing:1px;text-transform:uppercase;color:${t.secondaryText}}`,
    `.fp-title{margin:0;font-family:${t.headingFont};font-size:${px(24 * t.scale)};font-weight:${t.headingWeight};line-height:1.25}`,
    `.fp-spot{margin:0;color:${t.secondaryText}}`,
    `.fp-banner{display:block;width:100%;aspect-ratio:16/7;object-fit:cover;border-radius:${t.radius}px}`,
    `.fp-login{display:block;width:100%;aspect-ratio:15/8;max-height:200px;object-fit:cover;border-radius:${t.radius * 2}px;margin-top:16px}`,
    `@media (min-width:${SM}px){.fp-login{margin-top:24px}}`,
  ].join('');
}

/** The tenant's id and languages, from which the app starts in the language the page will show (src/lib/first-paint.ts). */
function languageAttributes(tenant: Tenant): string {
  const { tenant: id, languages, defaultLanguage } = FIRST_PAINT_LANGUAGE_ATTRIBUTES;
  return `${id}="${escapeHtml(tenant.id)}" ${languages}="${escapeHtml(tenant.locale.languages.join(' '))}" ${defaultLanguage}="${escapeHtml(tenant.locale.defaultLanguage)}"`;
}

/**
 * The first paint of a layout page that answers 200, or null when the layout draws no header
 * (embed: its host page frames it, and there is nothing of its own to show before the app).
 */
export function firstPaintHtml(page: FirstPaintPage): string | null {
  if (HEADER[page.layout] === 'none') return null;
  const t = frameTokens(page.tenant, page.preset, page.webFontFamilies);
  const screen = screenOf(page.layout, page.rest);
  const content = screen === 'home' ? homeContent(page) : screen === 'login' ? loginContent(page) : '';
  const zone = siteTimeZone(page.tenant, page.site);
  const offsets = zoneOffsetsFrom(page.now ?? Date.now() / 1000, zone, FIRST_PAINT_CLOCK_QUARTER_HOURS);
  const clock = `${FIRST_PAINT_CLOCK_ATTRIBUTES.zone}="${escapeHtml(zone)}" ${FIRST_PAINT_CLOCK_ATTRIBUTES.offsets}="${offsets}"`;
  return (
    `<div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true" lang="${LANGUAGE_TAGS[languageOf(page.tenant)]}" ${clock} ${languageAttributes(page.tenant)}>` +
    `<style>${styles(page, t)}</style>` +
    header(page, t) +
    `<div class="fp-content">${content}</div>` +
    `</div>`
  );
}

/** index.html with the first paint placed just before #root (a sibling: the app never renders into it). */
export function withFirstPaint(html: string, firstPaint: string | null): string {
  if (firstPaint === null) return html;
  return html.replace(/<div id="root">/, (root) => `${firstPaint}\n    ${root}`);
}
