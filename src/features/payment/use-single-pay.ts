import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { singlePayMachine, type SinglePayFindReply, type SinglePayReply, type SinglePayStartReply } from '../../../flows/single-pay.machine';
import { findSinglePay, loadSinglePay, startSinglePay } from '../../api/endpoints/shop-table-pay';
import type { SinglePayStartRequest } from '../../generated/api/single-pay-start.request';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { surchargeFor } from '../../lib/surcharge';
import { useLatestRef } from '../../state/use-latest-ref';
import { useTenant } from '../../tenant/use-tenant';

/**
 * The controller of the single-pay screens (docs/shop.md#single-pay): singlepay/{action}/by/{requiredBy}
 * (the short code is typed), singlepay/{txn}/request/{action}/by/{requiredBy} and the receipt
 * singlepay/{txn}/{action}/receipt, all on the single pay machine with this shop's calls.
 */
export function useSinglePay() {
  const { txn = null, action = '', requiredBy = null } = useParams();
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const latest = useLatestRef({ assign: (url: string) => window.location.assign(url) });
  const [machine] = useState(() =>
    singlePayMachine.provide({
      actors: {
        loadRequest: fromPromise<SinglePayReply, { txn: string; action: string; requiredBy: string | null }>(
          async ({ input }) => (await loadSinglePay(shop, { txn: input.txn, action: input.action, ...(input.requiredBy ? { requiredBy: input.requiredBy } : {}) })) as SinglePayReply,
        ),
        findRequest: fromPromise<SinglePayFindReply, { action: string; requiredBy: string; reference: string }>(async ({ input }) => (await findSinglePay(shop, input)) as SinglePayFindReply),
        startPayment: fromPromise<SinglePayStartReply, SinglePayStartRequest>(async ({ input }) => (await startSinglePay(shop, input)) as SinglePayStartReply),
      },
      actions: {
        openGateway: ({ context }) => {
          if (context.request?.gatewayUrl) latest.current.assign(context.request.gatewayUrl);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { txn, action, requiredBy } });
  const { request, message } = snapshot.context;
  // Through the gateway only (cash and stored value are not taken online here), as shop orders.
  const methods = bundle.tenant.payment.methods.filter((m) => m.visible && m.paymentType !== 'cash' && m.paymentType !== 'storedValue');
  const [paymentCode, setPaymentCode] = useState<number>((methods.find((m) => m.paymentType === 'card') ?? methods[0])?.code ?? 0);
  const method = methods.find((m) => m.code === paymentCode);
  const surcharge = request && method ? surchargeFor(method, request.amount) : 0;
  const pay = async () => {
    if (!request || !method) return;
    send({ type: 'PAY', start: { txn: request.txn, idempotencyKey: await newIdempotencyKey(), paymentCode: method.code as SinglePayStartRequest['paymentCode'], quotedTotal: request.amount + surcharge } });
  };
  return {
    step: snapshot.value,
    busy: snapshot.hasTag('busy'),
    action,
    requiredBy,
    request,
    message,
    methods,
    paymentCode,
    setPaymentCode,
    methodName: (code: number | undefined) => bundle.tenant.payment.methods.find((m) => m.code === code)?.name ?? '',
    surcharge,
    canPay: snapshot.can({ type: 'PAY', start: {} as SinglePayStartRequest }) && method !== undefined,
    canFind: snapshot.can({ type: 'FIND', reference: '' }),
    find: (reference: string) => send({ type: 'FIND', reference: reference.trim().toUpperCase() }),
    pay: () => void pay(),
    retry: () => send({ type: 'RETRY' }),
    refresh: () => send({ type: 'REFRESH' }),
  };
}

export type SinglePayView = ReturnType<typeof useSinglePay>;
