import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { tableBillMachine, type TableBillReply, type TablePayReply } from '../../../flows/table-bill.machine';
import { loadTableBill, payTableBill } from '../../api/endpoints/shop-table-pay';
import type { ShopTablePayRequest } from '../../generated/api/shop-table-pay.request';
import type { PaymentMethod } from '../../generated/tenant';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { billLeft, splitAmount, type Split } from '../../lib/shop/bill-split';
import { surchargeFor } from '../../lib/surcharge';
import { useLatestRef } from '../../state/use-latest-ref';
import { useTenant } from '../../tenant/use-tenant';

/** Methods a bill is paid with online: through the gateway (as shop orders, docs/shop.md#payment). */
export const billMethods = (methods: readonly PaymentMethod[]) => methods.filter((m) => m.visible && m.paymentType !== 'cash' && m.paymentType !== 'storedValue');

/**
 * The controller of pay/{txn}/table/{table} (docs/shop.md#table-bill): the table bill machine with
 * this shop's calls, the payer's split choice, and the amount by the shared split rule (the
 * server computes it again and charges only its own). `?payment=` names the payment the gateway
 * returned from, whose outcome the screen reports.
 */
export function useTableBill() {
  const { txn = '', table = '' } = useParams();
  const [search] = useSearchParams();
  const returned = search.get('payment');
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const latest = useLatestRef({ assign: (url: string) => window.location.assign(url) });
  const [machine] = useState(() =>
    tableBillMachine.provide({
      actors: {
        loadBill: fromPromise<TableBillReply, { table: string; billId: string }>(async ({ input }) => (await loadTableBill(shop, input, true)) as TableBillReply),
        payBill: fromPromise<TablePayReply, ShopTablePayRequest>(async ({ input }) => (await payTableBill(shop, input)) as TablePayReply),
      },
      actions: {
        openGateway: ({ context }) => {
          if (context.gatewayUrl) latest.current.assign(context.gatewayUrl);
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { table, billId: txn } });
  const { bill, message } = snapshot.context;
  const methods = billMethods(bundle.tenant.payment.methods);
  const [split, setSplit] = useState<Split>({ kind: 'rest' });
  const [paymentCode, setPaymentCode] = useState<number>((methods.find((m) => m.paymentType === 'card') ?? methods[0])?.code ?? 0);
  const method = methods.find((m) => m.code === paymentCode);
  const amount = bill ? splitAmount({ total: bill.total, reserved: bill.reserved, items: bill.items }, split) : null;
  const surcharge = amount?.ok && method ? surchargeFor(method, amount.amount) : 0;
  const canPay = snapshot.can({ type: 'PAY', request: {} as ShopTablePayRequest }) && amount?.ok === true && method !== undefined;
  const pay = async () => {
    if (!bill || !amount?.ok || !method) return;
    const wire: ShopTablePayRequest['split'] = split.kind === 'items' && split.items.length > 0 ? { kind: 'items', items: [split.items[0]!, ...split.items.slice(1)] } : split.kind === 'share' ? { kind: 'share', people: split.people } : { kind: 'rest' };
    send({
      type: 'PAY',
      request: { table, billId: bill.billId, idempotencyKey: await newIdempotencyKey(), split: wire, paymentCode: method.code as ShopTablePayRequest['paymentCode'], quotedAmount: amount.amount },
    });
  };
  const toggleItem = (itemNo: number) => {
    const chosen = split.kind === 'items' ? split.items : [];
    setSplit({ kind: 'items', items: chosen.includes(itemNo) ? chosen.filter((n) => n !== itemNo) : [...chosen, itemNo].sort((a, b) => a - b) });
  };
  return {
    step: snapshot.value,
    busy: snapshot.hasTag('busy'),
    table,
    bill,
    left: bill ? billLeft(bill) : 0,
    message,
    returnedPayment: returned && bill ? (bill.payments.find((p) => p.paymentId === returned && p.mine) ?? null) : null,
    myPayments: bill?.payments.filter((p) => p.mine) ?? [],
    split,
    setSplit,
    toggleItem,
    methods,
    paymentCode,
    setPaymentCode,
    amount: amount?.ok ? amount.amount : null,
    amountProblem: amount && !amount.ok ? amount.problem : null,
    surcharge,
    canPay,
    pay: () => void pay(),
    refresh: () => send({ type: 'REFRESH' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type TableBillView = ReturnType<typeof useTableBill>;
