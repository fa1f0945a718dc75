import type { TenantLocale } from '../../../generated/tenant';

/** The countries the server reads a national number in (docs/accounts-api.md "Phone numbers"). */
export type PhoneCountry = 'NZ' | 'AU' | 'CN';

const BY_CURRENCY: Readonly<Record<string, PhoneCountry>> = { NZD: 'NZ', AUD: 'AU', CNY: 'CN' };

function countryOfTimeZone(timeZone: string | undefined): PhoneCountry | null {
  if (timeZone === 'Pacific/Auckland') return 'NZ';
  if (timeZone?.startsWith('Australia/')) return 'AU';
  if (timeZone === 'Asia/Shanghai') return 'CN';
  return null;
}

/**
 * The country a phone number without a +prefix is read in, by the server's own rule: the tenant's
 * currency, else its time zone, else AU. The browser only uses it to format and to show an example;
 * the server decides what is valid.
 */
export function defaultPhoneCountry(locale: Pick<TenantLocale, 'currency' | 'timeZone'>): PhoneCountry {
  const byCurrency = locale.currency ? BY_CURRENCY[locale.currency.name.toUpperCase()] : undefined;
  return byCurrency ?? countryOfTimeZone(locale.timeZone) ?? 'AU';
}
