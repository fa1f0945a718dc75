import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ShopSettings } from '../../generated/tenant';
import { pickupChoices, type PickupDay } from '../../lib/shop/pickup-days';
import { formatInTimeZone } from '../../lib/site-time';
import { MessageAlert } from '../../messages/MessageAlert';
import { CheckoutPayment } from './CheckoutPayment';
import type { ShopOrderView } from './use-shop-order';
import { TotalsTable } from './TotalsTable';
import { useCheckoutChoices, type Fulfilment } from './use-checkout-choices';
import { useShopText } from './shop-text';

/**
 * Checkout (docs/shop.md#checkout): delivery with the zone checked as the address is typed and
 * 'add $X for free delivery', a pickup slot, or delivery to the car within the customer's parking
 * stay here; a tip; a voucher; how to pay; the total by the shared pricing rule, which the server
 * checks again.
 */
export function CheckoutPanel({
  view,
  settings,
  slots,
}: {
  view: ShopOrderView;
  settings: ShopSettings;
  slots: readonly number[];
}) {
  const { t, i18n, text, money, dateTime, bundle, timeZone } = useShopText();
  const c = useCheckoutChoices(view, settings, slots, bundle.tenant.payment.methods, bundle.site.location);
  const { address, pickup, car, tip, totals } = c;
  // Pickup slots by day at the site, the earliest first as 'as soon as possible' (docs/shop.md#pickup).
  const choices = pickupChoices(pickup.slots, Date.now() / 1000, timeZone);
  const hourOf = (slot: number) => formatInTimeZone(slot, 'HH:mm', timeZone);
  const dayName = (day: PickupDay) =>
    day.relative
      ? t(`checkout.pickupDay.${day.relative}`)
      : new Intl.DateTimeFormat(i18n.language, { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(
          (day.slots[0] ?? 0) * 1000,
        );
  const pickupLabel = (slot: number) => {
    if (slot === choices.soonest) return t('checkout.pickupSoonest', { time: hourOf(slot) });
    const day = choices.days.find((d) => d.slots.includes(slot));
    return day ? `${dayName(day)} ${hourOf(slot)}` : dateTime(slot);
  };
  const pickupItems = (slots: readonly number[]) => [
    ...(choices.soonest === undefined || slots.length === 0
      ? []
      : [
          <MenuItem key={choices.soonest} value={choices.soonest}>
            {t('checkout.pickupSoonest', { time: hourOf(choices.soonest) })}
          </MenuItem>,
        ]),
    ...choices.days.flatMap((day) => [
      <ListSubheader key={day.day}>{dayName(day)}</ListSubheader>,
      ...day.slots.map((slot) => (
        <MenuItem key={slot} value={slot} aria-label={`${dayName(day)} ${hourOf(slot)}`}>
          {hourOf(slot)}
        </MenuItem>
      )),
    ]),
  ];
  return (
    <Card data-testid="checkout">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {t('checkout.title')}
          </Typography>
          <RadioGroup
            row
            value={c.fulfilment}
            onChange={(e) => c.setFulfilment(e.target.value as Fulfilment)}
            aria-label={t('checkout.how')}
          >
            {c.offered.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={t(`checkout.${f}`)} />
            ))}
          </RadioGroup>
          {c.fulfilment === 'delivery' && (
            <Stack spacing={1.5}>
              <TextField
                label={t('checkout.line1')}
                value={address.line1}
                onChange={(e) => address.setLine1(e.target.value)}
                autoComplete="address-line1"
                inputProps={{ maxLength: 120 }}
              />
              <TextField
                label={t('checkout.postcode')}
                value={address.postcode}
                onChange={(e) => address.setPostcode(e.target.value)}
                autoComplete="postal-code"
                inputProps={{ maxLength: 10 }}
              />
              {address.delivery &&
                !address.delivery.ok &&
                (address.delivery.minimum === undefined ? (
                  <MessageAlert message={address.delivery.problem} />
                ) : (
                  // The amount, and how much more to add: 'below the minimum' alone leaves the customer guessing.
                  <Alert severity="error" data-testid="delivery-minimum">
                    {t('checkout.belowDeliveryMinimum', {
                      minimum: money(address.delivery.minimum),
                      more: money(address.delivery.minimum - totals.goods),
                    })}
                  </Alert>
                ))}
              {address.zone && (
                <Typography data-testid="zone" role="status">
                  {t('checkout.zone', { zone: text(address.zone.name), fee: money(totals.deliveryFee) })}
                </Typography>
              )}
              {address.zone && totals.toFreeDelivery > 0 && (
                <Typography color="primary" data-testid="free-delivery">
                  {t('checkout.addForFree', { amount: money(totals.toFreeDelivery) })}
                </Typography>
              )}
            </Stack>
          )}
          {c.fulfilment === 'pickup' && (
            <TextField
              select
              label={t('checkout.pickupTime')}
              slotProps={{ select: { renderValue: (value) => pickupLabel(Number(value)) } }}
              value={pickup.pickupAt}
              onChange={(e) => pickup.setPickupAt(Number(e.target.value))}
              helperText={t('checkout.waiting', { minutes: settings.minimumWaitMinutes })}
            >
              {pickupItems(pickup.slots)}
            </TextField>
          )}
          {c.fulfilment === 'car' && (
            <Stack spacing={1.5} data-testid="car-delivery">
              <TextField
                select
                label={t('checkout.carStay')}
                value={car.stayId}
                onChange={(e) => car.setStayId(e.target.value)}
                helperText={t('checkout.carHelp', { minutes: settings.minimumWaitMinutes })}
              >
                {car.stays.map((stay) => (
                  <MenuItem key={stay.bookingId} value={stay.bookingId}>
                    {t('checkout.carStayItem', {
                      reference: stay.reference,
                      until: formatInTimeZone(stay.exitAt, 'HH:mm', timeZone),
                    })}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" spacing={1.5}>
                <TextField
                  label={t('checkout.bay')}
                  value={car.bay}
                  onChange={(e) => car.setBay(e.target.value)}
                  inputProps={{ maxLength: 12 }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label={t('checkout.plate')}
                  value={car.plate}
                  onChange={(e) => car.setPlate(e.target.value)}
                  inputProps={{ maxLength: 12 }}
                  sx={{ flex: 1 }}
                />
              </Stack>
            </Stack>
          )}
          {(settings.tipPresets ?? []).length > 0 && (
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography>{t('checkout.tip')}</Typography>
              {[0, ...(settings.tipPresets ?? [])].map((p) => (
                <Chip
                  key={p}
                  label={p === 0 ? t('checkout.noTip') : `${p}%`}
                  color={tip.tipPercent === p ? 'primary' : 'default'}
                  onClick={() => tip.setTipPercent(p)}
                  aria-pressed={tip.tipPercent === p}
                />
              ))}
            </Stack>
          )}
          <CheckoutPayment choices={c} />
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
              <Button variant="contained" disabled={!c.ready || view.busy} onClick={() => void c.place()}>
                {t('checkout.place', { total: money(totals.total) })}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
