import { useEffect, useState } from 'react';
import { loadWalletHistory } from '../../api/endpoints/wallet';
import type { ReportAcsLoyaltyListRequest } from '../../generated/api/report-acs-loyalty-list.request';
import type { ReportAcsLoyaltyListResult } from '../../generated/api/report-acs-loyalty-list.response';
import { WALLET_HISTORY_PAGE_SIZE } from '../../lib/wallet-rules';
import { type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { useSiteTime } from '../../tenant/use-site-time';
import { useTenant } from '../../tenant/use-tenant';
import { customRange, quickRange, type HistoryRangeChoice } from './history-range';

export type HistoryType = NonNullable<ReportAcsLoyaltyListRequest['type']>;
type Rows = NonNullable<ReportAcsLoyaltyListResult['rows']>;
type Load = { status: 'loading' } | { status: 'ready'; rows: Rows; total: number } | { status: 'failed'; message: Message | null };

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
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const bounds = range === 'custom' ? customRange(from, to, timeZone) : quickRange(range, Math.floor(Date.now() / 1000), timeZone);
  const dateStart = bounds?.dateStart ?? null;
  const dateEnd = bounds?.dateEnd ?? null;

  useEffect(() => {
    if (dateStart === null || dateEnd === null) {
      setLoad({ status: 'failed', message: range === 'custom' && from !== '' && to !== '' ? { code: 'WALLET_HISTORY_RANGE_INVALID' } : null });
      return;
    }
    let live = true;
    setLoad({ status: 'loading' });
    loadWalletHistory(shop, { cardId, dateStart, dateEnd, type, currPage: page, pageSize: WALLET_HISTORY_PAGE_SIZE }).then(
      (reply) => {
        if (!live) return;
        if (reply.success && reply.result.rtn > 0) setLoad({ status: 'ready', rows: reply.result.rows ?? [], total: reply.result.total ?? 0 });
        else setLoad({ status: 'failed', message: refusalMessage(reply.result, 'OPERATION_FAILED') });
      },
      () => live && setLoad({ status: 'failed', message: null }),
    );
    return () => {
      live = false;
    };
    // The quick range's bounds move with the clock; the choice is what changes the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shop, cardId, range, from, to, type, page]);

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
