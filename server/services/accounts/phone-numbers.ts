/**
 * Phone numbers as the server keeps them: E.164, read with the full libphonenumber metadata (the
 * server can afford its size, and only it tells a mobile number from a landline).
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import type { Tenant } from '../../../src/generated/tenant';

/** When neither the request nor the tenant says where a national number is from. */
export const FALLBACK_COUNTRY: CountryCode = 'AU';

const COUNTRY_BY_CURRENCY: Readonly<Record<string, CountryCode>> = { NZD: 'NZ', AUD: 'AU', CNY: 'CN' };

const COUNTRY_BY_TIME_ZONE: ReadonlyArray<[RegExp, CountryCode]> = [
  [/^(Pacific\/Auckland|Pacific\/Chatham|NZ)$/, 'NZ'],
  [/^Australia\//, 'AU'],
  [/^(Asia\/Shanghai|Asia\/Chongqing|Asia\/Harbin|Asia\/Urumqi|PRC)$/, 'CN'],
];

/** Verification codes go by SMS: numbers that cannot receive one are refused. */
const SMS_CAPABLE: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/** The country a tenant's customers' national numbers are read in: from its currency, else its time zone, else AU. */
export function defaultCountryFor(tenant: Pick<Tenant, 'locale'>): CountryCode {
  const currency = tenant.locale.currency?.name.toUpperCase();
  const byCurrency = currency === undefined ? undefined : COUNTRY_BY_CURRENCY[currency];
  if (byCurrency) return byCurrency;
  const zone = tenant.locale.timeZone;
  const byZone = zone === undefined ? undefined : COUNTRY_BY_TIME_ZONE.find(([pattern]) => pattern.test(zone))?.[1];
  return byZone ?? FALLBACK_COUNTRY;
}

/**
 * The number in E.164, or null when it is not a valid number that can receive an SMS. `country`
 * (ISO alpha-2, any case) is where a number without +prefix is read; an unknown one falls back
 * to `defaultCountry`.
 */
export function normalisePhone(typed: string, country: string | undefined, defaultCountry: CountryCode): string | null {
  const upper = country?.toUpperCase();
  const region = upper !== undefined && isSupportedCountry(upper) ? upper : defaultCountry;
  const parsed = parsePhoneNumberFromString(typed.trim(), region);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type === undefined || !SMS_CAPABLE.has(type)) return null;
  return parsed.number;
}

/** Normalises with the tenant's default country. */
export function tenantPhone(tenant: Pick<Tenant, 'locale'>, typed: string, country?: string): string | null {
  return normalisePhone(typed, country, defaultCountryFor(tenant));
}

/** +61412345678 -> +614*****678, for logs. */
export function maskedPhone(e164: string): string {
  return e164.length <= 7 ? e164 : `${e164.slice(0, 4)}${'*'.repeat(e164.length - 7)}${e164.slice(-3)}`;
}
