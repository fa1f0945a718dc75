/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {CarouselSlide} from './content/carousel';
import type {Client} from './content/client';
import type {ConfigurationEntry} from './content/configuration';
import type {ContactUsEntry} from './content/contactUs';
import type {FooterBlock} from './content/footer';
import type {Partner} from './content/partner';
import type {Product} from './content/product';
import type {Project} from './content/project';
import type {Solution} from './content/solution';
import type {WhyUsPoint} from './content/whyUs';

/**
 * A supported UI language.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "languageCode".
 */
export type LanguageCode = 'en-gb' | 'zh-hans' | 'ms-my';
/**
 * Name shown to the customer, at most 40 characters: one text for every language, or text per language, e.g. { "en-gb": "Card", "zh-hans": "银行卡" }, resolved like every tenant text (docs/rules.md#tenant-text).
 */
export type PaymentMethodName =
  | string
  | {
      /**
       * English.
       */
      'en-gb'?: string;
      /**
       * Simplified Chinese.
       */
      'zh-hans'?: string;
      /**
       * Bahasa Malaysia.
       */
      'ms-my'?: string;
    };
/**
 * Stable id of a starting content item: lower-case letters, digits and dashes, unique within its content type.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingContentId".
 */
export type StartingContentId = string;
/**
 * One of the four app layouts: shop (/shop/{shop}), app (/app/{shop}), company (/company/{shop}), embed (/embed/{shop}).
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "layoutName".
 */
export type LayoutName = 'shop' | 'app' | 'company' | 'embed';
/**
 * A day of the week at the site.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "weekday".
 */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/**
 * What the voucher takes its discount off: a parking fee ('parking', the default), a shop order's goods ('shop') or either ('both'). The server refuses it anywhere else (VOUCHER_UNAVAILABLE).
 */
export type VoucherScope = 'parking' | 'shop' | 'both';
/**
 * Text the tenant writes, in one language or per language: a string (shown to every customer), or an object of language code -> text, e.g. { "en-gb": "Early bird", "zh-hans": "早鸟票" }. A customer sees the text of their language; where the tenant did not write it, the tenant's defaultLanguage, then en-gb, then any language given (docs/rules.md#tenant-text).
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "tenantText".
 */
export type TenantText = string | TenantTextPerLanguage;
/**
 * A file path relative to the tenant's asset folder tenants/{id}/ (for example logo.svg), or an absolute https URL.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "assetPath".
 */
export type AssetPath = string;
/**
 * A colour as #rrggbb.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "colour".
 */
export type Colour = string;
/**
 * ISO 3166-1 alpha-2 country code (upper case) whose national numbering plan reads a mobile number typed without a +prefix, for example NZ, AU, CN, SG, GB. The sign-up and login screens show an example mobile number of this country.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "phoneCountry".
 */
export type PhoneCountry = string;
/**
 * A legacy on/off setting: 1 is on, 0 is off.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "flag".
 */
export type Flag = 0 | 1;
/**
 * How the online payment page is shown: DIALOG (inside the app) or REDIRECT (a full-page redirect to the gateway).
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "payUiType".
 */
export type PayUiType = 'DIALOG' | 'REDIRECT';
/**
 * Sections in display order.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "sectionList".
 */
export type SectionList = PageSection[];
/**
 * A time of day on the site's clock, 24-hour 'HH:mm' ('06:00', '19:30').
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "clockTime".
 */
export type ClockTime = string;

/**
 * One brand (tenant) of Kerbside: branding, theme, locale, contact, payment, booking rules, cloud and API settings, its sites and pages. Everything except `secrets` is public and may be served to the browser.
 */
export interface Tenant {
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
  secrets?: TenantSecrets;
  paymentProviders?: PaymentProviders;
  sms?: SmsConfig;
}
/**
 * How the brand looks and names itself.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "branding".
 */
export interface Branding {
  /**
   * Brand name shown in the header and the page title.
   */
  name: string;
  /**
   * Logo image shown in the header, 30 px high (26 on small layouts) and at most 4.5 times as wide (SVG, or PNG/WebP at least 90 px high for sharp phones); tenants:check warns when it is wider than 4.5:1. Also the installed app's icon when appIcon is not given (it must then be square).
   */
  logo: AssetPath;
  /**
   * Name under the installed app's icon on a home screen (at most 12 characters). Defaults to the name when it fits, else its first word.
   */
  shortName?: string;
  /**
   * Square image (SVG, or PNG/JPEG/WebP of at least 512x512 pixels) the installed app's icons are made from; defaults to the logo. Keep the mark within the middle 80%: maskable icons are cut to a circle.
   */
  appIcon?: AssetPath;
  /**
   * Wide banner image at the top of the home page: shown at the page's full width (up to 600 px) in a 16:7 box, cropped to fill it. Give 1600x700 (16:7); tenants:check warns when more than 35% of the image would be cut off.
   */
  bannerImage?: AssetPath;
  /**
   * Whether the home page shows the banner image.
   */
  showBanner?: boolean;
  /**
   * Legacy inverse of showBanner: true hides the banner. When both are given, hideBanner wins.
   */
  hideBanner?: boolean;
  /**
   * Image shown above the login form: up to 480x200 px in a 15:8 box, cropped to fill it. Give 960x512 (15:8); tenants:check warns when more than 35% would be cut off.
   */
  loginImage?: AssetPath;
  /**
   * Image shown in the footer: 40 px high, at most 180 px wide (4.5:1). Give an SVG, or a PNG/WebP 120 px high; tenants:check warns when it is wider than 4.5:1 (it is then shrunk).
   */
  footerImage?: AssetPath;
  /**
   * Credit line for the designer, shown in the footer (at most 80 characters).
   */
  designer?: TenantText;
  /**
   * The brand's public website, an http(s) URL (the footer and About us link to it; docs/admin.md#links).
   */
  website?: string;
}
/**
 * The theme: a base preset from themes/ plus this tenant's overrides.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "theme".
 */
