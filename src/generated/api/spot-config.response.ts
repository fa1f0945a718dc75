/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';

/**
 * Answer of POST /s/{shop}/api/spot/config: the legacy site settings of the shop (docs/rules.md#site-settings) and the tenant's system config, with its defaults filled in (docs/rules.md#system-config-defaults).
 */
export interface SpotConfigResponse {
  /**
   * True: the call was handled.
   */
  success: boolean;
  result: SpotConfigResult;
}
/**
 * rtn 1 and the settings.
 */
export interface SpotConfigResult {
  /**
   * 1: success.
   */
  rtn: number;
  /**
   * Message for the user, if any.
   */
  dispMsg?: string;
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  /**
   * Site phone, else the tenant's customer service phone.
   */
  phone: string;
  /**
   * Site email, else the tenant's customer service email.
   */
  email: string;
  /**
   * URL of the site logo (the brand logo when the site has none).
   */
  urlLotPic: string;
  /**
   * Street address of the site, else the business address; empty when neither is set.
   */
  address: string;
  /**
   * Carpark or company name.
   */
  lotName: string;
  /**
   * URL used by the scanner; empty when not set.
   */
  urlScan: string;
  /**
   * Scanner order id; empty when not set.
   */
  ordScan: string;
  /**
   * Site id used by the cloud API.
   */
  siteId: string;
  /**
   * 0 hides the pinpad, 1 shows it (default 1).
   */
  pinpad: 0 | 1;
  /**
   * Shop id: the shop code of the site.
   */
  ordLot: string;
  /**
   * Live days (default 0).
   */
  liveTime: number;
  /**
   * Kind of site (default carpark).
   */
  lotType: 'carpark' | 'shop' | 'mixed';
  /**
   * Name of the spot or shop within the site.
   */
  spotName: string;
  /**
   * Shop key of the legacy backend; empty when not set.
   */
  boardId: string;
  /**
   * Legacy path id; empty when not set.
   */
  pathId: string;
  /**
   * Legacy spot id; empty when not set.
   */
  spotId: string;
  /**
   * UI version: starting with 3. selects the new UI.
   */
  uiVersion: string;
  /**
   * 1 enables login by SMS code (default 0).
   */
  smsLogin: 0 | 1;
  /**
   * 1 enables adding passes to Apple Wallet (default 0).
   */
  addWallet: 0 | 1;
  /**
   * Notice shown above the content; may be empty.
   */
  infoHead: string;
  /**
   * Pipe-separated list of notices; may be empty.
   */
  infoBody: string;
  /**
   * Notice shown below the content; may be empty.
   */
  infoBottom: string;
  /**
   * How the payment page is shown: the site's setting, else the tenant's, else DIALOG.
   */
  payUiType: 'DIALOG' | 'REDIRECT';
  system: SystemConfig;
}
/**
 * The tenant's system config, as it applies to this site.
 */
export interface SystemConfig {
  /**
   * URL of the brand logo.
   */
  logo: string;
  /**
   * URL of the banner image; empty when the brand has none.
   */
  banner: string;
  /**
   * Customer service phone.
   */
  phone: string;
  /**
   * Business address; may be empty.
   */
  address: string;
  /**
   * Customer service email.
   */
  email: string;
  /**
   * Business registration number; may be empty.
   */
  businessNumber: string;
  /**
   * True hides the home page banner.
   */
  hideBanner: boolean;
  /**
   * Base URL of the image server; empty when not set.
   */
  imageServer: string;
  /**
   * Default language as the server names it: en (en-gb) or cn (zh-hans).
   */
  defaultLang: 'en' | 'cn';
  /**
   * How many days ahead a booking may start (default 1).
   */
  bookingBeforeDay: number;
  /**
   * Minutes before entry after which a booking can no longer be made (default 30).
   */
  bookingBeforeTime: number;
  /**
   * Online card payment provider (default dps).
   */
  onlineCreditCardPayment: string;
  /**
   * dayjs format of a date and time (default HH:mm DD/MM/YYYY).
   */
  datetimeFormat: string;
  /**
   * dayjs format of a date (default DD/MM/YYYY).
   */
  dateFormat: string;
  /**
   * Symbol put before amounts (default $).
   */
  moneySymbol: string;
  /**
   * Main theme colour as #rrggbb (default #263a5a).
   */
  themeColor: string;
  theme: SystemTheme;
}
/**
 * Theme colours and fonts: the site's preset with the tenant's overrides applied.
 */
export interface SystemTheme {
  /**
   * Id of the theme preset the site uses.
   */
  preset: string;
  /**
   * Main colour.
   */
  primary: string;
  /**
   * Text colour on the main colour, when the tenant sets one.
   */
  onPrimary?: string;
  /**
   * Accent colour.
   */
  secondary: string;
  /**
   * Page background.
   */
  background: string;
  /**
   * Card background.
   */
  surface: string;
  /**
   * Main text colour.
   */
  text: string;
  /**
   * Error colour.
   */
  error: string;
  /**
   * Success colour.
   */
  success: string;
  /**
   * CSS font-family list of body text.
   */
  fontBody: string;
  /**
   * CSS font-family list of headings.
   */
  fontHeading: string;
  /**
   * URL of the stylesheet that loads the fonts, when the tenant has one.
   */
  fontStylesheet?: string;
  /**
   * Corner radius in pixels.
   */
  radius: number;
}
