/**
 * The answer of /api/spot/config: a shop's legacy site settings and its tenant's system config,
 * derived from the tenant file with the defaults of docs/rules.md#system-config-defaults.
 */
import type { SpotConfigResult, SystemConfig, SystemTheme } from '../../src/generated/api/spot-config.response';
import type { Site, Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import { DEFAULT_BOOKING_RULES } from '../../src/lib/booking-rules';
import { textColourOn } from '../../src/lib/colour-contrast';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT } from '../../src/lib/date-formats';
import { DEFAULT_MONEY_SYMBOL, moneySymbolOf } from '../../src/lib/money';
import type { ShopMatch } from '../tenants/registry';
import { tenantAssetUrl } from './shared/asset-urls';
import { textIn, toServerLanguage } from './shared/server-language';

/** docs/rules.md#system-config-defaults */
export const SYSTEM_DEFAULTS = {
  bookingBeforeDay: DEFAULT_BOOKING_RULES.bookingBeforeDay,
  bookingBeforeTime: DEFAULT_BOOKING_RULES.bookingBeforeTime,
  onlineCreditCardPayment: 'dps',
  datetimeFormat: DEFAULT_DATETIME_FORMAT,
  dateFormat: DEFAULT_DATE_FORMAT,
  moneySymbol: DEFAULT_MONEY_SYMBOL,
  themeColor: '#263a5a',
  payUiType: 'DIALOG',
} as const;

function systemTheme(tenant: Tenant, preset: ThemePreset): SystemTheme {
  const overrides = tenant.theme.palette ?? {};
  const primary = overrides.primary ?? preset.palette.primary;
  const stylesheet = tenant.theme.fonts?.stylesheet;
  return {
    preset: preset.id,
    primary,
    // The text colour the validator checked for contrast: the tenant's choice or the readable default.
    onPrimary: textColourOn(primary, overrides.onPrimary),
    secondary: overrides.secondary ?? preset.palette.secondary,
    background: overrides.background ?? preset.palette.background,
    surface: overrides.surface ?? preset.palette.surface,
    text: overrides.text ?? preset.palette.text,
    error: overrides.error ?? preset.palette.error,
    success: overrides.success ?? preset.palette.success,
    fontBody: tenant.theme.fonts?.body ?? preset.typography.body,
    fontHeading: tenant.theme.fonts?.heading ?? preset.typography.heading,
    ...(stylesheet ? { fontStylesheet: tenantAssetUrl(tenant.id, stylesheet) } : {}),
    radius: tenant.theme.radius ?? preset.shape.radius,
  };
}

/** hideBanner wins over showBanner when both are given (tenant schema). */
function hidesBanner(tenant: Tenant): boolean {
  return tenant.branding.hideBanner ?? !(tenant.branding.showBanner ?? true);
}

export function systemConfig(tenant: Tenant, preset: ThemePreset): SystemConfig {
  const theme = systemTheme(tenant, preset);
  const { branding, contact, locale, booking, payment } = tenant;
  return {
    logo: tenantAssetUrl(tenant.id, branding.logo),
    banner: branding.bannerImage ? tenantAssetUrl(tenant.id, branding.bannerImage) : '',
    phone: contact.phone,
    address: contact.address ?? '',
    email: contact.email,
    businessNumber: contact.businessNumber ?? '',
    hideBanner: hidesBanner(tenant),
    imageServer: contact.imageServer ?? '',
    defaultLang: toServerLanguage(locale.defaultLanguage),
    bookingBeforeDay: booking.bookingBeforeDay ?? SYSTEM_DEFAULTS.bookingBeforeDay,
    bookingBeforeTime: booking.bookingBeforeTime ?? SYSTEM_DEFAULTS.bookingBeforeTime,
    onlineCreditCardPayment: payment.onlineCardProvider ?? SYSTEM_DEFAULTS.onlineCreditCardPayment,
    datetimeFormat: locale.datetimeFormat ?? SYSTEM_DEFAULTS.datetimeFormat,
    dateFormat: locale.dateFormat ?? SYSTEM_DEFAULTS.dateFormat,
    moneySymbol: moneySymbolOf(locale),
    themeColor: theme.primary || SYSTEM_DEFAULTS.themeColor,
    theme,
  };
}

type SiteSettings = Omit<SpotConfigResult, 'rtn' | 'dispMsg' | 'problem' | 'system'>;

export function siteSettings(tenant: Tenant, site: Site, lang?: string): SiteSettings {
  return {
    phone: site.phone ?? tenant.contact.phone,
    email: site.email ?? tenant.contact.email,
    urlLotPic: tenantAssetUrl(tenant.id, site.logo ?? tenant.branding.logo),
    address: site.address ?? tenant.contact.address ?? '',
    lotName: site.lotName,
    urlScan: site.urlScan ?? '',
    ordScan: site.ordScan ?? '',
    siteId: site.siteId,
    // "0 hides the pinpad": shown unless switched off.
    pinpad: site.pinpad ?? 1,
    ordLot: site.shopCode,
    liveTime: site.liveTime ?? 0,
    lotType: site.lotType ?? 'carpark',
    spotName: site.spotName,
    boardId: site.boardId ?? '',
    pathId: site.pathId ?? '',
    spotId: site.spotId ?? '',
    uiVersion: site.uiVersion,
    smsLogin: site.smsLogin ?? 0,
    addWallet: site.addWallet ?? 0,
    infoHead: textIn(tenant, site.infoHead, lang),
    infoBody: textIn(tenant, site.infoBody, lang),
    infoBottom: textIn(tenant, site.infoBottom, lang),
    payUiType: site.payUiType ?? tenant.payment.payUiType ?? SYSTEM_DEFAULTS.payUiType,
  };
}

/** `lang`: the client's language (en or cn), which the site's notices are given in (docs/rules.md#tenant-text). */
export function spotConfig(shop: ShopMatch, lang?: string): Omit<SpotConfigResult, 'rtn'> {
  return { ...siteSettings(shop.tenant, shop.site, lang), system: systemConfig(shop.tenant, shop.preset) };
}