export interface TenantTheme {
  /**
   * Id of the base preset in themes/ used by classic-UI sites.
   */
  preset: string;
  /**
   * Id of the preset used by new-UI sites (uiVersion starting with 3.). Defaults to modern.
   */
  newUiPreset?: string;
  palette?: PaletteOverrides;
  fonts?: Fonts;
  /**
   * Corner radius in pixels of cards, buttons and fields.
   */
  radius?: number;
}
/**
 * Colour overrides on top of the theme preset.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "palette".
 */
export interface PaletteOverrides {
  /**
   * Main brand colour: app bar, main buttons. Text on it must reach WCAG AA contrast (4.5:1).
   */
  primary?: Colour;
  /**
   * Text colour on the primary colour. Defaults to white or near-black, whichever contrasts more.
   */
  onPrimary?: Colour;
  /**
   * Accent colour: secondary buttons, highlights.
   */
  secondary?: Colour;
  /**
   * Page background colour.
   */
  background?: Colour;
  /**
   * Card and sheet background colour.
   */
  surface?: Colour;
  /**
   * Main text colour.
   */
  text?: Colour;
  /**
   * Colour of error messages and states. Used as text on the background and surface, and under white or dark text: it must reach 4.5:1 (WCAG AA) both ways.
   */
  error?: Colour;
  /**
   * Colour of success states (available, approved, a strong password). Same contrast rule as error.
   */
  success?: Colour;
  /**
   * Colour of warnings (payment pending, a medium password, an abandoned payment). Same contrast rule as error; the preset's, else #b45309, when not set.
   */
  warning?: Colour;
  /**
   * Colour of information notes (payment in progress, no top-up method). Same contrast rule as error; the preset's, else #0369a1, when not set.
   */
  info?: Colour;
}
/**
 * Font families. Families must be available to the browser: a system font, or one loaded by the stylesheet below.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "fonts".
 */
export interface Fonts {
  /**
   * CSS font-family list for body text.
   */
  body?: string;
  /**
   * CSS font-family list for headings.
   */
  heading?: string;
  /**
   * Optional CSS file (with @font-face rules) in the tenant's asset folder that loads the fonts.
   */
  stylesheet?: AssetPath;
}
/**
 * Languages, date formats and money.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "locale".
 */
export interface TenantLocale {
  /**
   * Languages offered in the language switch.
   *
   * @minItems 1
   */
  languages: [LanguageCode, ...LanguageCode[]];
  /**
   * Language used until the customer picks another; must be one of languages.
   */
  defaultLanguage: LanguageCode;
  /**
   * dayjs format for a date and time.
   */
  datetimeFormat?: string;
  /**
   * dayjs format for a date.
   */
  dateFormat?: string;
  /**
   * Symbol put before amounts.
   */
  moneySymbol?: string;
  /**
   * The currency amounts are in (amounts are integer minor units everywhere).
   */
  currency?: {
    /**
     * ISO 4217 code, for example NZD.
     */
    name: string;
    /**
     * Currency symbol, for example $.
     */
    symbol: string;
  };
  /**
   * Default IANA time zone of the tenant's sites, for example Pacific/Auckland.
   */
  timeZone?: string;
  /**
   * Country customers' mobile numbers are read in when typed without +: ISO 3166 alpha-2, for example NZ. Defaults to the country of timeZone (every IANA zone has one, except UTC and Etc/*); tenants:check refuses a tenant with neither.
   */
  phoneCountry?: PhoneCountry;
}
/**
 * Contact and business details shown on the contact-us and about pages.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "contact".
 */
export interface ContactDetails {
  /**
   * Customer service phone number.
   */
  phone: string;
  /**
   * Customer service email.
   */
  email: string;
  /**
   * Postal or street address of the business.
   */
  address?: string;
  /**
   * Company or business registration number.
   */
  businessNumber?: string;
  /**
   * Base URL of an image server for product and CMS images.
   */
  imageServer?: string;
}
/**
 * Payment methods and the online payment page.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "payment".
 */
export interface PaymentConfig {
  /**
   * Payment methods in display order.
   *
   * @minItems 1
   */
  methods: [PaymentMethod, ...PaymentMethod[]];
  /**
   * Online card payment provider reported to the legacy config (onlineCreditCardPayment). dps and windcave are the same gateway (Windcave was called DPS Payment Express); omipay, cvc (fast pay) and sandbox are the others.
   */
  onlineCardProvider?: 'dps' | 'windcave' | 'omipay' | 'cvc' | 'sandbox';
  /**
   * Default pay UI type for the tenant's sites.
   */
  payUiType?: PayUiType;
}
/**
 * A way to pay, with its surcharge.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "paymentMethod".
 */
