import { assign, fromPromise, setup } from 'xstate';
import type { ShopTableBill } from '../src/generated/api/shop-table-bill';
import type { ShopTableBillResponse } from '../src/generated/api/shop-table-bill.response';
import type { ShopTablePayRequest } from '../src/generated/api/shop-table-pay.request';
import type { ShopTablePayResponse } from '../src/generated/api/shop-table-pay.response';
import { messageOf, refusalMessage, type Message } from '../src/protocol/messages';
import { missingActor } from './missing-implementation';

/**
 * Paying a table's bill (pay/{txn}/table/{table}, docs/shop.md#table-bill): the bill is read
 * (its pending payments checked with the gateway), the payer chooses a split (items, an even
 * share, or the rest; the amount is the shared rule src/lib/shop/bill-split.ts) and PAY starts the
 * payment at the gateway, whose page returns here with the bill read again. A refusal (someone
 * else is paying an item, the amount changed) shows the bill as it is now; a transport failure
 * keeps the request, and RETRY sends the same idempotency key, so never twice.
 *
 * Effects, provided with `.provide()`: actors `loadBill`, `payBill`; action `openGateway`.
 */

export type TableBillReply = ShopTableBillResponse;
export type TablePayReply = ShopTablePayResponse;

export interface TableBillInput {
  table: string;
  billId: string;
}

export interface TableBillContext {
  table: string;
  billId: string;
  bill: ShopTableBill | null;
  /** The payment being started (its idempotency key is reused on RETRY). */
  request: ShopTablePayRequest | null;
  gatewayUrl: string | null;
  message: Message | null;
}

export type TableBillEvent = { type: 'PAY'; request: ShopTablePayRequest } | { type: 'REFRESH' } | { type: 'RETRY' };

const isOk = (reply: { success: boolean; result: { rtn: number } }) => reply.success && reply.result.rtn > 0;

export const tableBillMachine = setup({
  types: {
    context: {} as TableBillContext,
    events: {} as TableBillEvent,
    input: {} as TableBillInput,
  },
  actors: {
    loadBill: fromPromise<TableBillReply, { table: string; billId: string }>(missingActor('tableBill', 'loadBill')),
    payBill: fromPromise<TablePayReply, ShopTablePayRequest>(missingActor('tableBill', 'payBill')),
  },
  actions: {
    // Effect: the browser opens the gateway's page, which returns to this bill.
    openGateway: () => {},
    storeBill: assign((_, params: { bill: ShopTableBill | undefined }) => (params.bill ? { bill: params.bill } : {})),
    storeRequest: assign((_, params: { request: ShopTablePayRequest }) => ({ request: params.request, message: null })),
    storeGateway: assign((_, params: { url: string | undefined }) => ({ gatewayUrl: params.url ?? null })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    found: (_, params: { reply: TableBillReply }) => isOk(params.reply) && params.reply.result.bill !== undefined,
    billPaid: (_, params: { reply: TableBillReply }) => params.reply.result.bill?.status === 'paid',
    started: (_, params: { reply: TablePayReply }) => isOk(params.reply) && typeof params.reply.result.gatewayUrl === 'string',
  },
}).createMachine({
  id: 'tableBill',
  description: "Pay a table's bill in full or split (by item, evenly, or the rest) through the gateway.",
  context: ({ input }) => ({ table: input.table, billId: input.billId, bill: null, request: null, gatewayUrl: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Reads the bill; the gateway's answers about payments under way are taken in first.",
      tags: ['busy'],
      invoke: {
        id: 'loadBill',
        src: 'loadBill',
        input: ({ context }) => ({ table: context.table, billId: context.billId }),
        onDone: [
          {
            guard: { type: 'billPaid', params: ({ event }) => ({ reply: event.output }) },
            target: 'paid',
            actions: { type: 'storeBill', params: ({ event }) => ({ bill: event.output.result.bill }) },
          },
          {
            guard: { type: 'found', params: ({ event }) => ({ reply: event.output }) },
            target: 'viewing',
            actions: { type: 'storeBill', params: ({ event }) => ({ bill: event.output.result.bill }) },
          },
          { target: 'notFound', actions: { type: 'showMessage', params: ({ event }) => ({ message: refusalMessage(event.output.result, 'BILL_NOT_FOUND') }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } } },
      },
    },
    loadFailed: {
      description: 'The bill could not be read (offline); RETRY reads it again.',
      on: { RETRY: { target: 'loading', actions: { type: 'showMessage', params: { message: null } } } },
    },
    viewing: {
      description: "The bill's items (free, being paid, paid) and what is left; the payer picks a split and pays.",
      on: {
        PAY: { target: 'paying', actions: { type: 'storeRequest', params: ({ event }) => ({ request: event.request }) } },
        REFRESH: { target: 'loading' },
      },
    },
    paying: {
      description: 'The server sets the amount from the split, locks the items and creates the payment at the gateway.',
      tags: ['busy'],
      invoke: {
        id: 'payBill',
        src: 'payBill',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: { type: 'started', params: ({ event }) => ({ reply: event.output }) },
            target: 'redirecting',
            actions: [{ type: 'storeGateway', params: ({ event }) => ({ url: event.output.result.gatewayUrl }) }, 'openGateway'],
          },
          {
            target: 'viewing',
            actions: [
              { type: 'storeBill', params: ({ event }) => ({ bill: event.output.result.bill }) },
              { type: 'showMessage', params: ({ event }) => ({ message: refusalMessage(event.output.result, 'PAYMENT_REQUEST_FAILED') }) },
            ],
          },
        ],
        onError: { target: 'payFailed', actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } } },
      },
    },
    payFailed: {
      description: 'No answer (offline): RETRY sends the same request and key, so it is never paid twice; REFRESH reads the bill.',
      on: {
        RETRY: { target: 'paying', actions: { type: 'showMessage', params: { message: null } } },
        REFRESH: { target: 'loading', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    redirecting: {
      description: "The gateway's page is open; it returns to this bill.",
      type: 'final',
    },
    paid: {
      description: 'The whole bill is paid; the screen shows it with the payer\'s own payments.',
      type: 'final',
    },
    notFound: {
      description: "No such bill at this table: one answer for a made-up id and another table's bill.",
      type: 'final',
    },
  },
});

export type TableBillMachine = typeof tableBillMachine;
