import { assign, setup } from 'xstate';
import type { WalletTopUpRules } from '../../src/generated/tenant';
import { messageOf, type Message } from '../../src/protocol/message';
import { topUpAmountProblem } from '../../src/lib/wallet-rules';
import { paymentMachine, paymentEndGuards } from '../payment/payment.machine';
import { answeredWith, callFailedWith, outputGuard } from '../shared/call-answers';

/**
 * Top up a stored-value wallet card (docs/wallet.md#top-up): an amount from the programme's presets
 * or typed (within its minimum and maximum, the balance under its cap), a gateway payment method,
 * then the payment machine as the child 'payment' (promotion/topup, the gateway, promotion/topupStatus).
 * The server credits the card once, when the gateway confirms. Effects, provided by the app with
 * `.provide()`: `payment` (the payment machine with the wallet's calls), action `reportCredited`.
 * Back from a REDIRECT gateway, the app starts it with `resumeTxn`: it goes straight to paying.
 */

export interface WalletTopUpInput {
  cardId: string;
  balance: number;
  rules: WalletTopUpRules;
  paymentCode: number;
  resumeTxn?: string;
}

export interface WalletTopUpContext {
  cardId: string;
  balance: number;
  rules: WalletTopUpRules;
  amount: number | null;
  paymentCode: number;
  resumeTxn: string | null;
  message: Message | null;
  credited: boolean;
}

export type WalletTopUpEvent =
  | { type: 'SET_AMOUNT'; amount: number | null }
  | { type: 'SELECT_METHOD'; paymentCode: number }
  | { type: 'PAY' }
  | { type: 'RETRY' }
  | { type: 'CHANGE_AMOUNT' }
  | { type: 'CANCEL' };

export interface WalletTopUpOutput {
  credited: boolean;
}

/** Why this amount cannot be paid, or null. */
export function walletTopUpProblem(rules: WalletTopUpRules, amount: number | null, balance: number): Message | null {
  if (amount === null) return messageOf('WALLET_TOP_UP_AMOUNT_INVALID');
  const code = topUpAmountProblem(rules, amount, balance);
  return code === null ? null : messageOf(code);
}

export const walletTopUpMachine = setup({
  types: {
    context: {} as WalletTopUpContext,
    events: {} as WalletTopUpEvent,
    input: {} as WalletTopUpInput,
    output: {} as WalletTopUpOutput,
  },
  actors: {
    payment: paymentMachine,
  },
  actions: {
    // Effect: the wallet reloads the card's balance and history.
    reportCredited: () => {},
    setAmount: assign((_, params: { amount: number | null }) => ({ amount: params.amount, message: null })),
    setMethod: assign((_, params: { paymentCode: number }) => ({ paymentCode: params.paymentCode, message: null })),
    markCredited: assign({ credited: true }),
    forgetResume: assign({ resumeTxn: null }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    resuming: ({ context }) => context.resumeTxn !== null,
    amountInvalid: ({ context }) => walletTopUpProblem(context.rules, context.amount, context.balance) !== null,
    ...paymentEndGuards,
  },
}).createMachine({
  id: 'walletTopUp',
  description:
    "Top up a stored-value wallet card: an amount within the programme's rules, a gateway method, pay; credited once confirmed.",
  context: ({ input }) => ({
    cardId: input.cardId,
    balance: input.balance,
    rules: input.rules,
    amount: input.rules.presets[0] ?? null,
    paymentCode: input.paymentCode,
    resumeTxn: input.resumeTxn ?? null,
    message: null,
    credited: false,
  }),
  initial: 'entering',
  output: ({ context }) => ({ credited: context.credited }),
  states: {
    entering: {
      description: 'Back from a REDIRECT gateway → paying (confirm that payment); otherwise the amount first.',
      always: [{ guard: 'resuming', target: 'paying' }, { target: 'choosing' }],
    },
    choosing: {
      description:
        "The amount (a preset or typed) and the payment method; PAY checks the amount against the programme's rules.",
      on: {
        SET_AMOUNT: { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        SELECT_METHOD: { actions: { type: 'setMethod', params: ({ event }) => ({ paymentCode: event.paymentCode }) } },
        PAY: [
          {
            guard: 'amountInvalid',
            actions: {
              type: 'showMessage',
              params: ({ context }) => ({
                message: walletTopUpProblem(context.rules, context.amount, context.balance),
              }),
            },
          },
          { target: 'paying' },
        ],
        CANCEL: { target: 'cancelled' },
      },
    },
    paying: {
      description: 'The payment machine runs as the child "payment" (no PIN: top-ups are paid through the gateway).',
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          purpose: { kind: 'walletTopUp' as const, cardId: context.cardId, amount: context.amount ?? 0 },
          amount: context.amount ?? 0,
          paymentCode: context.paymentCode,
          ...(context.resumeTxn === null ? {} : { resumeTxn: context.resumeTxn }),
        }),
        onDone: [
          { guard: outputGuard('paymentApproved'), target: 'credited', actions: ['markCredited', 'forgetResume'] },
          { guard: outputGuard('paymentRedirected'), target: 'leftForGateway' },
          answeredWith('failed', 'PAYMENT_FAILED', 'forgetResume'),
        ],
        onError: callFailedWith('failed', 'PAYMENT_FAILED', 'forgetResume'),
      },
    },
    failed: {
      description: 'Not credited. RETRY pays again, CHANGE_AMOUNT goes back to the amount, CANCEL closes.',
      on: {
        RETRY: { target: 'paying', actions: { type: 'showMessage', params: { message: null } } },
        CHANGE_AMOUNT: { target: 'choosing', actions: { type: 'showMessage', params: { message: null } } },
        CANCEL: { target: 'cancelled' },
      },
    },
    credited: {
      description: 'Paid and credited: the card shows its new balance and the top-up in its history.',
      type: 'final',
      entry: 'reportCredited',
    },
    leftForGateway: {
      description:
        "REDIRECT: the app left for the gateway's page; the wallet confirms on return (mywallet?topup={txn}).",
      type: 'final',
    },
    cancelled: {
      description: 'The customer closed the top-up.',
      type: 'final',
    },
  },
});

export type WalletTopUpMachine = typeof walletTopUpMachine;
