/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {
  ApiConfig,
  BookingRules,
  Branding,
  CloudConfig,
  ContactDetails,
  ContentPage,
  FeatureFlags,
  MapConfig,
  Membership,
  PaymentConfig,
  SectionLayouts,
  Site,
  SiteContent,
  TenantLocale,
  TenantTheme,
  VoucherCampaign,
  WalletConfig
} from './tenant';

/**
 * The part of a tenant that reaches the browser (GET /tenant-config/{shop}): the tenant without every property tenant.schema.json marks x-secret.
 */
export interface PublicTenant {
  /**
   * Path or URL of this schema, so editors can autocomplete and validate the file.
   */
  $schema?: string;
  /**
   * Tenant id: lower-case letters, digits and dashes; must equal the file name without .json. Used in URLs (/cloud/{id}) and asset paths (tenants/{id}/).
   */
  id: string;
  branding: Branding;
  theme: TenantTheme;
  locale: TenantLocale;
  contact: ContactDetails;
  payment: PaymentConfig;
  booking: BookingRules;
  cloud?: CloudConfig;
  api: ApiConfig;
  features?: FeatureFlags;
  map?: MapConfig;
  wallet?: WalletConfig;
  /**
   * Content pages (CMS) of the tenant, shown at page/{id}. Page ids must be unique within the tenant.
   */
  pages?: ContentPage[];
  sections?: SectionLayouts;
  siteContent?: SiteContent;
  /**
   * The tenant's sites (carparks and shops). Each has a shop code that selects it in the URL.
   *
   * @minItems 1
   */
  sites: [Site, ...Site[]];
  /**
   * Voucher campaigns (docs/vouchers-and-invitations.md): what a voucher gives at parking checkout and how customers collect it. Campaign codes are unique within the tenant.
   */
  vouchers?: VoucherCampaign[];
  membership?: Membership;
}