export interface PaymentMethod {
  name: PaymentMethodName;
  /**
   * Kind of payment.
   */
  paymentType: 'cash' | 'card' | 'wechat' | 'alipay' | 'paypal' | 'storedValue';
  /**
   * Payment code (docs/rules.md#payment-codes). The last digit is the kind and must match paymentType: 0 cash, 1 card, 2 wechat, 3 alipay, 4 paypal, 5 stored-value card. 2xx and 3xx are two series of the same six kinds, kept because operators' back offices number their methods in one or the other; Kerbside treats 201 and 301 alike (same payment flow, surcharge and receipt rules), so use the series your back office reports, and list each code once.
   */
  code: 200 | 201 | 202 | 203 | 204 | 205 | 300 | 301 | 302 | 303 | 304 | 305;
  /**
   * Whether the method is offered to customers.
   */
  visible: boolean;
  /**
   * Fixed surcharge in minor units, used when surchargeType is fixed.
   */
  surcharge?: number;
  /**
   * How the surcharge is computed: none, a fixed amount, or a rate of the amount.
   */
  surchargeType?: 'none' | 'fixed' | 'rate';
  /**
   * Surcharge rate in percent of the amount, used when surchargeType is rate (rounded half up to a whole minor unit).
   */
  rate?: number;
  /**
   * Who processes it: the built-in sandbox gateway (test tool), windcave (cards), omipay (wechat, alipay), paypal, stripe (card, wechat, alipay), or none (cash, stored value). dps is Windcave's former name (DPS Payment Express): both name the same card gateway; write windcave in new files, dps stays accepted for files written against the legacy config. A remote provider takes payments only when paymentProviders configures it (docs/payment-providers.md); without that the demo server pays it through the sandbox and a production server does not offer the method.
   */
  provider: 'sandbox' | 'windcave' | 'omipay' | 'paypal' | 'stripe' | 'dps' | 'none';
}
/**
 * Rules for pre-paid parking bookings.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "bookingRules".
 */
export interface BookingRules {
  /**
   * How many days ahead a booking may start.
   */
  bookingBeforeDay?: number;
  /**
   * Minutes before entry after which a booking can no longer be made.
   */
  bookingBeforeTime?: number;
  /**
   * Minimum stay in minutes ({span} of the message 'Minimum stay of {span} minutes').
   */
  minimumStayMinutes?: number;
  /**
   * A booking must span fewer than this many days ({day} of the message 'A booking must span fewer than {day} days').
   */
  maximumBookingDays?: number;
  /**
   * Most tickets in one booking.
   */
  maxTicketsPerBooking?: number;
  /**
   * How a booking is extended.
   */
  topUp?: {
    /**
     * Top-ups are charged per period of this many minutes.
     */
    ratePeriodMinutes: number;
    /**
     * Shortest extension allowed, in minutes.
     */
    minimumIntervalMinutes: number;
  };
  cancellation?: CancellationPolicy;
}
/**
 * What a cancelled booking refunds.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "cancellationPolicy".
 */
export interface CancellationPolicy {
  /**
   * A cancellation at least this many minutes before entry refunds the full fee.
   */
  fullRefundMinutesBefore: number;
  /**
   * Percent of the fee refunded for a later cancellation before entry.
   */
  lateCancelRefundPercent: number;
  /**
   * Fixed fee in minor units kept on any cancellation.
   */
  cancellationFee?: number;
}
/**
 * Cloud settings.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "cloudConfig".
 */
export interface CloudConfig {
  /**
   * Path of the user-info call on the cloud base.
   */
  urlUserInfo?: string;
  /**
   * Questions asked of the customer.
   */
  questionList?: CloudQuestion[];
}
/**
 * A question asked of the customer (cloud config questionList).
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "question".
 */
export interface CloudQuestion {
  /**
   * Question id.
   */
  id: string;
  /**
   * The question: one text for every language, or text per language (docs/rules.md#tenant-text). Stored with each answer in the tenant's default language.
   */
  text: TenantText;
  /**
   * The options of info.A as staff read them in other languages (language code to a pipe-separated list): the same options in the same order, with the same NOTE marker (docs/staff.md#member-assessment). Answers are stored as info.A's options.
   */
  localOptions?: {
    /**
     * English options.
     */
    'en-gb'?: string;
    /**
     * Simplified Chinese options.
     */
    'zh-hans'?: string;
    /**
     * Bahasa Malaysia options.
     */
    'ms-my'?: string;
  };
  /**
   * Answer options.
   */
  info: {
    /**
     * Pipe-separated options. An option NOTE=0 adds an optional free-text note, NOTE=1 a mandatory one.
     */
    A: string;
  };
}
/**
 * Where the app sends its calls and how the payload is packaged. payloadKey is required only with packaging aes.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "apiConfig".
 */
export interface ApiConfig {
  /**
   * Base URL of the cloud API. Defaults to /cloud/{tenant id} on this server.
   */
  cloudBase?: string;
  /**
   * Base URL of the shop API, with {shop} replaced by the shop code. Defaults to /s/{shop} on this server.
   */
  shopBase?: string;
  /**
   * Request packaging mode (docs/rules.md#wire-packaging).
   */
  packaging: 'plain' | 'base64' | 'paramIn' | 'aes';
  /**
   * AES-256 key of the aes packaging mode: exactly 32 printable ASCII characters (npm run tenants:new makes one). Required with packaging aes and used by no other mode: leave it out for plain, base64 and paramIn. Public by nature (the browser uses it). When given, the session token kept on the phone is encrypted with it too; without it, with a key derived from the tenant id (either way compatibility with the legacy app, not security: docs/rules.md#session-storage).
   */
  payloadKey?: string;
}
/**
 * Tenant-wide feature switches.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "features".
 */
export interface FeatureFlags {
  /**
   * Shows the hidden 'reservation' route.
   */
  reservation?: boolean;
  /**
   * Enables shop ordering screens.
   */
  shop?: boolean;
  /**
   * Enables the wallet screens.
   */
  wallet?: boolean;
}
/**
 * Where to go's map (docs/customer-places.md#where-to-go): centre, zoom and search radius (a value that is not numeric is ignored and the default used: 153.03, -27.47, zoom 12, radius 5), and the map provider: Google Maps with the tenant's browser key where set, else Leaflet with the tenant's tile URL, else no map (a plain list).
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "mapConfig".
 */
