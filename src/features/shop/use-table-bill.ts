import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import type { ConfirmPaymentReply, SendOrderReply } from '../../../flows/parking/parking-replies';
import { paymentMachine, type ConfirmPaymentInput, type SendOrderInput } from '../../../flows/payment/payment.machine';
import { storedValueVerificationMachine } from '../../../flows/payment/stored-value-verification.machine';
import { tableBillMachine, type TableBillReply } from '../../../flows/shop/table-bill.machine';
import { cancelTablePayment, loadTableBill } from '../../api/endpoints/shop-table-pay';
import type { ShopTablePayRequest } from '../../generated/api/shop-table-pay.request';
import type { PaymentMethod } from '../../generated/tenant';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { billLeft, splitAmount, type Split } from '../../lib/shop/bill-split';
import { paymentChildOf } from '../../payment/payment-child';
import { confirmTableBillPayment, readBack } from '../../payment/shop-pay-calls';
import { usePayChoice } from '../../payment/use-pay-choice';
import { startPayment } from '../../payment/use-payment-machine';
import { useTenant } from '../../tenant/use-tenant';
import { usePaymentMethodName } from '../../tenant/use-tenant-text';

/** Gateway methods: a table order names one (its schema requires a method); nothing is charged with it then. */
export const billMethods = (methods: readonly PaymentMethod[]) =>
  methods.filter((m) => m.visible && m.paymentType !== 'cash' && m.paymentType !== 'storedValue');

/**
 * The controller of pay/{txn}/table/{table} (docs/shop.md#table-bill): the table bill machine with
 * this shop's calls and its payment child (docs/shop.md#bill-methods: stored value, saved cards,
 * the gateway), the payer's split and method, and the amount by the shared split rule (the server
 * computes it again and charges only its own). `?payment=` names the payment the gateway returned
 * from, which the payment child confirms first; `?key=` is the table's secret from its QR code
 * (docs/shop.md#table-key), sent with every call (a diner whose order is on the bill needs none).
 */
export function useTableBill() {
  const { txn = '', table = '' } = useParams();
  const [search] = useSearchParams();
  const returned = search.get('payment');
  const tableKey = search.get('key');
  const { bundle, layout } = useTenant();
  const methodName = usePaymentMethodName();
  const shop = bundle.api.shop;
  const [machine] = useState(() => {
    const where = { table, billId: txn, ...(tableKey ? { tableKey } : {}) };
    const start = fromPromise(({ input }: { input: Parameters<typeof startPayment>[2] }) =>
      startPayment(shop, layout, input),
    );
    return tableBillMachine.provide({
      actors: {
        loadBill: fromPromise<TableBillReply, { table: string; billId: string; tableKey?: string }>(
          async ({ input }) => (await loadTableBill(shop, input, true)) as TableBillReply,
        ),
        payment: paymentMachine.provide({
          actors: {
            newIdempotencyKey: fromPromise(newIdempotencyKey),
            startPayment: start,
            confirmPayment: fromPromise<ConfirmPaymentReply, ConfirmPaymentInput>(({ input }) =>
              confirmTableBillPayment(shop, where, input.txn),
            ),
            sendOrder: fromPromise<SendOrderReply, SendOrderInput>(({ input }) =>
              readBack(confirmTableBillPayment(shop, where, input.txn)),
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
  const [snapshot, send] = useMachine(machine, { input: { table, billId: txn, tableKey, resumePayment: returned } });
  const [cancelling, setCancelling] = useState(false);
  /** Gives up the payer's own payment under way (its gateway page closed): what it held is free at once. */
  const cancelPayment = (paymentId: string) => {
    setCancelling(true);
    cancelTablePayment(shop, { table, billId: txn, paymentId, ...(tableKey ? { tableKey } : {}) })
      // Whatever the answer (given up, or it went through first), the bill read again shows it.
      .catch(() => {})
      .finally(() => {
        setCancelling(false);
        send({ type: 'REFRESH' });
      });
  };
  const { bill, message, paidPayment } = snapshot.context;
  const [split, setSplit] = useState<Split>({ kind: 'rest' });
  // After the payer's own payment is approved, the items they ticked are paid by them: the choice
  // starts afresh rather than warning that someone else took them (docs/shop.md#split). State is
  // adjusted during render (React's pattern for state derived from a changed value), not in an effect.
  const [splitAfter, setSplitAfter] = useState(paidPayment);
  if (splitAfter !== paidPayment) {
    setSplitAfter(paidPayment);
    if (paidPayment !== null && split.kind === 'items') setSplit({ kind: 'items', items: [] });
  }
  const amount = bill ? splitAmount({ total: bill.total, reserved: bill.reserved, items: bill.items }, split) : null;
  const pay = usePayChoice(amount?.ok ? amount.amount : null);
  const canPay =
    snapshot.can({
      type: 'PAY',
      choice: { split: { kind: 'rest' }, quotedAmount: 0, charged: 0, paymentCode: 0, needsPin: false },
    }) &&
    amount?.ok === true &&
    pay.method !== undefined;
  const startPaying = () => {
    if (!bill || !amount?.ok || !pay.method) return;
    const wire: ShopTablePayRequest['split'] =
      split.kind === 'items' && split.items.length > 0
        ? { kind: 'items', items: [split.items[0]!, ...split.items.slice(1)] }
        : split.kind === 'share'
          ? { kind: 'share', people: split.people }
          : { kind: 'rest' };
    send({
      type: 'PAY',
      choice: {
        split: wire,
        quotedAmount: amount.amount,
        charged: amount.amount + pay.surcharge,
        paymentCode: pay.method.code,
        needsPin: pay.needsPin,
        ...(pay.savedCardId ? { savedCardId: pay.savedCardId } : {}),
      },
    });
  };
  const toggleItem = (itemNo: number) => {
    const chosen = split.kind === 'items' ? split.items : [];
    setSplit({
      kind: 'items',
      items: chosen.includes(itemNo) ? chosen.filter((n) => n !== itemNo) : [...chosen, itemNo].sort((a, b) => a - b),
    });
  };
  const receiptOf = paidPayment ?? returned;
  return {
    step: snapshot.value,
    busy: snapshot.hasTag('busy'),
    table,
    tableKey,
    bill,
    left: bill ? billLeft(bill) : 0,
    message,
    /** The payment child while paying (the shared payment step's view). */
    payment: paymentChildOf(snapshot),
    returnedPayment:
      receiptOf && bill ? (bill.payments.find((p) => p.paymentId === receiptOf && p.mine) ?? null) : null,
    myPayments: bill?.payments.filter((p) => p.mine) ?? [],
    cancelling,
    cancelPayment,
    methodName,
    split,
    setSplit,
    toggleItem,
    pay,
    amount: amount?.ok ? amount.amount : null,
    amountProblem: amount && !amount.ok ? amount.problem : null,
    canPay,
    startPaying,
    refresh: () => send({ type: 'REFRESH' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

export type TableBillView = ReturnType<typeof useTableBill>;
