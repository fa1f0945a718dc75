/**
 * The web app manifest of one shop in one layout (docs/installable-app.md#manifest): the brand's
 * names and colours, icons made from its logo, and start_url/scope of the layout the customer came
 * from, so a customer who installs Harbour Park gets Harbour Park. Pure: the route reads the tenant
 * from the registry and the icon files' fingerprint from the icon service.
 */
import { brandShortName } from '../../../src/lib/brand-short-name';
import { LAYOUT_LANDING, layoutHref } from '../../../src/lib/route-table';
import type { LayoutName, Tenant } from '../../../src/generated/tenant';
import type { ThemePreset } from '../../../src/generated/theme';
import type { WebManifestIcon, WebManifestResponse } from '../../../src/generated/api/web-manifest.response';

/** Layouts a customer can install: embed exists to be framed inside other sites, never on its own. */
export const INSTALLABLE_LAYOUTS = ['shop', 'app', 'company'] as const satisfies readonly LayoutName[];
export type InstallableLayout = (typeof INSTALLABLE_LAYOUTS)[number];

export function isInstallableLayout(layout: string): layout is InstallableLayout {
  return (INSTALLABLE_LAYOUTS as readonly string[]).includes(layout);
}

/** The icons installers ask for: 192 and 512 pixels, each plain and maskable (safe-zone padded). */
export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export type IconPurpose = 'any' | 'maskable';
export const ICON_PURPOSES: readonly IconPurpose[] = ['any', 'maskable'];

export { SHORT_NAME_MAX } from '../../../src/lib/brand-short-name';

export type { WebManifestResponse as WebManifest, WebManifestIcon as ManifestIcon };

/** BCP 47 tags of the app's languages (the locale folders spell them en-gb, zh-hans, ms-my). */
const LANGUAGE_TAGS: Record<string, WebManifestResponse['lang']> = {
  'en-gb': 'en-GB',
  'zh-hans': 'zh-Hans',
  'ms-my': 'ms-MY',
};

/** The colours the app is drawn with: the tenant's overrides on the site's theme preset. */
export function brandColours(tenant: Tenant, preset: ThemePreset | undefined): { theme: string; background: string } {
  const palette = tenant.theme.palette ?? {};
  return {
    theme: palette.primary ?? preset?.palette.primary ?? '#263a5a',
    background: palette.background ?? preset?.palette.background ?? '#ffffff',
  };
}

/** The brand's short name (src/lib/brand-short-name.ts: the app offers to install it by the same name). */
export function shortNameOf(tenant: Tenant): string {
  return brandShortName(tenant.branding);
}

/** Where the installed app of a shop and layout lives: its scope (prefix) and the page it opens on. */
export function installedUrls(layout: InstallableLayout, shopCode: string): { scope: string; startUrl: string } {
  return {
    scope: `${layoutHref(layout, shopCode, '')}/`,
    startUrl: layoutHref(layout, shopCode, LAYOUT_LANDING[layout] ?? ''),
  };
}

/** URL of one generated icon; `version` changes when the source image or the colours change, so no stale copy is kept. */
export function iconUrl(tenantId: string, size: IconSize, purpose: IconPurpose, version: string): string {
  return `/pwa/icons/${encodeURIComponent(tenantId)}/${purpose}-${size}.png?v=${encodeURIComponent(version)}`;
}

function generatedIcons(tenantId: string, version: string): WebManifestResponse['icons'] {
  const icon = (purpose: IconPurpose, size: IconSize): WebManifestIcon => ({
    src: iconUrl(tenantId, size, purpose, version),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  const [first, ...rest] = ICON_PURPOSES.flatMap((purpose) => ICON_SIZES.map((size) => icon(purpose, size)));
  if (!first) throw new Error('no icon sizes');
  return [first, ...rest];
}

export interface ManifestInput {
  tenant: Tenant;
  preset: ThemePreset | undefined;
  layout: InstallableLayout;
  shopCode: string;
  /** A language the tenant offers, else its default. */
  language?: string;
  /**
   * The icons: a fingerprint of the local source image (generated PNGs), or the https URL of a remote logo
   * (listed as it is: the server cannot read it to make PNGs).
   */
  icons: { kind: 'generated'; version: string } | { kind: 'remote'; url: string };
}

export function buildWebManifest(input: ManifestInput): WebManifestResponse {
  const { tenant, layout, shopCode } = input;
  const language =
    input.language !== undefined && tenant.locale.languages.includes(input.language as never)
      ? input.language
      : tenant.locale.defaultLanguage;
  const colours = brandColours(tenant, input.preset);
  const { scope, startUrl } = installedUrls(layout, shopCode);
  const version = input.icons.kind === 'generated' ? input.icons.version : '';
  const icons: WebManifestResponse['icons'] =
    input.icons.kind === 'generated'
      ? generatedIcons(tenant.id, version)
      : [
          {
            src: input.icons.url,
            sizes: 'any',
            type: input.icons.url.toLowerCase().endsWith('.svg') ? 'image/svg+xml' : 'image/png',
            purpose: 'any',
          },
        ];
  return {
    // One installed app per shop and layout: the scope names both.
    id: scope,
    name: tenant.branding.name,
    short_name: shortNameOf(tenant),
    lang: LANGUAGE_TAGS[language] ?? 'en-GB',
    // Both languages the app offers are written left to right.
    dir: 'ltr',
    start_url: startUrl,
    scope,
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons,
  };
}
