import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LinkButton } from '../../components/LinkButton';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { MessageAlert } from '../../messages/MessageAlert';
import { useSession } from '../../session/use-session';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { OrderPayAgain } from './OrderPayAgain';
import { OrderReceipt } from './OrderReceipt';
import { useShopText } from './shop-text';
import { useOrderStatus } from './use-order-status';

const STEPS = ['received', 'preparing', 'ready', 'completed'] as const;

/** order/{orderId}: the order's status, updated without reloading, and its itemised receipt. */
export default function OrderStatusScreen() {
  const { t } = useShopText();
  const status = useSession().status;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('status.title')}</ScreenHeading>
      {status === 'loggedIn' ? (
        <OrderStatus />
      ) : status === 'loggedOut' ? (
        <MessageAlert message={{ code: 'LOGIN_EXPIRED' }} />
      ) : (
        <SectionSkeleton height={240} />
      )}
    </Box>
  );
}

function OrderStatus() {
  const { t, dateTime } = useShopText();
  const links = useLayoutLinks();
  const { order, message, loaded, reload } = useOrderStatus();
  // Paying from this page, an order the server calls payable (docs/shop.md#pay-from-status): kept while the step runs.
  const [payingAgain, setPayingAgain] = useState(false);
  if (!loaded) return <SectionSkeleton height={240} />;
  if (!order) return <MessageAlert message={message} />;
  const active = order.status === 'pending_payment' ? -1 : STEPS.indexOf(order.status as (typeof STEPS)[number]);
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack spacing={1.5}>
            <Typography>
              {t('status.reference')} <strong>{order.reference}</strong>
            </Typography>
            <Typography
              role="status"
              aria-live="polite"
              data-testid="order-status"
              data-status={order.status}
              sx={{ fontWeight: 700 }}
            >
              {t(`status.${order.status}`)}
            </Typography>
            {order.status !== 'cancelled' && (
              <Stepper activeStep={active} alternativeLabel aria-hidden="true">
                {STEPS.map((s) => (
                  <Step key={s} completed={active >= STEPS.indexOf(s)}>
                    <StepLabel>{t(`status.step.${s}`)}</StepLabel>
                  </Step>
                ))}
              </Stepper>
            )}
            {order.fulfilment === 'delivery' && order.deliveryAddress && (
              <Typography>
                {t('status.deliverTo', {
                  address: `${order.deliveryAddress.line1}, ${order.deliveryAddress.postcode}`,
                })}
              </Typography>
            )}
            {order.fulfilment === 'pickup' && order.pickupAt !== undefined && (
              <Typography>{t('status.pickupAt', { time: dateTime(order.pickupAt) })}</Typography>
            )}
            {order.fulfilment === 'table' && order.table && (
              <Typography>{t('status.table', { table: order.table })}</Typography>
            )}
            {order.billId && order.table && (
              // A table order is paid with the table's bill (docs/shop.md#table-bill).
              <LinkButton
                to={links.href(`pay/${order.billId}/table/${encodeURIComponent(order.table)}`)}
                variant="contained"
                sx={{ alignSelf: 'flex-start' }}
                data-testid="pay-table-bill"
              >
                {t('table.viewBill')}
              </LinkButton>
            )}
            {order.fulfilment === 'car' && order.car && (
              <Typography data-testid="to-car">
                {t('status.toCar', {
                  where: [order.car.bay ? t('status.bay', { bay: order.car.bay }) : '', order.car.plate ?? '']
                    .filter(Boolean)
                    .join(' · '),
                })}
              </Typography>
            )}
            <MessageAlert message={message} severity="warning" />
          </Stack>
        </CardContent>
      </Card>
      {order.status === 'pending_payment' && (payingAgain || order.payable) && (
        <OrderPayAgain order={order} paying={payingAgain} onPay={() => setPayingAgain(true)} onPaid={reload} />
      )}
      <OrderReceipt order={order} />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {/* Reorder (docs/shop.md#reorder): the ordering screen puts this order's lines back in the cart at today's prices. */}
        <LinkButton to={`${links.href('order')}?reorder=${encodeURIComponent(order.orderId)}`} variant="contained">
          {t('status.reorder')}
        </LinkButton>
        <LinkButton to={links.href('order')} variant="outlined">
          {t('status.orderMore')}
        </LinkButton>
      </Stack>
    </Stack>
  );
}
