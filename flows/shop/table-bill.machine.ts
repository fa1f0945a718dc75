import { assign, fromPromise, setup } from 'xstate';
import type { ShopTableBill } from '../../src/generated/api/shop-table-bill';
import type { ShopTableBillResponse } from '../../src/generated/api/shop-table-bill.response';
import type { ShopTablePayRequest } from '../../src/generated/api/shop-table-pay.request';
import type { Message } from '../../src/protocol/message';
import { missingActor } from '../shared/missing-implementation';
import { paymentMachine, type PaymentInput, type PaymentOutput } from '../payment/payment.machine';
import { answeredWith, callFailedWith, outputAction, outputGuard, refused, replyGuard } from '../shared/call-answers';
import { serverProblemOf } from '../shared/call-failure';

/**
 * Paying a table's bill (pay/{txn}/table/{table}, docs/shop.md#table-bill): the bill is read
 * (its pending payments checked with the gateway), the payer chooses a split (items, an even
 * share, or the rest; the amount is the shared rule src/lib/shop/bill-split.ts) and a method, and
 * PAY runs the shared payment machine as the child `payment` (purpose `tableBill`,
 * docs/shop.md#bill-methods): stored value with its PIN, a saved card charged at once, or the
 * gateway's page, which returns here with `?payment=` and the child confirms that payment. Every
 * end of the payment reads the bill again: paid, someone else's lock, or what is left now.
 *
 * Effects, provided with `.provide()`: actors `loadBill` and `payment` (the payment machine with
 * this shop's calls).
 */

export type TableBillReply = ShopTableBillResponse;

export interface TableBillInput {
  table: string;
  billId: string;
  /** The table's secret from its QR code (docs/shop.md#table-key); none for a diner whose order is on the bill. */
  tableKey?: string | null;
  /** Back from the gateway's page: the payment to confirm (pay/{txn}/table/{table}?payment=). */
  resumePayment?: string | null;
}

/** What the payer chose: the split, what it comes to, and how it is paid. */
export interface TableBillPayChoice {
  split: ShopTablePayRequest['split'];
  quotedAmount: number;
  /** Charged: quotedAmount plus the method's surcharge (for the payment step's view). */
  charged: number;
  paymentCode: number;
  needsPin: boolean;
  savedCardId?: string;
}

export interface TableBillContext {
  table: string;
  billId: string;
  tableKey: string | null;
  bill: ShopTableBill | null;
  choice: TableBillPayChoice | null;
  resumePayment: string | null;
  /** The payment that just ended paid (its receipt is the bill's payment of that id). */
  paidPayment: string | null;
  message: Message | null;
}

export type TableBillEvent = { type: 'PAY'; choice: TableBillPayChoice } | { type: 'REFRESH' } | { type: 'RETRY' };

const isOk = (reply: { success: boolean; result: { rtn: number } }) => reply.success && reply.result.rtn > 0;

