import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loadWalletHistory } from '../../api/endpoints/wallet';
import type { ReportAcsLoyaltyListRequest } from '../../generated/api/report-acs-loyalty-list.request';
import type { ReportAcsLoyaltyListResult } from '../../generated/api/report-acs-loyalty-list.response';
import { WALLET_HISTORY_PAGE_SIZE } from '../../lib/wallet-rules';
import { type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { customerKeys } from '../../queries/query-keys';
import { acceptedResult, refusalOf } from '../../queries/refused-read';
import { useSiteTime } from '../../tenant/use-site-time';
import { useTenant } from '../../tenant/use-tenant';
import { customRange, quickRange, type HistoryRangeChoice } from './history-range';

export type HistoryType = NonNullable<ReportAcsLoyaltyListRequest['type']>;
type Rows = NonNullable<ReportAcsLoyaltyListResult['rows']>;
type Load =
  | { status: 'loading' }
  | { status: 'ready'; rows: Rows; total: number }
  | { status: 'failed'; message: Message | null };

/** The controller of a card's history: the range (quick or custom), the type filter and the page. */
export function useWalletHistory(cardId: string) {
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const { timeZone } = useSiteTime();
  const [range, setRange] = useState<HistoryRangeChoice>('1m');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [type, setType] = useState<HistoryType>('all');
  const [page, setPage] = useState(1);

  const bounds =
    range === 'custom' ? customRange(from, to, timeZone) : quickRange(range, Math.floor(Date.now() / 1000), timeZone);
  // The choice names the read: a quick range's bounds move with the clock, and are taken as it is asked.
  const query = useQuery({
    queryKey: customerKeys.walletHistory(bundle.tenant.id, bundle.site.shopCode, cardId, {
      range,
      from,
      to,
      type,
      page,
    }),
    queryFn: async () => {
      if (!bounds) throw new Error('no date range');
      const result = acceptedResult(
        await loadWalletHistory(shop, {
          cardId,
          dateStart: bounds.dateStart,
          dateEnd: bounds.dateEnd,
          type,
          currPage: page,
          pageSize: WALLET_HISTORY_PAGE_SIZE,
        }),
      );
      return { rows: result.rows ?? [], total: result.total ?? 0 };
    },
    enabled: bounds !== null,
  });

  const load = ((): Load => {
    // A custom range with both dates that cannot be read says why; one still being typed says nothing.
    if (bounds === null)
      return {
        status: 'failed',
        message: range === 'custom' && from !== '' && to !== '' ? { code: 'WALLET_HISTORY_RANGE_INVALID' } : null,
      };
    if (query.status === 'success') return { status: 'ready', rows: query.data.rows, total: query.data.total };
    if (query.status === 'error') {
      const refusal = refusalOf(query.error);
      return { status: 'failed', message: refusal ? refusalMessage(refusal, 'OPERATION_FAILED') : null };
    }
    return { status: 'loading' };
  })();

  const total = load.status === 'ready' ? load.total : 0;
  return {
    range,
    from,
    to,
    type,
    page,
    pages: Math.max(1, Math.ceil(total / WALLET_HISTORY_PAGE_SIZE)),
    load,
    chooseRange: (next: HistoryRangeChoice) => {
      setRange(next);
      setPage(1);
    },
    setFrom: (value: string) => {
      setFrom(value);
      setPage(1);
    },
    setTo: (value: string) => {
      setTo(value);
      setPage(1);
    },
    chooseType: (next: HistoryType) => {
      setType(next);
      setPage(1);
    },
    setPage,
  };
}
