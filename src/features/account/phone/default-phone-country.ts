import type { CountryCode } from 'libphonenumber-js/min';
import type { TenantBundle } from '../../../tenant/tenant-loader';

/** ISO 3166 alpha-2 country whose numbering plan reads a number typed without +. */
export type PhoneCountry = CountryCode;

/**
 * The site's phone country as the server resolved it (docs/rules.md#phone-country: the site's, else
 * the tenant's, else its time zone's country). The browser sends it with every number it submits
 * and shows an example number of it; the server decides what is valid.
 */
export function sitePhoneCountry(bundle: Pick<TenantBundle, 'phoneCountry'>): PhoneCountry {
  return bundle.phoneCountry as PhoneCountry;
}
