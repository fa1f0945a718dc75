/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * The web app manifest of one shop in one layout (GET /pwa/{layout}/{shop}/manifest.webmanifest): what a phone installs (docs/installable-app.md#manifest).
 */
export interface WebManifestResponse {
  /**
   * Identity of the installed app: its scope, so each shop and layout installs as its own app.
   */
  id: string;
  /**
   * The brand's name (branding.name).
   */
  name: string;
  /**
   * Name under the icon (branding.shortName, else the name when it fits, else its first word).
   */
  short_name: string;
  /**
   * BCP 47 tag of the manifest's language: the tenant's default language.
   */
  lang: 'en-GB' | 'zh-Hans' | 'ms-MY';
  /**
   * Writing direction of name and short_name.
   */
  dir: 'ltr' | 'rtl';
  /**
   * The layout's landing page for the shop, e.g. /shop/harbour-central/home.
   */
  start_url: string;
  /**
   * The layout's prefix for the shop, e.g. /shop/harbour-central/.
   */
  scope: string;
  /**
   * Opened without browser controls.
   */
  display: 'standalone';
  /**
   * The brand's primary colour.
   */
  theme_color: string;
  /**
   * The brand's page background colour (splash screen, maskable icons).
   */
  background_color: string;
  /**
   * 192 and 512 pixel PNGs made from the tenant's icon image, plain and maskable; a remote logo is listed as it is.
   *
   * @minItems 1
   */
  icons: [WebManifestIcon, ...WebManifestIcon[]];
}
export interface WebManifestIcon {
  src: string;
  /**
   * e.g. 192x192, or any for a vector image.
   */
  sizes: string;
  type: 'image/png' | 'image/svg+xml';
  purpose: 'any' | 'maskable';
}
