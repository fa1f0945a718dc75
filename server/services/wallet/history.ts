/** report/acsLoyalty/list: the customer's wallet history (docs/wallet.md#history). */
import type { ReportAcsLoyaltyListRequest } from '../../../src/generated/api/report-acs-loyalty-list.request';
import type { ReportAcsLoyaltyListResponse } from '../../../src/generated/api/report-acs-loyalty-list.response';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { WALLET_HISTORY_PAGE_SIZE } from '../../../src/lib/wallet-rules';
import { ok, refused } from '../../../src/protocol';
import { findOwnCard, listOwnHistory, type WalletAction } from '../../db/repositories/wallet-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import type { WalletDeps } from './wallet-deps';

const VALUE_ACTIONS: readonly WalletAction[] = ['top_up', 'payment', 'refund', 'reward_credit'];
const POINT_ACTIONS: readonly WalletAction[] = ['points_earned', 'points_reversed', 'points_redeemed'];

export async function history(
  deps: WalletDeps,
  _shop: ShopMatch,
  identity: SessionIdentity,
  body: ReportAcsLoyaltyListRequest,
): Promise<ReportAcsLoyaltyListResponse> {
  if (body.dateEnd <= body.dateStart) return refused('WALLET_HISTORY_RANGE_INVALID');
  if (body.cardId !== undefined && !(await findOwnCard(deps.db, identity.tenantId, identity.accountId, body.cardId)))
    return refused('WALLET_CARD_NOT_FOUND');
  const pageSize = body.pageSize ?? WALLET_HISTORY_PAGE_SIZE;
  const currPage = body.currPage ?? 1;
  const type = body.type ?? 'all';
  const { rows, total } = await listOwnHistory(deps.db, {
    tenantId: identity.tenantId,
    accountId: identity.accountId,
    from: new Date(body.dateStart * 1000),
    to: new Date(body.dateEnd * 1000),
    ...(body.cardId === undefined ? {} : { cardId: body.cardId }),
    ...(type === 'all' ? {} : { actions: type === 'value' ? VALUE_ACTIONS : POINT_ACTIONS }),
    limit: pageSize,
    offset: (currPage - 1) * pageSize,
  });
  return ok({
    total,
    currPage,
    pageSize,
    rows: rows.map((row) => ({
      ...row,
      cardNumber: maskLongString(row.cardNumber),
      billTime: Math.floor(row.billTime.getTime() / 1000),
    })),
  });
}