export interface MapConfig {
  /**
   * Centre longitude; a number or a numeric string.
   */
  lng?: number | string;
  /**
   * Centre latitude; a number or a numeric string.
   */
  lat?: number | string;
  /**
   * Zoom level; a number or a numeric string.
   */
  zoom?: number | string;
  /**
   * Search radius in km; a number or a numeric string.
   */
  radius?: number | string;
  /**
   * Google Maps JavaScript API browser key (restricted to the tenant's domains; it is public by nature). With it, the map is Google's with the places library.
   */
  googleMapsKey?: string;
  /**
   * Tile URL template for Leaflet, https with {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png).
   */
  tileUrl?: string;
  /**
   * Attribution shown on the Leaflet map, as the tile provider requires.
   */
  attribution?: string;
}
/**
 * The tenant's wallet programmes (docs/wallet.md). Without programmes the wallet shows how to get a card and issues none.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "wallet".
 */
export interface WalletConfig {
  /**
   * Programmes, in the order the wallet lists their cards. Codes must be unique.
   */
  programmes: WalletProgramme[];
}
/**
 * A wallet programme: the kind of card a customer holds (loyalty points, or stored value with points optional), how customers get one, and its rules.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "walletProgramme".
 */
export interface WalletProgramme {
  /**
   * Programme code, unique in the tenant (letters, digits, _ and -). Stored with every card; never rename a live programme.
   */
  code: string;
  /**
   * loyalty: a points card; stored-value: a card holding money (minor units) that pays for parking (payment codes 205/305).
   */
  kind: 'loyalty' | 'stored-value';
  /**
   * Card name shown to the customer.
   */
  name: string;
  /**
   * The card name in other languages (language code to name); name is used for a language not listed.
   */
  localNames?: {
    /**
     * English name.
     */
    'en-gb'?: string;
    /**
     * Simplified Chinese name.
     */
    'zh-hans'?: string;
    /**
     * Bahasa Malaysia name.
     */
    'ms-my'?: string;
  };
  /**
   * How customers get a card: signup (every new account gets one), invitation (accepting a merchant or member invitation), counter (staff issue it at the counter).
   *
   * @minItems 1
   */
  issue: ['signup' | 'invitation' | 'counter', ...('signup' | 'invitation' | 'counter')[]];
  /**
   * The first digits of the programme's 16-digit card numbers (the rest are random).
   */
  cardPrefix?: string;
  /**
   * Days from issue to the card's expiry day.
   */
  validityDays?: number;
  /**
   * Points earned per whole currency unit (100 minor units) of each approved parking payment of the card's holder; 0 or absent earns none. Refunds take back the points of the refunded amount.
   */
  pointsPerCurrencyUnit?: number;
  topUp?: WalletTopUpRules;
  /**
   * What the programme's points can be spent on (docs/wallet.md#rewards), in the order the wallet lists them. Codes must be unique in the programme. Points are spent in one transaction with the customer's idempotency key.
   *
   * @maxItems 20
   */
  rewards?:
    | []
    | [WalletReward]
    | [WalletReward, WalletReward]
    | [WalletReward, WalletReward, WalletReward]
    | [WalletReward, WalletReward, WalletReward, WalletReward]
    | [WalletReward, WalletReward, WalletReward, WalletReward, WalletReward]
    | [WalletReward, WalletReward, WalletReward, WalletReward, WalletReward, WalletReward]
    | [WalletReward, WalletReward, WalletReward, WalletReward, WalletReward, WalletReward, WalletReward]
    | [WalletReward, WalletReward, WalletReward, WalletReward, WalletReward, WalletReward, WalletReward, WalletReward]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ]
    | [
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward,
        WalletReward
      ];
}
/**
 * Stored-value programmes: how the card is topped up through the gateway. Amounts in minor units.
 */
export interface WalletTopUpRules {
  /**
   * Amounts offered as buttons.
   *
   * @minItems 1
   */
  presets: [number, ...number[]];
  /**
   * Smallest top-up.
   */
  minimum: number;
  /**
   * Largest top-up.
   */
  maximum: number;
  /**
   * A top-up may not take the balance above this. Default: no limit.
   */
  maximumBalance?: number;
  /**
   * Whether the customer may type an amount besides the presets.
   */
  custom?: boolean;
}
/**
 * A reward: what it costs in points, and exactly one of a voucher of one of the tenant's campaigns (one per customer, as every campaign's voucher) or stored value credited to the customer's stored-value card.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "walletReward".
 */
export interface WalletReward {
  /**
   * Reward code, unique in the programme (upper-case letters, digits and -).
   */
  code: string;
  /**
   * What the customer gets, as the wallet names it: one text for every language, or text per language (docs/rules.md#tenant-text).
   */
  name: TenantText;
  /**
   * Points the reward costs.
   */
  points: number;
  /**
   * The code of one of the tenant's voucher campaigns: the customer gets its voucher. A customer who already holds one of that campaign cannot take the reward.
   */
  voucher?: string;
  /**
   * Minor units credited to the customer's stored-value card (this card when the programme is stored-value, else their card of the tenant's first stored-value programme), within that programme's maximumBalance.
   */
  credit?: number;
}
/**
 * A content page. The HTML is sanitised before it is shown.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "page".
 */
export interface ContentPage {
  /**
   * Page id used in page/{id}; unique within the tenant.
   */
  id: string;
  /**
   * Page title.
   */
  name: TenantText;
  /**
   * Page body as HTML (sanitised when shown), per language if you like.
   */
  content: TenantText;
}
/**
 * Which sections the generated pages show, in order. Missing pages use the theme preset's default.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "sectionLayouts".
 */
export interface SectionLayouts {
  /**
   * Sections of the home page.
   */
  home?: SectionList;
  /**
   * Sections of the site page.
   */
  site?: SectionList;
  /**
   * Sections of the info page.
   */
  info?: SectionList;
}
/**
 * Starting content of the admin content area (docs/admin.md#starting-content), per content type: what customers see until the tenant's admins override it. Each item's document is checked like an admin's (schemas/content). Pages are the `pages` above.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "siteContent".
 */
