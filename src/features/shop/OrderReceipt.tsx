import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReceiptMerchant } from '../../components/ReceiptMerchant';
import type { ShopOrder } from '../../generated/api/shop-order';
import { TotalsTable } from './TotalsTable';
import { useShopText } from './shop-text';

/**
 * An order's itemised receipt (docs/shop.md#paying): each line with its options and their prices,
 * notes, the totals, the method actually used with the masked card, refunds, and when it was made.
 * The status page shows it, and so does the ordering screen after 'Failed to upload the order' →
 * 'Show receipt' (with the card the approved payment reported).
 */
/** `paid`: the payment is known approved though the order as shown predates it (the receipt after 'Failed to upload the order'). */
export function OrderReceipt({
  order,
  cardNumber,
  paid,
}: {
  order: ShopOrder;
  cardNumber?: string | null;
  paid?: boolean;
}) {
  const { t, text, money, dateTime, bundle } = useShopText();
  const method = bundle.tenant.payment.methods.find((m) => m.code === order.paymentCode);
  const card = order.cardNumber || cardNumber;
  return (
    <Card component="section" aria-labelledby="receipt-title" data-testid="receipt">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="receipt-title" component="h2" variant="h6">
            {t('receipt.title')}
          </Typography>
          {order.lines.map((line, i) => (
            <Stack key={i} direction="row" justifyContent="space-between" spacing={1}>
              <Box>
                <Typography>
                  {line.quantity} × {text(line.name)}
                </Typography>
                {line.options.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {line.options
                      .map(
                        (o) =>
                          `${text(o.name)}${o.count > 1 ? ` ×${o.count}` : ''}${o.price > 0 ? ` +${money(o.price)}` : ''}`,
                      )
                      .join(', ')}
                  </Typography>
                )}
              </Box>
              <Typography>{money(line.lineTotal)}</Typography>
            </Stack>
          ))}
          {order.notes !== '' && (
            <Typography color="text.secondary">{t('receipt.notes', { notes: order.notes })}</Typography>
          )}
          <Divider />
          <TotalsTable totals={order.totals} />
          <Typography variant="body2" color="text.secondary">
            {/* 'Paid with' only once paid: an order still waiting (or given up) names its method only. */}
            {t(
              paid === true || order.paymentStatus === 'approved' || order.paymentStatus === 'refunded'
                ? 'receipt.paidWith'
                : 'receipt.methodOnly',
              { method: method ? text(method.name) : String(order.paymentCode) },
            )}
            {/* A saved card is named as such; stored value is its own method, named already. */}
            {order.paidWith === 'savedCard' ? ` (${t('receipt.via.savedCard')})` : ''}
            {card ? ` · ${card}` : ''}
            {order.refunded !== undefined && order.refunded > 0
              ? ` · ${t('receipt.refunded', { amount: money(order.refunded) })}`
              : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {dateTime(order.createdAt)}
          </Typography>
          <Divider />
          <ReceiptMerchant />
        </Stack>
      </CardContent>
    </Card>
  );
}
