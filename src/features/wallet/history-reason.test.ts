import { describe, expect, it } from 'vitest';
import harbourpark from '../../../tenants/harbourpark.json';
import type { WalletProgramme } from '../../generated/tenant';
import { historyReasonText } from './history-reason';

const programmes = harbourpark.wallet.programmes as WalletProgramme[];

describe("a history row's reason", () => {
  it("names a reward's row in the customer's language", () => {
    const redeemed = { action: 'points_redeemed' as const, reason: '$5 off your next stay' };
    expect(historyReasonText(redeemed, programmes, 'zh-hans', 'en-gb')).toBe('下次停车减5元');
    expect(historyReasonText(redeemed, programmes, 'en-gb', 'en-gb')).toBe('$5 off your next stay');
    // A language the reward has no name in: the tenant's default.
    expect(historyReasonText(redeemed, programmes, 'ms-my', 'en-gb')).toBe('$5 off your next stay');
    const credited = { action: 'reward_credit' as const, reason: '$5 on your Harbour Park Wallet' };
    expect(historyReasonText(credited, programmes, 'zh-hans', 'en-gb')).toBe('海港停车储值卡充值5元');
  });

  it('keeps any other reason as the server wrote it', () => {
    expect(
      historyReasonText({ action: 'points_earned', reason: '$5 off your next stay' }, programmes, 'zh-hans', 'en-gb'),
    ).toBe('$5 off your next stay');
    expect(
      historyReasonText(
        { action: 'points_redeemed', reason: 'A reward since removed' },
        programmes,
        'zh-hans',
        'en-gb',
      ),
    ).toBe('A reward since removed');
    expect(historyReasonText({ action: 'payment', reason: 'QAHK-WFD9' }, [], 'zh-hans', 'en-gb')).toBe('QAHK-WFD9');
  });

  it("says the server's fixed English reasons in the customer's language, keeping their references", () => {
    const said: string[] = [];
    const t = ((key: string, params: Record<string, string>) => {
      said.push(key);
      return `${key} ${JSON.stringify(params)}`;
    }) as unknown as Parameters<typeof historyReasonText>[4];
    const reason = (action: 'payment' | 'refund' | 'top_up', text: string) =>
      historyReasonText({ action, reason: text }, programmes, 'zh-hans', 'en-gb', t);
    expect(reason('payment', 'Parking AB12-CD34')).toBe('history.reasons.parking {"reference":"AB12-CD34"}');
    expect(reason('payment', 'Parking top-up AB12-CD34')).toBe(
      'history.reasons.parkingTopUp {"reference":"AB12-CD34"}',
    );
    expect(reason('payment', 'Pinpad S400')).toBe('history.reasons.pinpad {"staff":"S400"}');
    expect(reason('refund', 'Pinpad refund S800')).toBe('history.reasons.pinpadRefund {"staff":"S800"}');
    expect(reason('payment', 'Table 4 at Harbour Café')).toBe(
      'history.reasons.table {"table":"4","place":"Harbour Café"}',
    );
    expect(reason('payment', 'Order at Harbour Café')).toBe('history.reasons.order {"place":"Harbour Café"}');
    // Nothing to translate: a reference alone, a masked card number.
    expect(reason('refund', 'AB12-CD34')).toBe('AB12-CD34');
    expect(reason('top_up', '6035********1234')).toBe('6035********1234');
    expect(said).toHaveLength(6);
  });
});