export interface SiteContent {
  /**
   * Starting carousel slides on the company site's home page. Ids unique within the type.
   *
   * @maxItems 50
   */
  carousel?: StartingCarouselItem[];
  /**
   * Starting footer blocks. Ids unique within the type.
   *
   * @maxItems 50
   */
  footer?: StartingFooterItem[];
  /**
   * Starting projects. Ids unique within the type.
   *
   * @maxItems 50
   */
  project?: StartingProjectItem[];
  /**
   * Starting solutions (kinds general, pos, cctv). Ids unique within the type.
   *
   * @maxItems 50
   */
  solution?: StartingSolutionItem[];
  /**
   * Starting partners. Ids unique within the type.
   *
   * @maxItems 50
   */
  partner?: StartingPartnerItem[];
  /**
   * Starting products. Ids unique within the type.
   *
   * @maxItems 50
   */
  product?: StartingProductItem[];
  /**
   * Starting reasons to choose the provider. Ids unique within the type.
   *
   * @maxItems 50
   */
  whyUs?: StartingWhyUsItem[];
  /**
   * Starting clients. Ids unique within the type.
   *
   * @maxItems 50
   */
  client?: StartingClientItem[];
  /**
   * Starting ways to reach the provider. Ids unique within the type.
   *
   * @maxItems 50
   */
  contactUs?: StartingContactUsItem[];
  /**
   * Starting configurations (names unique). Ids unique within the type.
   *
   * @maxItems 50
   */
  configuration?: StartingConfigurationItem[];
}
/**
 * A starting carousel item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_carousel".
 */
export interface StartingCarouselItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/carousel.schema.json describes it.
   */
  document: CarouselSlide;
}
/**
 * A starting footer item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_footer".
 */
export interface StartingFooterItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/footer.schema.json describes it.
   */
  document: FooterBlock;
}
/**
 * A starting project item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_project".
 */
export interface StartingProjectItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/project.schema.json describes it.
   */
  document: Project;
}
/**
 * A starting solution item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_solution".
 */
export interface StartingSolutionItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/solution.schema.json describes it.
   */
  document: Solution;
}
/**
 * A starting partner item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_partner".
 */
export interface StartingPartnerItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/partner.schema.json describes it.
   */
  document: Partner;
}
/**
 * A starting product item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_product".
 */
export interface StartingProductItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/product.schema.json describes it.
   */
  document: Product;
}
/**
 * A starting whyUs item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_whyUs".
 */
export interface StartingWhyUsItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/whyUs.schema.json describes it.
   */
  document: WhyUsPoint;
}
/**
 * A starting client item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_client".
 */
export interface StartingClientItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/client.schema.json describes it.
   */
  document: Client;
}
/**
 * A starting contactUs item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_contactUs".
 */
export interface StartingContactUsItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/contactUs.schema.json describes it.
   */
  document: ContactUsEntry;
}
/**
 * A starting configuration item: a stable id (an admin's edit of it overrides it) and its document.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "startingItem_configuration".
 */
export interface StartingConfigurationItem {
  id: StartingContentId;
  /**
   * The item, as schemas/content/configuration.schema.json describes it.
   */
  document: ConfigurationEntry;
}
/**
 * A site (carpark or shop) of the tenant, with its settings (docs/rules.md#site-settings).
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "site".
 */
export interface Site {
  /**
   * Site id used by the cloud API (lot/info/list).
   */
  siteId: string;
  /**
   * Shop code in the URL (/shop/{shopCode}); unique across all tenants, matched case-insensitively.
   */
  shopCode: string;
  /**
   * Carpark or company name (lotName).
   */
  lotName: string;
  /**
   * Name of the spot or shop within the site (spotName).
   */
  spotName: string;
  /**
   * Site phone.
   */
  phone?: string;
  /**
   * Site email.
   */
  email?: string;
  /**
   * Street address of the site.
   */
  address?: string;
  /**
   * When the site is open, in the tenant's words (where to go lists it with the address).
   */
  openingNotes?: TenantText;
  location?: GeoLocation;
  /**
   * IANA time zone the site's times are shown and validated in; defaults to the tenant's.
   */
  timeZone?: string;
  /**
   * Phone country of this site's customers, where it differs from the tenant's locale.phoneCountry (sign-up, login and the example number on its screens). Defaults to the tenant's phoneCountry, else the country of this site's time zone.
   */
  phoneCountry?: PhoneCountry;
  /**
   * Site logo (urlLotPic) in the header instead of the brand logo, shown like it (30 px high, at most 4.5:1); defaults to the brand logo.
   */
  logo?: AssetPath;
  /**
   * 0 hides the pinpad.
   */
  pinpad?: Flag;
  /**
   * 1 enables login by SMS code.
   */
  smsLogin?: Flag;
  /**
   * 1 enables adding passes to Apple Wallet.
   */
  addWallet?: Flag;
  /**
   * UI version: starting with 3. selects the new UI, anything else the classic one.
   */
  uiVersion: string;
  /**
   * Live days (liveTime).
   */
  liveTime?: number;
  /**
   * Kind of site (lotType).
   */
  lotType?: 'carpark' | 'shop' | 'mixed';
  /**
   * Notice shown above the content.
   */
  infoHead?: TenantText;
  /**
   * Pipe-separated list of notices (per language: each language its own list).
   */
  infoBody?: TenantText;
  /**
   * Notice shown below the content.
   */
  infoBottom?: TenantText;
  /**
   * Pay UI type of this site; defaults to the tenant's.
   */
  payUiType?: PayUiType;
  /**
   * Layouts this site offers.
   *
   * @minItems 1
   */
  layouts: [LayoutName, ...LayoutName[]];
  /**
   * Shop key (boardId) of the legacy backend.
   */
  boardId?: string;
  /**
   * URL used by the scanner (urlScan).
   */
  urlScan?: string;
  /**
   * Scanner order id (ordScan).
   */
  ordScan?: string;
  /**
   * Legacy path id (pathId).
   */
  pathId?: string;
  /**
   * Legacy spot id (spotId).
   */
  spotId?: string;
  /**
   * Pre-paid ticket offers of the site.
   */
  offers?: TicketOffer[];
  /**
   * Info blocks served by lotInfo/list and shown at info/{infoCode}/home.
   */
  infoBlocks?: {
    /**
     * Code in the URL.
     */
    infoCode: string;
    /**
     * Heading: one text for every language, or text per language (docs/rules.md#tenant-text).
     */
    title: TenantText;
    /**
     * Text; blank lines separate paragraphs. One text for every language, or text per language (docs/rules.md#tenant-text).
     */
    body: TenantText;
  }[];
  sections?: SectionLayouts;
  shop?: ShopSettings;
}
/**
 * Where the site is.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "location".
 */
