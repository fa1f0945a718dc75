/**
 * The phone country of a tenant and of each of its sites (docs/rules.md#phone-country): the country
 * whose numbering plan reads a mobile number typed without a +prefix, and whose example number the
 * sign-up and login screens show. Configuration, not a guess: the site's own phoneCountry, else the
 * tenant's locale.phoneCountry, else the country of the time zone (the site's, else the tenant's).
 */
import { getExampleNumber, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import type { Site, Tenant } from '../../src/generated/tenant';
import type { PointedMessage } from './problems';
import { countryOfTimeZone } from './time-zone-countries';

type TenantPhoneFields = { locale: Pick<Tenant['locale'], 'phoneCountry' | 'timeZone'> };
type SitePhoneFields = Pick<Site, 'phoneCountry' | 'timeZone'>;

function supported(country: string | null | undefined): CountryCode | null {
  return country && isSupportedCountry(country) ? country : null;
}

/** The tenant's own phone country (the cloud routes, which serve every site of the tenant); null when it has none. */
export function tenantPhoneCountry(tenant: TenantPhoneFields): CountryCode | null {
  const zone = tenant.locale.timeZone;
  return supported(tenant.locale.phoneCountry ?? (zone === undefined ? null : countryOfTimeZone(zone)));
}

/**
 * The country's example mobile number in its national spelling (what the sign-up and login screens
 * show under the phone field), or null when its numbering plan has none. Sent with the tenant config
 * so the browser needs the phone library only once a number is typed (docs/architecture.md#first-download).
 */
export function phoneExample(country: CountryCode): string | null {
  return getExampleNumber(country, mobileExamples)?.formatNational() ?? null;
}

/** A site's phone country; null when neither it nor its tenant has one. */
export function sitePhoneCountry(tenant: TenantPhoneFields, site: SitePhoneFields): CountryCode | null {
  const zone = site.timeZone ?? tenant.locale.timeZone;
  return supported(site.phoneCountry ?? tenant.locale.phoneCountry ?? (zone === undefined ? null : countryOfTimeZone(zone))) ?? tenantPhoneCountry(tenant);
}

/** tenants:check: every named country is one libphonenumber knows, and every site ends up with one. */
export function phoneCountryProblems(tenant: Tenant): PointedMessage[] {
  const out: PointedMessage[] = [];
  const named = [
    { pointer: '/locale/phoneCountry', country: tenant.locale.phoneCountry },
    ...tenant.sites.map((site, i) => ({ pointer: `/sites/${i}/phoneCountry`, country: site.phoneCountry })),
  ];
  for (const { pointer, country } of named) {
    if (country !== undefined && !isSupportedCountry(country)) {
      out.push({ pointer, message: `is not a country with a telephone numbering plan (got ${JSON.stringify(country)}); write its ISO 3166 alpha-2 code, for example NZ` });
    }
  }
  if (out.length > 0) return out;
  if (tenantPhoneCountry(tenant) === null) {
    const zone = tenant.locale.timeZone;
    const why = zone === undefined ? 'locale.timeZone is not set' : `the time zone ${JSON.stringify(zone)} belongs to no country`;
    out.push({ pointer: '/locale', message: `has no phone country: ${why}; set locale.phoneCountry (for example "NZ") so numbers typed without + can be read` });
  }
  return out;
}
