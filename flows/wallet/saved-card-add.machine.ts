import { assign, fromPromise, setup } from 'xstate';
import { type Message } from '../../src/protocol/message';
import { isAccepted, type CardActionReply } from './membership-replies';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyAction, replyGuard } from '../shared/call-answers';

/**
 * Saving a payment card (docs/vouchers-and-invitations.md#saved-cards): the server starts a card
 * registration at the gateway, the customer enters the card on the gateway's own page (a dialog, or
 * a redirect that comes back to mycards?setup={id}), then the server asks the gateway how it ended
 * and saves the token. The card number never passes through the app.
 *
 * Effects, provided with `.provide()`: actors `startAdding`, `confirmAdding`; actions
 * `redirectToGateway` and `reportSaved` (the screen reloads the list).
 */

export const CARD_POLL_MS = 1500;
export const CARD_MAX_POLLS = 4;

export interface SavedCardAddInput {
  /** Back from a REDIRECT gateway: confirm this registration. */
  resumeSetupId?: string;
}

export interface SavedCardAddContext {
  setupId: string | null;
  gatewayUrl: string | null;
  polls: number;
  message: Message | null;
}

export type SavedCardAddEvent =
  | { type: 'ADD' }
  | { type: 'PAYER_RETURNED' }
  | { type: 'PAYER_CLOSED' }
  | { type: 'CHECK_AGAIN' }
  | { type: 'DISMISS' };

export interface ConfirmAddingInput {
  setupId: string;
}

const statusOf = (reply: CardActionReply) => (isAccepted(reply) ? (reply.result.status ?? null) : null);

export const savedCardAddMachine = setup({
  types: {
    context: {} as SavedCardAddContext,
    events: {} as SavedCardAddEvent,
    input: {} as SavedCardAddInput,
  },
  actors: {
    startAdding: fromPromise<CardActionReply>(missingActor('savedCardAdd', 'startAdding')),
    confirmAdding: fromPromise<CardActionReply, ConfirmAddingInput>(missingActor('savedCardAdd', 'confirmAdding')),
  },
  actions: {
    // Effect: the app navigates to the gateway's card-entry page.
    redirectToGateway: (_, _params: { gatewayUrl: string }) => {},
    // Effect: a card was saved; the screen shows the new list.
    reportSaved: () => {},
    storeStart: assign((_, params: { reply: CardActionReply }) => ({
      setupId: params.reply.result.setupId ?? null,
      gatewayUrl: params.reply.result.gatewayUrl ?? null,
      polls: 0,
    })),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    resetPolls: assign({ polls: 0 }),
    clear: assign({ setupId: null, gatewayUrl: null, polls: 0, message: null }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    resuming: ({ context }) => context.setupId !== null,
    startedRedirect: (_, params: { reply: CardActionReply }) =>
      isAccepted(params.reply) &&
      typeof params.reply.result.setupId === 'string' &&
      typeof params.reply.result.gatewayUrl === 'string' &&
      params.reply.result.payUiType === 'REDIRECT',
    startedDialog: (_, params: { reply: CardActionReply }) =>
      isAccepted(params.reply) &&
      typeof params.reply.result.setupId === 'string' &&
      typeof params.reply.result.gatewayUrl === 'string',
    saved: (_, params: { reply: CardActionReply }) => statusOf(params.reply) === 'saved',
    abandoned: (_, params: { reply: CardActionReply }) => statusOf(params.reply) === 'abandoned',
    stillPending: ({ context }, params: { reply: CardActionReply }) =>
      statusOf(params.reply) === 'pending' && context.polls < CARD_MAX_POLLS,
    pendingAfterLastPoll: (_, params: { reply: CardActionReply }) => statusOf(params.reply) === 'pending',
  },
  delays: { pollInterval: CARD_POLL_MS },
}).createMachine({
  id: 'savedCardAdd',
  description:
    "Save a payment card: the gateway's card-entry page (dialog or redirect) tokenises it, then the server confirms and keeps the token.",
  context: ({ input }) => ({ setupId: input.resumeSetupId ?? null, gatewayUrl: null, polls: 0, message: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Back from a redirect: confirm that registration; otherwise wait for ADD.',
      always: [{ guard: 'resuming', target: 'confirming' }, { target: 'idle' }],
    },
    idle: {
      description: 'The list of saved cards; ADD starts saving one.',
      on: { ADD: { target: 'starting', actions: 'clear' } },
    },
    starting: {
      description: 'Asks the server to start a registration at the gateway (its card-entry page).',
      tags: ['busy'],
      invoke: {
        id: 'startAdding',
        src: 'startAdding',
        onDone: [
          { guard: replyGuard('startedRedirect'), target: 'redirecting', actions: replyAction('storeStart') },
          { guard: replyGuard('startedDialog'), target: 'awaitingPayer', actions: replyAction('storeStart') },
          refused('failed', 'CARD_SAVE_FAILED'),
        ],
        onError: callFailedWith('failed', 'CONNECTION_FAILED'),
      },
    },
    redirecting: {
      description: "REDIRECT: the app leaves for the gateway's page, which comes back to mycards?setup={id}.",
      type: 'final',
      entry: { type: 'redirectToGateway', params: ({ context }) => ({ gatewayUrl: context.gatewayUrl ?? '' }) },
    },
    awaitingPayer: {
      description: "DIALOG: the gateway's page is shown until the customer saves, cancels or closes it.",
      on: { PAYER_RETURNED: { target: 'confirming' }, PAYER_CLOSED: { target: 'confirming' } },
    },
    confirming: {
      description: 'Asks the server how the registration ended; a saved card is kept.',
      tags: ['busy'],
      entry: 'countPoll',
      invoke: {
        id: 'confirmAdding',
        src: 'confirmAdding',
        input: ({ context }) => ({ setupId: context.setupId ?? '' }),
        onDone: [
          { guard: replyGuard('saved'), target: 'saved', actions: 'reportSaved' },
          { guard: replyGuard('stillPending'), target: 'waitingToPoll' },
          { guard: replyGuard('pendingAfterLastPoll'), target: 'unconfirmed' },
          { guard: replyGuard('abandoned'), target: 'idle', actions: 'clear' },
          refused('failed', 'CARD_SAVE_FAILED'),
        ],
        onError: callFailedWith('unconfirmed', 'CONNECTION_FAILED'),
      },
    },
    waitingToPoll: {
      description: 'Not entered yet: asks again after a pause, a few times.',
      tags: ['busy'],
      after: { pollInterval: { target: 'confirming' } },
    },
    unconfirmed: {
      description:
        'Still not entered after a few checks (or the check failed): check again, or leave it (ADD starts over).',
      on: {
        CHECK_AGAIN: {
          target: 'confirming',
          actions: ['resetPolls', { type: 'showMessage', params: { message: null } }],
        },
        ADD: { target: 'starting', actions: 'clear' },
        DISMISS: { target: 'idle', actions: 'clear' },
      },
    },
    saved: {
      description: 'The card is saved; ADD saves another.',
      on: { ADD: { target: 'starting', actions: 'clear' }, DISMISS: { target: 'idle', actions: 'clear' } },
    },
    failed: {
      description: "'Failed to save the card' (or offline); ADD tries again.",
      on: { ADD: { target: 'starting', actions: 'clear' }, DISMISS: { target: 'idle', actions: 'clear' } },
    },
  },
});

export type SavedCardAddMachine = typeof savedCardAddMachine;