export interface GeoLocation {
  /**
   * Latitude in degrees.
   */
  lat: number;
  /**
   * Longitude in degrees.
   */
  lng: number;
}
/**
 * A kind of pre-paid ticket a site sells.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "ticketOffer".
 */
export interface TicketOffer {
  /**
   * Offer code, unique within the site.
   */
  code: string;
  /**
   * Name shown to the customer.
   */
  name: TenantText;
  /**
   * One line about the offer.
   */
  description?: TenantText;
  tariff: Tariff;
  conditions?: OfferConditions;
  /**
   * Tickets in the pool.
   */
  capacity: number;
  /**
   * Most tickets one customer may hold at once.
   */
  maxTicketsAtOnce?: number;
}
/**
 * How a ticket offer is priced. Amounts in minor units.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "tariff".
 */
export interface Tariff {
  /**
   * Length of a charged period in minutes; part periods are charged as whole ones.
   */
  periodMinutes: number;
  /**
   * Price of one period.
   */
  pricePerPeriod: number;
  /**
   * Cap on the charge for any 24 hours.
   */
  dailyMaximum?: number;
  /**
   * Fixed fee added once per ticket.
   */
  flatFee?: number;
}
/**
 * When a ticket offer may be used, as car parks state their early bird, evening and weekend rates (docs/rules.md#offer-conditions). Every condition is optional and read on the site's clock; the server's quote and order and the date & time screen all enforce them. An offer whose conditions keep every stay within one tariff period is a flat pass: shown as its price and its conditions, never 'per period'.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "offerConditions".
 */
export interface OfferConditions {
  /**
   * Days of the week the entry may fall on (default: every day).
   *
   * @minItems 1
   */
  entryDays?: [Weekday, ...Weekday[]];
  /**
   * Earliest entry time of day (default 00:00).
   */
  entryFrom?: string;
  /**
   * Latest entry time of day, inclusive (default 23:59); must be later than entryFrom (the window does not cross midnight).
   */
  entryUntil?: string;
  /**
   * The exit may not be earlier than this (e.g. after 15:00 the same day).
   */
  earliestExit?: OfferExitBound;
  /**
   * The exit may not be later than this (e.g. by 19:00 the same day).
   */
  latestExit?: OfferExitBound;
  /**
   * The longest stay the ticket covers, in minutes (e.g. 1440 for '24 hours from entry').
   */
  maximumStayMinutes?: number;
}
/**
 * Online ordering of this site (docs/shop.md#settings). A site with shop settings has a catalogue file tenants/{tenant}/catalogue/{shopCode}.json.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "shopSettings".
 */
export interface ShopSettings {
  /**
   * When orders are taken, in the site's time zone; a day without an entry is closed.
   *
   * @minItems 1
   */
  openingHours: [
    {
      /**
       * ISO weekdays (1 Monday ... 7 Sunday).
       *
       * @minItems 1
       */
      days: [number, ...number[]];
      /**
       * Opening time HH:mm.
       */
      open: string;
      /**
       * Closing time HH:mm, after the opening time.
       */
      close: string;
    },
    ...{
      /**
       * ISO weekdays (1 Monday ... 7 Sunday).
       *
       * @minItems 1
       */
      days: [number, ...number[]];
      /**
       * Opening time HH:mm.
       */
      open: string;
      /**
       * Closing time HH:mm, after the opening time.
       */
      close: string;
    }[]
  ];
  /**
   * Minimum waiting time: the earliest pickup or delivery is now plus this.
   */
  minimumWaitMinutes: number;
  /**
   * A cart expires this many minutes after its last change (default 60).
   */
  cartMinutes?: number;
  /**
   * Day (YYYY-MM-DD, site's zone) after which online ordering has expired ('Sorry, out of service').
   */
  serviceExpiry?: string;
  /**
   * Tip presets in percent of the goods.
   *
   * @maxItems 5
   */
  tipPresets?:
    | []
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number];
  /**
   * Pickup at the shop.
   */
  pickup: {
    /**
     * Pickup is offered.
     */
    enabled: boolean;
    /**
     * Length of a pickup slot.
     */
    slotMinutes: 5 | 10 | 15 | 20 | 30 | 60;
    /**
     * How many days ahead a pickup may be ordered (0: today only).
     */
    daysAhead: number;
  };
  /**
   * Delivery from the shop. zones is required only when delivery is enabled.
   */
  delivery: {
    /**
     * Delivery is offered.
     */
    enabled: boolean;
    /**
     * Minimum goods amount for any delivery (minor units).
     */
    minimumAmount?: number;
    /**
     * Goods amount from which delivery is free (minor units).
     */
    freeDeliveryAmount?: number;
    /**
     * Delivery zones; an address must be inside one.
     */
    zones?: {
      /**
       * Zone id.
       */
      id: string;
      /**
       * Zone name shown to customers.
       */
      name: LocalText;
      /**
       * Postcodes inside the zone.
       *
       * @minItems 1
       */
      postcodes?: [string, ...string[]];
      /**
       * Radius around the site's location, in km.
       */
      radiusKm?: number;
      /**
       * Delivery fee in minor units.
       */
      fee: number;
      /**
       * Minimum goods amount for this zone, in minor units.
       */
      minimum: number;
    }[];
  };
  /**
   * Ordering at a table (the table's QR code names it).
   */
  table: {
    /**
     * Table ordering is offered.
     */
    enabled: boolean;
    /**
     * Table names printed on the QR codes.
     */
    tables?: string[];
  };
}
/**
 * A voucher campaign: its code (what customers type, and voucher/{code}/collect), its discount, what it applies to (parking, the shop or both), and until when collected vouchers can be used.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "voucherCampaign".
 */
