import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ShopOrderRequest } from '../../generated/api/shop-order.request';
import type { ShopSettings } from '../../generated/tenant';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { orderTotals } from '../../lib/shop/pricing';
import { MessageAlert } from '../../messages/MessageAlert';
import { useShopText } from './shop-text';
import { TotalsTable } from './TotalsTable';
import { billMethods } from './use-table-bill';
import type { ShopOrderView } from './use-shop-order';

/**
 * Checkout at a table (docs/shop.md#table-ordering): the table came with the QR code, so there is
 * no table picker and no payment now. The order goes to the table's bill, which is paid (in full
 * or split) from the bill screen; the surcharge is the paying method's, charged then.
 */
export function TableCheckoutPanel({
  view,
  settings,
  table,
  tableKey,
}: {
  view: ShopOrderView;
  settings: ShopSettings;
  table: string;
  tableKey: string | null;
}) {
  const { t, money, bundle } = useShopText();
  const [tipPercent, setTipPercent] = useState(0);
  // The order call names a method (its schema requires one); a table order charges nothing with it.
  const method = billMethods(bundle.tenant.payment.methods)[0];
  const totals = orderTotals({
    lines: view.cart?.lines ?? [],
    deliveryFee: 0,
    ...(tipPercent > 0 ? { tip: { percent: tipPercent } } : {}),
  });
  const place = async () => {
    if (!method) return;
    view.place({
      kind: 'shop',
      idempotencyKey: await newIdempotencyKey(),
      fulfilment: 'table',
      table,
      // The table's secret from its QR code (docs/shop.md#table-key): without it the server refuses the order.
      ...(tableKey ? { tableKey } : {}),
      ...(tipPercent > 0 ? { tip: { percent: tipPercent } } : {}),
      paymentCode: method.code as ShopOrderRequest['paymentCode'],
      quotedTotal: totals.total,
    });
  };
  return (
    <Card data-testid="checkout">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {t('table.checkoutTitle', { table })}
          </Typography>
          <Typography color="text.secondary">{t('table.payLater')}</Typography>
          {(settings.tipPresets ?? []).length > 0 && (
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography>{t('checkout.tip')}</Typography>
              {[0, ...(settings.tipPresets ?? [])].map((p) => (
                <Chip
                  key={p}
                  label={p === 0 ? t('checkout.noTip') : `${p}%`}
                  color={tipPercent === p ? 'primary' : 'default'}
                  onClick={() => setTipPercent(p)}
                  aria-pressed={tipPercent === p}
                />
              ))}
            </Stack>
          )}
          <TotalsTable totals={totals} />
          <MessageAlert message={view.message} />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1}
            sx={{ '& > button': { alignSelf: { xs: 'stretch', sm: 'auto' } } }}
          >
            <Button onClick={view.back}>{t('checkout.back')}</Button>
            {view.step === 'uploadFailed' ? (
              <Button variant="contained" onClick={view.retry}>
                {t('checkout.retry')}
              </Button>
            ) : (
              <Button variant="contained" disabled={method === undefined || view.busy} onClick={() => void place()}>
                {t('table.send', { total: money(totals.total) })}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
