import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../components/LinkButton';
import type { ShopOrder } from '../../generated/api/shop-order';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useShopText } from './shop-text';

/**
 * An order sent without a payment now (docs/shop.md#table-ordering): a table order goes straight
 * to the kitchen and the table's bill, so the ordering screen confirms it and leads to the bill
 * and to the order's status.
 */
export function OrderSentPanel({ order }: { order: ShopOrder }) {
  const { t } = useShopText();
  const links = useLayoutLinks();
  return (
    <Card data-testid="order-sent">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6" role="status">
            {order.table ? t('table.sent', { table: order.table }) : t('status.received')}
          </Typography>
          <Typography>
            {t('status.reference')} <strong>{order.reference}</strong>
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {order.billId && order.table && (
              <LinkButton
                to={links.href(`pay/${order.billId}/table/${encodeURIComponent(order.table)}`)}
                variant="contained"
                data-testid="pay-table-bill"
              >
                {t('table.viewBill')}
              </LinkButton>
            )}
            <LinkButton to={links.href(`order/${order.orderId}`)} variant="outlined">
              {t('table.followOrder')}
            </LinkButton>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
