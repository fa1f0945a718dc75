import type { TenantLocale } from '../generated/tenant';

/** Default money symbol (docs/rules.md#money). */
export const DEFAULT_MONEY_SYMBOL = '$';

/** The symbol a tenant puts before amounts: its own, else its currency's, else the default. */
export function moneySymbolOf(locale: Pick<TenantLocale, 'moneySymbol' | 'currency'>): string {
  return locale.moneySymbol ?? locale.currency?.symbol ?? DEFAULT_MONEY_SYMBOL;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an amount in integer minor units (cents) with the tenant's money symbol:
 * 123456 -> "$1,234.56", -5 -> "-$0.05". Money is only formatted here, at the edge.
 */
export function formatMoney(minorUnits: number, symbol: string = DEFAULT_MONEY_SYMBOL): string {
  if (!Number.isSafeInteger(minorUnits))
    throw new RangeError(`amount must be a whole number of minor units, got ${minorUnits}`);
  const sign = minorUnits < 0 ? '-' : '';
  const absolute = Math.abs(minorUnits);
  const major = Math.floor(absolute / 100);
  const minor = absolute % 100;
  return `${sign}${symbol}${groupThousands(String(major))}.${String(minor).padStart(2, '0')}`;
}

/**
 * An amount typed in major units ("12", "12.5", "1,234.50") as integer minor units, or null when it
 * is not one (more than two decimals, letters, negative, empty). Staff type the pinpad's amount so.
 */
export function parseMoneyInput(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
