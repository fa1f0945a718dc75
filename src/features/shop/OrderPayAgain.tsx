import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { needsPaymentPin } from '../../../flows/parking/parking-replies';
import { ClockIcon } from '../../components/icons/ClockIcon';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { StatusPanel } from '../../components/StatusPanel';
import type { ShopOrder } from '../../generated/api/shop-order';
import { SHOP_ORDER_PAY_MINUTES } from '../../lib/limits';
import { PaymentStep } from '../../payment/PaymentStep';
import { shopOrderPaymentMachine } from '../../payment/shop-order-payment';
import { useTenant } from '../../tenant/use-tenant';
import { useShopText } from './shop-text';

/**
 * An order the server calls payable (docs/shop.md#pay-from-status): it waits for its payment and no
 * attempt is under way, because the last one was declined (docs/shop.md#declined) or none ever
 * started (the tab closed before the gateway's page opened). Its status page says which, and offers
 * to pay the same order in the shared payment step with the order's method. Paid, the page reads
 * the order again. The page holds `paying`: the order's own state changes under the step (a new
 * attempt is pending), and the step must stay while it runs.
 */
export function OrderPayAgain({
  order,
  paying,
  onPay,
  onPaid,
}: {
  order: ShopOrder;
  paying: boolean;
  onPay: () => void;
  onPaid: () => void;
}) {
  const { t } = useShopText();
  if (paying) return <PayAgainStep order={order} onPaid={onPaid} />;
  const declined = order.paymentStatus === 'failed';
  return (
    // A decline is news the customer must hear at once; an order never paid is only its state.
    <Box role={declined ? 'alert' : 'status'} data-testid="order-pay-again">
      <StatusPanel
        level={2}
        icon={declined ? ErrorIcon : ClockIcon}
        title={t(declined ? 'status.declinedTitle' : 'status.notPaidTitle')}
        body={t(declined ? 'status.declinedBody' : 'status.notPaidBody', { minutes: SHOP_ORDER_PAY_MINUTES })}
        action={
          <Button variant="contained" onClick={onPay}>
            {t(declined ? 'status.payAgain' : 'status.payNow')}
          </Button>
        }
      />
    </Box>
  );
}

function PayAgainStep({ order, onPaid }: { order: ShopOrder; onPaid: () => void }) {
  const { text, bundle } = useShopText();
  const { layout } = useTenant();
  const [machine] = useState(() => shopOrderPaymentMachine(bundle.api.shop, layout, onPaid));
  const [, , actorRef] = useMachine(machine, {
    input: {
      purpose: { kind: 'shopOrder', orderId: order.orderId },
      amount: order.totals.total,
      paymentCode: order.paymentCode,
      needsPin: needsPaymentPin(order.paymentCode),
    },
  });
  const method = bundle.tenant.payment.methods.find((m) => m.code === order.paymentCode);
  return (
    <PaymentStep
      actorRef={actorRef}
      amount={order.totals.total}
      methodName={method ? text(method.name) : String(order.paymentCode)}
    />
  );
}
