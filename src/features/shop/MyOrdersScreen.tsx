import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../components/LinkButton';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import type { ShopOrder } from '../../generated/api/shop-order';
import { useRequireLogin } from '../../session/use-require-login';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useShopText } from './shop-text';
import { useMyOrders } from './use-my-orders';

const CHIP_COLOUR: Record<ShopOrder['status'], 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending_payment: 'warning',
  received: 'info',
  preparing: 'info',
  ready: 'success',
  completed: 'default',
  cancelled: 'error',
};

/** myorders: the customer's own orders at this shop, latest first, each with its status, receipt and 'Order again'. */
export default function MyOrdersScreen() {
  const { t } = useShopText();
  const session = useRequireLogin();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('myOrders.title')}</ScreenHeading>
      {session.status === 'loggedIn' ? <OrderList /> : <SectionSkeleton height={280} />}
    </Box>
  );
}

function OrderList() {
  const { t } = useShopText();
  const links = useLayoutLinks();
  const mine = useMyOrders();
  if (mine.status === 'loading') return <SectionSkeleton height={280} />;
  if (mine.status === 'error')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={mine.reload}>
            {t('myOrders.retry')}
          </Button>
        }
      >
        {t('myOrders.failed')}
      </Alert>
    );
  if (mine.orders.length === 0)
    return (
      <Stack spacing={2} alignItems="flex-start" data-testid="my-orders-empty">
        <Typography>{t('myOrders.empty')}</Typography>
        <LinkButton to={links.href('order')} variant="contained">
          {t('myOrders.startOrdering')}
        </LinkButton>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} data-testid="my-orders">
        {mine.orders.map((order) => (
          <OrderCard key={order.orderId} order={order} />
        ))}
      </Stack>
      {mine.more && (
        <Button variant="outlined" onClick={mine.loadMore} disabled={mine.loadingMore} sx={{ alignSelf: 'center' }}>
          {t('myOrders.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

function OrderCard({ order }: { order: ShopOrder }) {
  const { t, text, money, dateTime } = useShopText();
  const links = useLayoutLinks();
  const headingId = `order-${order.orderId}`;
  const items = order.lines.map((line) => `${line.quantity} × ${text(line.name)}`).join(', ');
  return (
    <Card
      component="li"
      aria-labelledby={headingId}
      data-testid="my-order"
      data-order-id={order.orderId}
      data-status={order.status}
      sx={{ listStyle: 'none' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('myOrders.reference', { reference: order.reference })}
          </Typography>
          <Chip
            size="small"
            label={t(`status.${order.status}`)}
            color={CHIP_COLOUR[order.status]}
            data-testid="my-order-status"
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('myOrders.placed', { time: dateTime(order.createdAt) })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {items}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }} data-testid="my-order-total">
          {money(order.totals.total)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <LinkButton
          to={links.href(`order/${order.orderId}`)}
          variant="outlined"
          size="small"
          aria-label={t('myOrders.receiptOf', { reference: order.reference })}
        >
          {t('myOrders.receipt')}
        </LinkButton>
        {/* Reorder (docs/shop.md#reorder): what is still sold goes back in the cart at today's prices. */}
        <LinkButton
          to={`${links.href('order')}?reorder=${encodeURIComponent(order.orderId)}`}
          variant="contained"
          size="small"
          aria-label={t('myOrders.reorderOf', { reference: order.reference })}
          sx={{ ml: '0 !important' }}
        >
          {t('status.reorder')}
        </LinkButton>
      </CardActions>
    </Card>
  );
}
