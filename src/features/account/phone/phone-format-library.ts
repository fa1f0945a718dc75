/**
 * Phone number formatting with libphonenumber-js (min metadata, ~80 kB): imported only through
 * use-phone-format.ts's dynamic import(), so it loads once a number is typed or shown. The example
 * number under the phone field comes with the tenant config (the server's phoneExample).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneCountry } from './default-phone-country';

export interface PhoneFormatter {
  /** What the user typed, tidied (national spelling for the tenant's country); as typed when it is not a possible number. */
  tidy(typed: string): string;
  /** An E.164 number for display: national spelling at home, international otherwise. */
  display(e164: string): string;
}

export function createPhoneFormatter(country: PhoneCountry): PhoneFormatter {
  const spell = (text: string): string | null => {
    const parsed = parsePhoneNumberFromString(text, country);
    if (!parsed || !parsed.isPossible()) return null;
    return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
  };
  return {
    tidy: (typed) => spell(typed.trim()) ?? typed,
    display: (e164) => spell(e164) ?? e164,
  };
}
