import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import type { ConfirmPaymentReply, SendOrderReply } from '../../../flows/parking/parking-replies';
import { paymentMachine, type ConfirmPaymentInput, type SendOrderInput } from '../../../flows/payment/payment.machine';
import {
  singlePayMachine,
  type SinglePayFindReply,
  type SinglePayReply,
} from '../../../flows/payment/single-pay.machine';
import { storedValueVerificationMachine } from '../../../flows/payment/stored-value-verification.machine';
import { findSinglePay, loadSinglePay } from '../../api/endpoints/shop-table-pay';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { paymentChildOf } from '../../payment/payment-child';
import { confirmSinglePayment, readBack } from '../../payment/shop-pay-calls';
import { usePayChoice } from '../../payment/use-pay-choice';
import { startPayment } from '../../payment/use-payment-machine';
import { useTenant } from '../../tenant/use-tenant';
import { usePaymentMethodName } from '../../tenant/use-tenant-text';

/**
 * The controller of the single-pay screens (docs/shop.md#single-pay): singlepay/{action}/by/{requiredBy}
 * (the short code is typed), singlepay/{txn}/request/{action}/by/{requiredBy} and the receipt
 * singlepay/{txn}/{action}/receipt, all on the single pay machine with this shop's calls and its
 * payment child (docs/shop.md#bill-methods: stored value, saved cards, the gateway).
 */
export function useSinglePay() {
  const { txn = null, action = '', requiredBy = null } = useParams();
  const { bundle, layout } = useTenant();
  const methodName = usePaymentMethodName();
  const shop = bundle.api.shop;
  const [machine] = useState(() => {
    const start = fromPromise(({ input }: { input: Parameters<typeof startPayment>[2] }) =>
      startPayment(shop, layout, input),
    );
    return singlePayMachine.provide({
      actors: {
        loadRequest: fromPromise<SinglePayReply, { txn: string; action: string; requiredBy: string | null }>(
          async ({ input }) =>
            (await loadSinglePay(shop, {
              txn: input.txn,
              action: input.action,
              ...(input.requiredBy ? { requiredBy: input.requiredBy } : {}),
            })) as SinglePayReply,
        ),
        findRequest: fromPromise<SinglePayFindReply, { action: string; requiredBy: string; reference: string }>(
          async ({ input }) => (await findSinglePay(shop, input)) as SinglePayFindReply,
        ),
        payment: paymentMachine.provide({
          actors: {
            newIdempotencyKey: fromPromise(newIdempotencyKey),
            startPayment: start,
            confirmPayment: fromPromise<ConfirmPaymentReply, ConfirmPaymentInput>(({ input }) =>
              confirmSinglePayment(shop, input.txn),
            ),
            sendOrder: fromPromise<SendOrderReply, SendOrderInput>(({ input }) =>
              readBack(confirmSinglePayment(shop, input.txn)),
            ),
            storedValueVerification: storedValueVerificationMachine.provide({
              actors: { newIdempotencyKey: fromPromise(newIdempotencyKey), payWithPin: start },
            }),
          },
          actions: { redirectToGateway: (_, params) => window.location.assign(params.gatewayUrl) },
        }),
      },
    });
  });
  const [snapshot, send] = useMachine(machine, { input: { txn, action, requiredBy } });
  const { request, message } = snapshot.context;
  const pay = usePayChoice(request?.amount ?? null);
  const startPaying = () => {
    if (!request || !pay.method) return;
    send({
      type: 'PAY',
      choice: {
        paymentCode: pay.method.code,
        quotedTotal: request.amount + pay.surcharge,
        needsPin: pay.needsPin,
        ...(pay.savedCardId ? { savedCardId: pay.savedCardId } : {}),
      },
    });
  };
  return {
    step: snapshot.value,
    busy: snapshot.hasTag('busy'),
    action,
    requiredBy,
    request,
    message,
    pay,
    /** The payment child while paying (the shared payment step's view). */
    payment: paymentChildOf(snapshot),
    methodName,
    canPay:
      snapshot.can({ type: 'PAY', choice: { paymentCode: 0, quotedTotal: 0, needsPin: false } }) &&
      pay.method !== undefined,
    canFind: snapshot.can({ type: 'FIND', reference: '' }),
    find: (reference: string) => send({ type: 'FIND', reference: reference.trim().toUpperCase() }),
    startPaying,
    retry: () => send({ type: 'RETRY' }),
  };
}

export type SinglePayView = ReturnType<typeof useSinglePay>;