export const tableBillMachine = setup({
  types: {
    context: {} as TableBillContext,
    events: {} as TableBillEvent,
    input: {} as TableBillInput,
    children: {} as { payment: 'payment' },
  },
  actors: {
    loadBill: fromPromise<TableBillReply, { table: string; billId: string; tableKey?: string }>(
      missingActor('tableBill', 'loadBill'),
    ),
    payment: paymentMachine,
  },
  actions: {
    storeBill: assign((_, params: { bill: ShopTableBill | undefined }) => (params.bill ? { bill: params.bill } : {})),
    storeChoice: assign((_, params: { choice: TableBillPayChoice }) => ({
      choice: params.choice,
      message: null,
      paidPayment: null,
    })),
    // The payment child ended: its receipt (when paid) and no resume left to do.
    storePaymentEnd: assign((_, params: { output: PaymentOutput }) => ({
      resumePayment: null,
      paidPayment: params.output.outcome === 'approved' ? params.output.txn : null,
    })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    found: (_, params: { reply: TableBillReply }) => isOk(params.reply) && params.reply.result.bill !== undefined,
    billIsPaid: ({ context }) => context.bill?.status === 'paid',
    resuming: ({ context }) => context.resumePayment !== null,
    redirected: (_, params: { output: PaymentOutput }) => params.output.outcome === 'redirected',
    // The server refused the request itself (an HTTP 4xx: the link's bill id is not even an id).
    linkMalformed: (_, params: { error: unknown }) => serverProblemOf(params.error) !== null,
  },
}).createMachine({
  id: 'tableBill',
  description:
    "Pay a table's bill in full or split (by item, evenly, or the rest) with any method, through the payment machine.",
  context: ({ input }) => ({
    table: input.table,
    billId: input.billId,
    tableKey: input.tableKey ?? null,
    bill: null,
    choice: null,
    resumePayment: input.resumePayment ?? null,
    paidPayment: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the bill; the gateway's answers about payments under way are taken in first.",
      tags: ['busy'],
      invoke: {
        id: 'loadBill',
        src: 'loadBill',
        input: ({ context }) => ({
          table: context.table,
          billId: context.billId,
          ...(context.tableKey ? { tableKey: context.tableKey } : {}),
        }),
        onDone: [
          {
            guard: replyGuard('found'),
            target: 'checkingReturn',
            actions: { type: 'storeBill', params: ({ event }) => ({ bill: event.output.result.bill }) },
          },
          refused('notFound', 'BILL_NOT_FOUND'),
        ],
        onError: [
          // Reading it again cannot mend a malformed link: the table's QR code gives a good one.
          {
            guard: { type: 'linkMalformed', params: ({ event }) => ({ error: event.error }) },
            ...answeredWith('notFound', 'TABLE_LINK_INVALID'),
          },
          callFailedWith('loadFailed', 'CONNECTION_FAILED'),
        ],
      },
    },
    checkingReturn: {
      description:
        "Back from the gateway's page: that payment is confirmed first; otherwise the bill is shown (paid, or open to pay).",
      always: [{ guard: 'resuming', target: 'paying' }, { guard: 'billIsPaid', target: 'paid' }, { target: 'viewing' }],
    },
    loadFailed: {
      description: 'The bill could not be read (offline); RETRY reads it again.',
      on: { RETRY: { target: 'loading', actions: { type: 'showMessage', params: { message: null } } } },
    },
    viewing: {
      description:
        "The bill's items (free, being paid, paid) and what is left; the payer picks a split and a method and pays.",
      on: {
        PAY: { target: 'paying', actions: { type: 'storeChoice', params: ({ event }) => ({ choice: event.choice }) } },
        REFRESH: { target: 'loading' },
      },
    },
    paying: {
      description:
        'The payment child: PIN of a stored-value card, a saved card charged at once, or the gateway; the server sets the amount, locks the items and refuses what changed.',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }): PaymentInput => {
          const c = context.choice;
          const purpose = {
            kind: 'tableBill' as const,
            table: context.table,
            billId: context.billId,
            ...(context.tableKey ? { tableKey: context.tableKey } : {}),
            split: c?.split ?? { kind: 'rest' as const },
            quotedAmount: c?.quotedAmount ?? 0,
          };
          if (context.resumePayment !== null)
            return { purpose, amount: 0, paymentCode: 0, resumeTxn: context.resumePayment };
          return {
            purpose,
            amount: c?.charged ?? 0,
            paymentCode: c?.paymentCode ?? 0,
            needsPin: c?.needsPin ?? false,
            ...(c?.savedCardId ? { savedCardId: c.savedCardId } : {}),
          };
        },
        onDone: [
          { guard: outputGuard('redirected'), target: 'redirecting' },
          { target: 'loading', actions: outputAction('storePaymentEnd') },
        ],
        // The child itself failed (not a refusal, which it shows): the bill is read again with the message.
        onError: callFailedWith('loading', 'PAYMENT_REQUEST_FAILED', {
          type: 'storePaymentEnd',
          params: { output: { outcome: 'cancelled', txn: null, cardNumber: null, orderSent: false } },
        }),
      },
    },
    redirecting: {
      description: "The gateway's page is open; it returns to this bill with the payment to confirm.",
      type: 'final',
    },
    paid: {
      description: "The whole bill is paid; the screen shows it with the payer's own payments.",
      type: 'final',
    },
    notFound: {
      description:
        "No such bill at this table: one answer for a made-up id and another table's bill; a malformed link says to scan the table's QR code again.",
      type: 'final',
    },
  },
});

export type TableBillMachine = typeof tableBillMachine;
