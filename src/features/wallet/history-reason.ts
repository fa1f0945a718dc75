import type { ReportAcsLoyaltyListResult } from '../../generated/api/report-acs-loyalty-list.response';
import type { WalletProgramme } from '../../generated/tenant';
import type { TFunction } from '../../i18n/translator';
import { tenantText } from '../../lib/local-text';

type HistoryAction = NonNullable<ReportAcsLoyaltyListResult['rows']>[number]['action'];

/** The rows whose reason is a reward's name, as the server wrote it in the tenant's default language. */
const REWARD_ACTIONS: ReadonlySet<HistoryAction> = new Set(['points_redeemed', 'reward_credit']);

/**
 * A history row's reason in the customer's language: a reward's row (points spent on it, or the stored
 * value it credited) names the reward in the tenant's default language, so it is shown as that
 * reward's name in `language` when one of the programmes' rewards has it; any other reason as it is.
 */
export function historyReasonText(
  row: { action: HistoryAction; reason: string },
  programmes: readonly Pick<WalletProgramme, 'rewards'>[],
  language: string,
  defaultLanguage: string,
  t?: TFunction,
): string {
  if (!REWARD_ACTIONS.has(row.action) || row.reason === '') return t ? fixedReasonText(row.reason, t) : row.reason;
  for (const programme of programmes)
    for (const reward of programme.rewards ?? [])
      if (tenantText(reward.name, defaultLanguage, defaultLanguage) === row.reason)
        return tenantText(reward.name, language, defaultLanguage);
  return row.reason;
}

/**
 * The reasons the server writes in fixed English words around a reference (the payment's description
 * of a booking, a booking top-up, a shop order or table bill; the pinpad's staff code): the same
 * facts in the customer's language. A reason of any other form (a booking reference alone, a masked
 * card number) has no words to translate and is shown as it is.
 */
const FIXED_REASONS: readonly { form: RegExp; key: string; params: readonly string[] }[] = [
  { form: /^Parking top-up (\S+)$/, key: 'history.reasons.parkingTopUp', params: ['reference'] },
  { form: /^Parking (\S+)$/, key: 'history.reasons.parking', params: ['reference'] },
  { form: /^Pinpad refund (\S+)$/, key: 'history.reasons.pinpadRefund', params: ['staff'] },
  { form: /^Pinpad (\S+)$/, key: 'history.reasons.pinpad', params: ['staff'] },
  { form: /^Table (.+) at (.+)$/, key: 'history.reasons.table', params: ['table', 'place'] },
  { form: /^Order at (.+)$/, key: 'history.reasons.order', params: ['place'] },
];

function fixedReasonText(reason: string, t: TFunction): string {
  for (const { form, key, params } of FIXED_REASONS) {
    const found = form.exec(reason);
    if (found)
      return t(
        key as 'history.reasons.parking',
        Object.fromEntries(params.map((name, i) => [name, found[i + 1] ?? ''])),
      );
  }
  return reason;
}
