import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { loadTableBill } from '../../api/endpoints/shop-table-pay';
import type { ShopSettings } from '../../generated/tenant';
import { checkTable } from '../../lib/shop/fulfilment';
import { LinkButton } from '../../components/LinkButton';
import { MessageAlert } from '../../messages/MessageAlert';
import { customerKeys } from '../../queries/query-keys';
import { useTenant } from '../../tenant/use-tenant';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useShopText } from './shop-text';

/**
 * The table the QR code named (order?table=T1&key=…, docs/shop.md#table-ordering): shown instead
 * of a table picker, with 'View the bill' once the table has an open bill. A table the shop does not
 * list, or table ordering off, says so; so does a link without the table's secret, or with one the
 * server refuses (docs/shop.md#table-key): the diner is asked to scan the table's QR code again.
 */
export function TableBanner({
  table,
  tableKey,
  settings,
  signedIn,
}: {
  table: string;
  tableKey: string | null;
  settings: ShopSettings;
  signedIn: boolean;
}) {
  const { t } = useShopText();
  const links = useLayoutLinks();
  const location = useLocation();
  const problem = checkTable(settings, table);
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  // The bill link, once the table has an open bill; the banner works without it, so a failed read only hides it.
  const { data } = useQuery({
    queryKey: customerKeys.tableBill(bundle.tenant.id, bundle.site.shopCode, table, tableKey ?? ''),
    queryFn: async () => {
      const reply = await loadTableBill(shop, { table, tableKey: tableKey ?? '' }, true);
      if (!reply.success) return { billId: null, refused: false };
      if (reply.result.rtn > 0) return { billId: reply.result.bill?.billId ?? null, refused: false };
      return { billId: null, refused: reply.result.problem?.code === 'TABLE_LINK_INVALID' };
    },
    enabled: !problem && signedIn && tableKey !== null && tableKey !== '',
  });
  const billId = data?.billId ?? null;
  const refused = data?.refused === true;
  if (problem) return <MessageAlert message={problem} />;
  if (!tableKey || refused) return <MessageAlert message={{ code: 'TABLE_LINK_INVALID' }} />;
  return (
    <Alert
      severity="info"
      icon={false}
      data-testid="table-banner"
      action={
        !signedIn ? (
          // Signed out: back to this table's menu after login, so the table stays known.
          <LinkButton
            to={`${links.href('login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
            size="small"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('loginToOrder')}
          </LinkButton>
        ) : billId ? (
          <LinkButton
            to={`${links.href(`pay/${billId}/table/${encodeURIComponent(table)}`)}?key=${encodeURIComponent(tableKey)}`}
            size="small"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('table.viewBill')}
          </LinkButton>
        ) : undefined
      }
    >
      {t('table.orderingAt', { table })}
    </Alert>
  );
}