export interface VoucherCampaign {
  /**
   * Campaign code: 4 to 20 upper-case letters and digits.
   */
  code: string;
  /**
   * What the voucher is called on screen: one text for every language, or text per language (docs/rules.md#tenant-text).
   */
  name: TenantText;
  appliesTo?: VoucherScope;
  discount: VoucherDiscountRule;
  /**
   * Customers may collect it by typing the code (voucher/{code}/collect). Off: only through claim links.
   */
  collectByCode?: boolean;
  /**
   * When collected vouchers stop applying (ISO date-time with offset).
   */
  expiresAt: string;
  /**
   * Days a claim link stays valid.
   */
  claimLinkDays?: number;
}
/**
 * Exactly one of percentOff (whole percent, rounded down to the minor unit, capped by maxDiscount) or amountOff (minor units). Never more than the fee.
 */
export interface VoucherDiscountRule {
  /**
   * Whole percent off the parking fee, 1 to 100.
   */
  percentOff?: number;
  /**
   * Minor units off the parking fee.
   */
  amountOff?: number;
  /**
   * At most this much off (minor units), for percentOff.
   */
  maxDiscount?: number;
  /**
   * The fee must be at least this (minor units) for the voucher to apply.
   */
  minSpend?: number;
}
/**
 * Invitations into the tenant's wallet programmes and Apple Wallet passes (docs/vouchers-and-invitations.md).
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "membership".
 */
export interface Membership {
  /**
   * Days an invitation link stays valid.
   */
  invitationDays?: number;
  /**
   * Code of the wallet programme (wallet.programmes, issuing by invitation) an accepted invitation makes the customer a member of. Without it invitations are off.
   */
  invitationProgramme?: string;
  walletPass?: WalletPassConfig;
}
/**
 * Apple Wallet pass identity. Sites with addWallet 1 offer the pass when this and the pass certificate and key secrets are set.
 */
export interface WalletPassConfig {
  /**
   * Pass type id registered with Apple, e.g. pass.com.example.parking.
   */
  passTypeIdentifier: string;
  /**
   * Apple developer team id (10 characters).
   */
  teamIdentifier: string;
  /**
   * Shown on the lock screen.
   */
  organizationName: string;
}
/**
 * Credentials of the tenant's providers, as references to server environment variables. Never served to the browser.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "secrets".
 */
export interface TenantSecrets {
  /**
   * API key of the payment gateway.
   */
  paymentGatewayKey?: SecretRef;
  /**
   * User name of the payment gateway.
   */
  paymentGatewayUser?: SecretRef;
  /**
   * API key of the SMS provider.
   */
  smsApiKey?: SecretRef;
  /**
   * Key the tenant's gates send in the X-Gate-Key header with their entry and exit events (sync/eventInBatch), at least 32 characters. Without it the tenant's sites accept no gate events.
   */
  gateKey?: SecretRef;
  /**
   * Key the shop's POS sends in the X-Pos-Key header with pro/pos/onlinePosOrderRpt (the shop's online orders, status changes, sold out), at least 32 characters. Without it no POS can reach the tenant's orders (docs/shop.md#staff).
   */
  posKey?: SecretRef;
  /**
   * PEM certificate of the tenant's Apple Wallet pass type id (with the WWDR intermediate appended after it). Without it no pass is offered.
   */
  walletPassCertificate?: SecretRef;
  /**
   * PEM private key of the pass certificate (unencrypted). Without it no pass is offered.
   */
  walletPassKey?: SecretRef;
}
/**
 * How the server reaches each remote payment provider the tenant's methods name (docs/payment-providers.md): its API base URL (the live or the test endpoint) and its credentials, as references to server environment variables. Never served to the browser.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "paymentProviders".
 */
export interface PaymentProviders {
  windcave?: WindcaveProvider;
  omipay?: OmipayProvider;
  paypal?: PaypalProvider;
  stripe?: StripeProvider;
}
/**
 * Windcave REST API (cards; formerly DPS Payment Express).
 */
export interface WindcaveProvider {
  /**
   * API base URL: https://sec.windcave.com/api/v1 (live) or https://uat.windcave.com/api/v1 (test).
   */
  baseUrl: string;
  /**
   * REST API user name.
   */
  username: SecretRef;
  /**
   * REST API key.
   */
  apiKey: SecretRef;
}
/**
 * Omipay Web API (WeChat Pay and Alipay).
 */
export interface OmipayProvider {
  /**
   * API base URL, e.g. https://www.omipay.com.au/omipay/api/v2.
   */
  baseUrl: string;
  /**
   * Merchant number (m_number).
   */
  merchantNo: SecretRef;
  /**
   * Secret key the MD5 signature is made with.
   */
  apiKey: SecretRef;
}
/**
 * PayPal REST API (Orders v2).
 */
