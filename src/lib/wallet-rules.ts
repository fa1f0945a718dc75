/**
 * The wallet's pure rules (docs/wallet.md), shared by the browser, the flows and the server:
 * points earned on a payment, what a top-up may be, and what a tenant's wallet section must agree on
 * beyond its schema.
 */
import type { WalletConfig, WalletProgramme, WalletReward, WalletTopUpRules } from '../generated/tenant';
import type { MessageCode } from '../protocol/message';

/** Minor units in one currency unit (amounts are cents; docs/rules.md#money). */
export const MINOR_UNITS_PER_CURRENCY_UNIT = 100;

/** Rows per page of the wallet history (the spec's pageSize 10). */
export const WALLET_HISTORY_PAGE_SIZE = 10;

export type WalletProgrammeKind = WalletProgramme['kind'];

/**
 * Points earned by paying `amount` minor units: whole currency units times the programme's rate
 * (a part unit earns nothing). Never negative; 0 without a rate.
 */
export function pointsFor(amount: number, pointsPerCurrencyUnit: number | undefined): number {
  const rate = pointsPerCurrencyUnit ?? 0;
  if (!Number.isSafeInteger(amount) || amount <= 0 || rate <= 0) return 0;
  return Math.floor(amount / MINOR_UNITS_PER_CURRENCY_UNIT) * rate;
}

/**
 * Points a refund of `refunded` out of `paid` takes back from the `earned` points of that payment:
 * the refunded share, rounded down (a full refund takes all of them back).
 */
export function pointsToReverse(earned: number, paid: number, refunded: number): number {
  if (earned <= 0 || paid <= 0 || refunded <= 0) return 0;
  if (refunded >= paid) return earned;
  return Math.floor((earned * refunded) / paid);
}

/** Why a top-up of `amount` onto a card holding `balance` is refused; null when it is allowed. */
export function topUpAmountProblem(rules: WalletTopUpRules, amount: number, balance: number): MessageCode | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'WALLET_TOP_UP_AMOUNT_INVALID';
  if (rules.custom === false && !rules.presets.includes(amount)) return 'WALLET_TOP_UP_AMOUNT_INVALID';
  if (amount < rules.minimum) return 'WALLET_TOP_UP_BELOW_MINIMUM';
  if (amount > rules.maximum) return 'WALLET_TOP_UP_ABOVE_MAXIMUM';
  if (rules.maximumBalance !== undefined && balance + amount > rules.maximumBalance) return 'WALLET_BALANCE_LIMIT';
  return null;
}

/** The programme named `code` in a tenant's wallet section, if any. */
export function walletProgramme(wallet: WalletConfig | undefined, code: string): WalletProgramme | undefined {
  return wallet?.programmes.find((p) => p.code === code);
}

/** The programmes a new account gets a card of. */
export function signupProgrammes(wallet: WalletConfig | undefined): WalletProgramme[] {
  return (wallet?.programmes ?? []).filter((p) => p.issue.includes('signup'));
}

/** A programme's name in `language`, else its name. */
export function programmeName(programme: Pick<WalletProgramme, 'name' | 'localNames'>, language: string): string {
  return (programme.localNames as Readonly<Record<string, string>> | undefined)?.[language] ?? programme.name;
}

/**
 * A programme named by the server (its code or its default name, as invitations answer) in the
 * customer's language; the text itself when no programme of the tenant has it.
 */
export function localProgrammeName(
  programmes: readonly WalletProgramme[] | undefined,
  named: string,
  language: string,
): string {
  const programme = programmes?.find((p) => p.code === named || p.name === named);
  return programme ? programmeName(programme, language) : named;
}

export interface WalletConfigProblem {
  /** JSON pointer below the tenant's /wallet. */
  pointer: string;
  message: string;
}

/** What a wallet section must agree on beyond its schema (the operator's check names each). */
export function walletConfigProblems(
  wallet: WalletConfig | undefined,
  /** The tenant's voucher campaign codes, which a voucher reward must name; unchecked when absent. */
  campaignCodes?: readonly string[],
): WalletConfigProblem[] {
  const out: WalletConfigProblem[] = [];
  const seen = new Map<string, number>();
  let storedValue: number | undefined;
  (wallet?.programmes ?? []).forEach((p, i) => {
    // Paying with stored value (205/305) debits "the customer's stored-value card": there is one.
    if (p.kind === 'stored-value') {
      if (storedValue !== undefined)
        out.push({
          pointer: `/programmes/${i}/kind`,
          message: `a tenant has at most one stored-value programme (/wallet/programmes/${storedValue} is one)`,
        });
      else storedValue = i;
    }
    const at = `/programmes/${i}`;
    const first = seen.get(p.code);
    if (first === undefined) seen.set(p.code, i);
    else
      out.push({
        pointer: `${at}/code`,
        message: `programme code ${JSON.stringify(p.code)} is already used by /wallet/programmes/${first}`,
      });
    if (p.kind === 'stored-value' && !p.topUp)
      out.push({ pointer: at, message: 'a stored-value programme needs topUp (presets, minimum, maximum)' });
    if (p.kind === 'loyalty' && p.topUp)
      out.push({
        pointer: `${at}/topUp`,
        message: 'a loyalty card holds no money: remove topUp or make the programme stored-value',
      });
    if (p.topUp) {
      const { minimum, maximum, presets, maximumBalance } = p.topUp;
      if (minimum > maximum)
        out.push({ pointer: `${at}/topUp/minimum`, message: `minimum ${minimum} is above maximum ${maximum}` });
      presets.forEach((amount, j) => {
        if (amount < minimum || amount > maximum)
          out.push({
            pointer: `${at}/topUp/presets/${j}`,
            message: `preset ${amount} is outside minimum ${minimum} .. maximum ${maximum}`,
          });
      });
      if (maximumBalance !== undefined && maximumBalance < maximum)
        out.push({
          pointer: `${at}/topUp/maximumBalance`,
          message: `maximumBalance ${maximumBalance} is below the largest top-up ${maximum}`,
        });
    }
  });
  (wallet?.programmes ?? []).forEach((p, i) =>
    out.push(...rewardProblems(p.rewards ?? [], `/programmes/${i}/rewards`, storedValue !== undefined, campaignCodes)),
  );
  return out;
}

/** A programme's rewards (docs/wallet.md#rewards): unique codes, each giving exactly one thing that exists. */
function rewardProblems(
  rewards: readonly WalletReward[],
  at: string,
  hasStoredValue: boolean,
  campaignCodes: readonly string[] | undefined,
): WalletConfigProblem[] {
  const out: WalletConfigProblem[] = [];
  const seen = new Map<string, number>();
  rewards.forEach((reward, j) => {
    const first = seen.get(reward.code);
    if (first === undefined) seen.set(reward.code, j);
    else
      out.push({
        pointer: `${at}/${j}/code`,
        message: `reward code ${JSON.stringify(reward.code)} is already used by ${at}/${first}`,
      });
    if ((reward.voucher === undefined) === (reward.credit === undefined))
      out.push({ pointer: `${at}/${j}`, message: 'a reward gives exactly one of voucher and credit' });
    if (reward.voucher !== undefined && campaignCodes && !campaignCodes.includes(reward.voucher))
      out.push({
        pointer: `${at}/${j}/voucher`,
        message: `names no voucher campaign of the tenant (${reward.voucher})`,
      });
    if (reward.credit !== undefined && !hasStoredValue)
      out.push({ pointer: `${at}/${j}/credit`, message: 'a credit reward needs a stored-value programme to credit' });
  });
  return out;
}
