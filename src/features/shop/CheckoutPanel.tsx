import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ShopOrderRequest } from '../../generated/api/shop-order.request';
import type { PaymentMethod, ShopSettings } from '../../generated/tenant';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { checkDelivery } from '../../lib/shop/fulfilment';
import { orderTotals } from '../../lib/shop/pricing';
import { MessageAlert } from '../../messages/MessageAlert';
import type { ShopOrderView } from './use-shop-order';
import { TotalsTable } from './TotalsTable';
import { useShopText } from './shop-text';

type Fulfilment = ShopOrderRequest['fulfilment'];

/** Methods a shop order is paid with online: through the gateway (not cash, not stored value yet). */
const onlineMethods = (methods: readonly PaymentMethod[]) => methods.filter((m) => m.visible && m.paymentType !== 'cash' && m.paymentType !== 'storedValue');

/**
 * Checkout (docs/shop.md#checkout): delivery with the zone checked as the address is typed and
 * 'add $X for free delivery', or a pickup slot; a tip; the total by the shared pricing rule, which
 * the server checks again.
 */
export function CheckoutPanel({ view, settings, slots }: { view: ShopOrderView; settings: ShopSettings; slots: readonly number[] }) {
  const { t, text, money, dateTime, bundle } = useShopText();
  const offered: Fulfilment[] = [...(settings.delivery.enabled ? (['delivery'] as const) : []), ...(settings.pickup.enabled ? (['pickup'] as const) : [])];
  const [fulfilment, setFulfilment] = useState<Fulfilment>(offered[0] ?? 'pickup');
  const [line1, setLine1] = useState('');
  const [postcode, setPostcode] = useState('');
  const [pickupAt, setPickupAt] = useState<number | ''>(slots[0] ?? '');
  const [tipPercent, setTipPercent] = useState(0);
  const methods = onlineMethods(bundle.tenant.payment.methods);
  const [paymentCode, setPaymentCode] = useState<number>((methods.find((m) => m.paymentType === 'card') ?? methods[0])?.code ?? 0);
  const method = methods.find((m) => m.code === paymentCode);
  const lines = view.cart?.lines ?? [];
  const goods = view.cart?.goods ?? 0;
  const address = { line1, postcode };
  const delivery = fulfilment === 'delivery' && postcode.trim().length >= 2 ? checkDelivery(settings, address, goods, bundle.site.location) : null;
  const zone = delivery?.ok ? delivery.zone : null;
  const totals = orderTotals({
    lines,
    deliveryFee: zone?.fee ?? 0,
    ...(zone && settings.delivery.freeDeliveryAmount !== undefined ? { freeDeliveryAmount: settings.delivery.freeDeliveryAmount } : {}),
    ...(tipPercent > 0 ? { tip: { percent: tipPercent } } : {}),
    ...(method ? { surcharge: method } : {}),
  });
  const ready = method !== undefined && (fulfilment === 'delivery' ? delivery?.ok === true && line1.trim() !== '' : pickupAt !== '');
  const place = async () => {
    if (!method) return;
    view.place({
      kind: 'shop',
      idempotencyKey: await newIdempotencyKey(),
      fulfilment,
      ...(fulfilment === 'delivery' ? { deliveryAddress: { line1: line1.trim(), postcode: postcode.trim() } } : {}),
      ...(fulfilment === 'pickup' && pickupAt !== '' ? { pickupAt } : {}),
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
            {t('checkout.title')}
          </Typography>
          <RadioGroup row value={fulfilment} onChange={(e) => setFulfilment(e.target.value as Fulfilment)} aria-label={t('checkout.how')}>
            {offered.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={t(`checkout.${f}`)} />
            ))}
          </RadioGroup>
          {fulfilment === 'delivery' && (
            <Stack spacing={1.5}>
              <TextField label={t('checkout.line1')} value={line1} onChange={(e) => setLine1(e.target.value)} autoComplete="address-line1" inputProps={{ maxLength: 120 }} />
              <TextField label={t('checkout.postcode')} value={postcode} onChange={(e) => setPostcode(e.target.value)} autoComplete="postal-code" inputProps={{ maxLength: 10 }} />
              {delivery && !delivery.ok && <MessageAlert message={delivery.problem} />}
              {zone && (
                <Typography data-testid="zone" role="status">
                  {t('checkout.zone', { zone: text(zone.name), fee: money(totals.deliveryFee) })}
                </Typography>
              )}
              {zone && totals.toFreeDelivery > 0 && (
                <Typography color="primary" data-testid="free-delivery">
                  {t('checkout.addForFree', { amount: money(totals.toFreeDelivery) })}
                </Typography>
              )}
            </Stack>
          )}
          {fulfilment === 'pickup' && (
            <TextField select label={t('checkout.pickupTime')} value={pickupAt} onChange={(e) => setPickupAt(Number(e.target.value))} helperText={t('checkout.waiting', { minutes: settings.minimumWaitMinutes })}>
              {slots.map((slot) => (
                <MenuItem key={slot} value={slot}>
                  {dateTime(slot)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(settings.tipPresets ?? []).length > 0 && (
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography>{t('checkout.tip')}</Typography>
              {[0, ...(settings.tipPresets ?? [])].map((p) => (
                <Chip key={p} label={p === 0 ? t('checkout.noTip') : `${p}%`} color={tipPercent === p ? 'primary' : 'default'} onClick={() => setTipPercent(p)} aria-pressed={tipPercent === p} />
              ))}
            </Stack>
          )}
          {methods.length > 1 && (
            <TextField select label={t('checkout.method')} value={paymentCode} onChange={(e) => setPaymentCode(Number(e.target.value))}>
              {methods.map((m) => (
                <MenuItem key={m.code} value={m.code}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TotalsTable totals={totals} />
          <MessageAlert message={view.message} />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ '& > button': { alignSelf: { xs: 'stretch', sm: 'auto' } } }}>
            <Button onClick={view.back}>{t('checkout.back')}</Button>
            {view.step === 'uploadFailed' ? (
              <Button variant="contained" onClick={view.retry}>
                {t('checkout.retry')}
              </Button>
            ) : (
              <Button variant="contained" disabled={!ready || view.busy} onClick={() => void place()}>
                {t('checkout.place', { total: money(totals.total) })}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