export interface PaypalProvider {
  /**
   * API base URL: https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com (test).
   */
  baseUrl: string;
  /**
   * REST app client id.
   */
  clientId: SecretRef;
  /**
   * REST app client secret.
   */
  clientSecret: SecretRef;
  /**
   * Id of the webhook registered for the notification URL, used to verify webhook signatures.
   */
  webhookId: string;
}
/**
 * Stripe API (cards, Apple Pay and Google Pay, Alipay and WeChat Pay).
 */
export interface StripeProvider {
  /**
   * API base URL; https://api.stripe.com when absent.
   */
  baseUrl?: string;
  /**
   * Secret API key (sk_live_..., or sk_test_... on a test server).
   */
  secretKey: SecretRef;
  /**
   * Signing secret of the webhook endpoint (whsec_...).
   */
  webhookSecret: SecretRef;
}
/**
 * How the server sends the tenant's SMS verification codes (docs/sms.md): through Twilio's Messages API, or to the built-in outbox, which is also what a tenant without `sms` gets. The outbox sends nothing to a phone: it is for the demo and the tests, and tenants:check warns about a tenant with SMS login on it. Never served to the browser.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "smsConfig".
 */
export interface SmsConfig {
  /**
   * twilio sends through Twilio (accountSid, authToken and from or messagingServiceSid are then required); outbox writes to the built-in outbox (demo and tests only).
   */
  provider: 'twilio' | 'outbox';
  /**
   * Twilio Account SID (AC followed by 32 hex digits).
   */
  accountSid?: SecretRef;
  /**
   * Twilio Auth Token of that account.
   */
  authToken?: SecretRef;
  /**
   * Sender: a Twilio phone number in E.164 form (+15005550006) or an alphanumeric sender id where the destination country allows one (1-11 letters, digits and spaces, at least one letter). Give this or messagingServiceSid.
   */
  from?: string;
  /**
   * Twilio Messaging Service SID (MG followed by 32 hex digits); the service picks the sender from its pool. Give this or from.
   */
  messagingServiceSid?: string;
  /**
   * Twilio API base URL; https://api.twilio.com when absent. Another URL only for a test double or an egress proxy that speaks the same API.
   */
  baseUrl?: string;
  /**
   * Longest wait for Twilio to accept one message before the customer sees 'Failed to send the PIN' (default 10).
   */
  timeoutSeconds?: number;
}
/**
 * Text per language; the customer's language wins, then the tenant's default, then any.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "localText".
 */
export interface LocalText {
  /**
   * English.
   */
  'en-gb'?: string;
  /**
   * Simplified Chinese.
   */
  'zh-hans'?: string;
  /**
   * Bahasa Malaysia.
   */
  'ms-my'?: string;
}
export interface TenantTextPerLanguage {
  /**
   * English.
   */
  'en-gb'?: string;
  /**
   * Simplified Chinese.
   */
  'zh-hans'?: string;
  /**
   * Bahasa Malaysia.
   */
  'ms-my'?: string;
}
/**
 * A reference to a secret held in an environment variable of the server. The value itself never appears in a tenant file.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "secretRef".
 */
export interface SecretRef {
  /**
   * Name of the environment variable that holds the secret.
   */
  env: string;
}
/**
 * One block of a generated page.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "section".
 */
export interface PageSection {
  /**
   * Which section component renders it. Every type works on every generated page of every layout that has the page: home in the shop and app layouts, site in shop, app and company, info in app (info/{infoCode}/home); the embed layout has none. banner: branding.bannerImage; welcome: greeting; notices: the site's infoHead/infoBody/infoBottom; offers: the site's ticket offers; links: quick links; contact: phone, email, address; page: a content page (pageId); footer: operator line.
   */
  type: 'banner' | 'welcome' | 'notices' | 'offers' | 'links' | 'contact' | 'page' | 'footer';
  /**
   * Optional heading: an i18n key of the sections namespace (welcome.title, notices.title, offers.title, contact.title, links.title: the same in every layout), plain text, or text per language. Without it the type's own heading is used.
   */
  title?: TenantText;
  /**
   * For a page section: id of the content page to embed.
   */
  pageId?: string;
  /**
   * For a links section: the links.
   */
  links?: {
    /**
     * Link text: an i18n key, plain text, or text per language.
     */
    label: TenantText;
    /**
     * An https URL, or a screen of every layout that shows the page: mytickets, mycards, site, checkout, login, signup and user/profile are in shop, app and company; home, daterange, aboutus and contactus in shop and app; mywallet in shop and company; page/{id} in shop, company and embed (not app); pinpad/home, my/qrcode/home, account/edit/home and info/{infoCode}/home in app only; daterange/home, invitations and voucher pages in company only. tenants:check refuses a link one of the site's layouts cannot show (docs/rules.md#section-links).
     */
    to: string;
    /**
     * Icon name.
     */
    icon?: 'ticket' | 'wallet' | 'card' | 'info' | 'phone' | 'qr' | 'person' | 'shop';
  }[];
}
/**
 * A time on the site's clock counted from the entry's date: 'time' on the entry's date plus 'daysAfterEntry' days, or at 'time' on the first 'weekday' on or after the entry's date.
 *
 * This interface was referenced by `Tenant`'s JSON-Schema
 * via the `definition` "offerExitBound".
 */
export interface OfferExitBound {
  time: ClockTime;
  /**
   * 0: the entry's own date (default); 1: the next day ('leave by 3:00 the next morning').
   */
  daysAfterEntry?: number;
  /**
   * A day of the week at the site.
   */
  weekday?: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
}
