/**
 * Phone numbers as the server keeps them: E.164, read with the full libphonenumber metadata (the
 * server can afford its size, and only it tells a mobile number from a landline).
 */
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
} from 'libphonenumber-js/max';
import type { Tenant } from '../../../src/generated/tenant';
import { tenantPhoneCountry } from '../../tenants/phone-country';

/** Verification codes go by SMS: numbers that cannot receive one are refused. */
const SMS_CAPABLE: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/**
 * The number in E.164, or null when it is not a valid number that can receive an SMS. `country`
 * (ISO alpha-2, any case) is where a number without +prefix is read; an unknown one falls back
 * to `defaultCountry` (with neither, only a number with its +prefix can be read).
 */
export function normalisePhone(
  typed: string,
  country: string | undefined,
  defaultCountry: CountryCode | null,
): string | null {
  const upper = country?.toUpperCase();
  const region = upper !== undefined && isSupportedCountry(upper) ? upper : (defaultCountry ?? undefined);
  const parsed = parsePhoneNumberFromString(typed.trim(), region);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type === undefined || !SMS_CAPABLE.has(type)) return null;
  return parsed.number;
}

/**
 * Normalises with the request's country (the browser sends its site's phone country), else the
 * tenant's (docs/rules.md#phone-country); no guess from the currency and no fallback country.
 */
export function tenantPhone(tenant: Pick<Tenant, 'locale'>, typed: string, country?: string): string | null {
  return normalisePhone(typed, country, tenantPhoneCountry(tenant));
}

/** +61412345678 -> +614*****678, for logs. */
export function maskedPhone(e164: string): string {
  return e164.length <= 7 ? e164 : `${e164.slice(0, 4)}${'*'.repeat(e164.length - 7)}${e164.slice(-3)}`;
}
