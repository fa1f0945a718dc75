import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ConfirmPaymentReply, SendOrderReply, StartPaymentReply } from '../../../flows/parking/parking-replies';
import {
  paymentMachine,
  type ConfirmPaymentInput,
  type SendOrderInput,
  type StartPaymentInput,
} from '../../../flows/payment/payment.machine';
import { walletTopUpMachine } from '../../../flows/wallet/wallet-top-up.machine';
import { fetchWalletTopUpStatus } from '../../api/endpoints/wallet';
import type { WalletTopUpRules } from '../../generated/tenant';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { paymentChildOf } from '../../payment/payment-child';
import { startPayment } from '../../payment/use-payment-machine';
import { useTenant } from '../../tenant/use-tenant';
import { useLatestRef } from '../../state/use-latest-ref';

/** Gateway methods that can top a card up (not cash, not stored value). */
export const TOP_UP_CODES = [201, 202, 203, 204, 301, 302, 303, 304];

/**
 * The wallet top-up machine (flows/wallet/wallet-top-up.machine.ts) with this shop's effects: its payment
 * child starts with promotion/topup and confirms with promotion/topupStatus.
 */
export function useWalletTopUp(options: {
  cardId: string;
  balance: number;
  rules: WalletTopUpRules;
  resumeTxn?: string;
  onCredited: () => void;
}) {
  const { bundle, layout } = useTenant();
  const shop = bundle.api.shop;
  const methods = bundle.tenant.payment.methods.filter((m) => m.visible && TOP_UP_CODES.includes(m.code));
  const latest = useLatestRef(options.onCredited);
  const [machine] = useState(() =>
    walletTopUpMachine.provide({
      actors: {
        payment: paymentMachine.provide({
          actors: {
            newIdempotencyKey: fromPromise(newIdempotencyKey),
            startPayment: fromPromise<StartPaymentReply, StartPaymentInput>(({ input }) =>
              startPayment(shop, layout, input),
            ),
            confirmPayment: fromPromise<ConfirmPaymentReply, ConfirmPaymentInput>(async ({ input }) => {
              const reply = await fetchWalletTopUpStatus(shop, input.txn);
              return { success: reply.success, result: { ...reply.result, card: undefined } } as ConfirmPaymentReply;
            }),
            sendOrder: fromPromise<SendOrderReply, SendOrderInput>(async ({ input }) => {
              const reply = await fetchWalletTopUpStatus(shop, input.txn);
              return {
                success: reply.success,
                result: { rtn: reply.result.rtn > 0 && reply.result.status === 'approved' ? 1 : 0 },
              };
            }),
          },
          actions: { redirectToGateway: (_, params) => window.location.assign(params.gatewayUrl) },
        }),
      },
      actions: { reportCredited: () => latest.current() },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      cardId: options.cardId,
      balance: options.balance,
      rules: options.rules,
      paymentCode: methods[0]?.code ?? 201,
      ...(options.resumeTxn ? { resumeTxn: options.resumeTxn } : {}),
    },
  });
  return { snapshot, send, methods, payment: paymentChildOf(snapshot) };
}
