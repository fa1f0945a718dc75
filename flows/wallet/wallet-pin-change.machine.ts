import { assign, fromPromise, setup } from 'xstate';
import { digitsPattern, WALLET_PIN_LENGTH } from '../../src/lib/limits';
import { messageOf, type Message } from '../../src/protocol/message';
import { type RefusalResult } from '../../src/protocol/message-codes';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

/**
 * Set or change a wallet card's 6-digit PIN (docs/wallet.md#pin): the current PIN (once one is set),
 * the new one and the new one again. The format and the match are checked here before anything is
 * sent; the server checks the current PIN with its per-card try limit. Effects, provided with
 * `.provide()`: actor `changePin` (account/valuePassChgPwd), action `reportChanged`.
 */

export const isWalletPin = (pin: string): boolean => digitsPattern(WALLET_PIN_LENGTH).test(pin);

export interface WalletPinChangeInput {
  cardId: string;
  /** The card has a PIN already: the current one is asked for. */
  pinSet: boolean;
}

export interface PinFields {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

export interface ChangePinInput extends PinFields {
  cardId: string;
  pinSet: boolean;
}

export type ChangePinReply = { success: boolean; result: { rtn: number } & RefusalResult };

export interface WalletPinChangeContext {
  cardId: string;
  pinSet: boolean;
  fields: PinFields;
  message: Message | null;
}

export type WalletPinChangeEvent = ({ type: 'SUBMIT' } & PinFields) | { type: 'CANCEL' };

/** What is wrong with the typed PINs before sending, or null. */
export function pinFieldsProblem(fields: PinFields, pinSet: boolean): Message | null {
  if (pinSet && !isWalletPin(fields.oldPin)) return messageOf('WALLET_PIN_FORMAT');
  if (!isWalletPin(fields.newPin)) return messageOf('WALLET_PIN_FORMAT');
  if (fields.newPin !== fields.confirmPin) return messageOf('WALLET_PIN_MISMATCH');
  if (pinSet && fields.oldPin === fields.newPin) return messageOf('WALLET_PIN_SAME');
  return null;
}

const accepted = (reply: ChangePinReply) => reply.success && reply.result.rtn > 0;

export const walletPinChangeMachine = setup({
  types: {
    context: {} as WalletPinChangeContext,
    events: {} as WalletPinChangeEvent,
    input: {} as WalletPinChangeInput,
  },
  actors: {
    changePin: fromPromise<ChangePinReply, ChangePinInput>(missingActor('walletPinChange', 'changePin')),
  },
  actions: {
    // Effect: the wallet reloads the card (it now has a PIN).
    reportChanged: () => {},
    storeFields: assign((_, params: PinFields) => ({
      fields: { oldPin: params.oldPin, newPin: params.newPin, confirmPin: params.confirmPin },
    })),
    clearFields: assign({ fields: { oldPin: '', newPin: '', confirmPin: '' } }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    fieldsInvalid: ({ context }, params: PinFields) => pinFieldsProblem(params, context.pinSet) !== null,
    changed: (_, params: { reply: ChangePinReply }) => accepted(params.reply),
  },
}).createMachine({
  id: 'walletPinChange',
  description:
    "Set or change a wallet card's 6-digit PIN: current PIN (once set), new PIN twice; the server counts wrong current PINs.",
  context: ({ input }) => ({
    cardId: input.cardId,
    pinSet: input.pinSet,
    fields: { oldPin: '', newPin: '', confirmPin: '' },
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The PIN fields; SUBMIT checks 6 digits, the match and a change before sending.',
      on: {
        SUBMIT: [
          {
            guard: { type: 'fieldsInvalid', params: ({ event }) => event },
            actions: {
              type: 'showMessage',
              params: ({ context, event }) => ({ message: pinFieldsProblem(event, context.pinSet) }),
            },
          },
          {
            target: 'saving',
            actions: [
              { type: 'storeFields', params: ({ event }) => event },
              { type: 'showMessage', params: { message: null } },
            ],
          },
        ],
        CANCEL: { target: 'cancelled' },
      },
    },
    saving: {
      description:
        'account/valuePassChgPwd: the server checks the current PIN (try limit per card) and stores the new one hashed.',
      tags: ['processing'],
      invoke: {
        id: 'changePin',
        src: 'changePin',
        input: ({ context }) => ({ cardId: context.cardId, pinSet: context.pinSet, ...context.fields }),
        onDone: [
          { guard: replyGuard('changed'), target: 'changed', actions: 'clearFields' },
          refused('editing', 'OPERATION_FAILED', 'clearFields'),
        ],
        onError: callFailedWith('editing', 'CONNECTION_FAILED'),
      },
    },
    changed: {
      description: 'The card has its new PIN.',
      type: 'final',
      entry: 'reportChanged',
    },
    cancelled: {
      description: 'Closed without a change.',
      type: 'final',
    },
  },
});

export type WalletPinChangeMachine = typeof walletPinChangeMachine;
