import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../components/LinkButton';
import { PaymentStep } from '../../payment/PaymentStep';
import { OrderReceipt } from './OrderReceipt';
import { useShopText } from './shop-text';
import type { ShopOrderView } from './use-shop-order';

/**
 * Paying a placed order (docs/shop.md#paying): the shared payment step (the PIN of a stored-value
 * card, the gateway's dialog, processing, failed with a retry, 'Failed to upload the order' with
 * Retry and Show receipt), run by the shop order machine's child 'payment'.
 */
export function ShopPaymentPanel({ view }: { view: ShopOrderView }) {
  const { t, text, bundle } = useShopText();
  const { order, payment } = view;
  if (!order || !payment) return null;
  const method = bundle.tenant.payment.methods.find((m) => m.code === order.paymentCode);
  return (
    <Card data-testid="shop-payment">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {t('pay.title')}
          </Typography>
          <Typography>
            {t('status.reference')} <strong>{order.reference}</strong>
          </Typography>
          <PaymentStep
            actorRef={payment}
            amount={order.totals.total}
            methodName={method ? text(method.name) : String(order.paymentCode)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * 'Failed to upload the order' → 'Show receipt': the payment was approved but the order could not
 * be read back. The receipt of the approved payment, itemised from the order as placed; checking
 * again reads the order (and shows its status once it answers).
 */
export function PaidReceiptPanel({ view }: { view: ShopOrderView }) {
  const { t } = useShopText();
  const { order } = view;
  if (!order) return null;
  return (
    <Stack spacing={2} data-testid="paid-receipt">
      <Alert severity="success" role="status">
        {t('pay.receiptOnly', { reference: order.reference })}
      </Alert>
      <OrderReceipt order={order} cardNumber={view.paid?.cardNumber ?? null} paid />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={view.refresh} disabled={view.busy}>
          {t('pay.checkAgain')}
        </Button>
        {view.statusHref && (
          <LinkButton to={view.statusHref} variant="outlined">
            {t('table.followOrder')}
          </LinkButton>
        )}
      </Stack>
    </Stack>
  );
}
