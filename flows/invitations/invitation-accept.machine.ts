import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Message } from '../../src/protocol/message';
import { isAccepted, type InvitationAcceptReply, type InvitationViewReply } from '../wallet/membership-replies';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyAction, replyGuard } from '../shared/call-answers';

/**
 * Accepting an invitation (docs/vouchers-and-invitations.md#invitations): the link is shown first
 * (view), ACCEPT makes the signed-in customer a member and lands on invitation/accepted. Signed out,
 * ACCEPT goes to login first; signed in as another account (a member invitation for another phone),
 * the customer is told so and SWITCH_ACCOUNT logs out and goes to login.
 *
 * Effects, provided with `.provide()`: actors `view`, `accept`; actions `goToLogin`, `switchAccount`,
 * `goToAccepted`.
 */

export interface InvitationAcceptInput {
  kind: 'merchant' | 'member';
  token: string;
  signedIn: boolean;
}

export interface InvitationAcceptContext extends InvitationAcceptInput {
  programme: string | null;
  cardNumber: string | null;
  message: Message | null;
}

export type InvitationAcceptEvent = { type: 'ACCEPT' } | { type: 'SWITCH_ACCOUNT' } | { type: 'RETRY' };

export interface InvitationCallInput {
  kind: 'merchant' | 'member';
  token: string;
}

export const invitationAcceptMachine = setup({
  types: {
    context: {} as InvitationAcceptContext,
    events: {} as InvitationAcceptEvent,
    input: {} as InvitationAcceptInput,
  },
  actors: {
    view: fromPromise<InvitationViewReply, InvitationCallInput>(missingActor('invitationAccept', 'view')),
    accept: fromPromise<InvitationAcceptReply, InvitationCallInput>(missingActor('invitationAccept', 'accept')),
  },
  actions: {
    goToLogin: () => {},
    switchAccount: () => {},
    goToAccepted: (_, _params: { programme: string; cardNumber: string }) => {},
    storeView: assign((_, params: { reply: InvitationViewReply }) => ({
      programme: params.reply.result.programme ?? null,
    })),
    storeCard: assign((_, params: { reply: InvitationAcceptReply }) => ({
      cardNumber: params.reply.result.cardNumber ?? null,
      message: null,
    })),
    showMessage: assign((_, params: { message: Message | null }) => ({
      message: params.message,
    })),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    viewed: (_, params: { reply: InvitationViewReply }) => isAccepted(params.reply),
    forAnotherAccount: (_, params: { reply: InvitationViewReply }) =>
      isAccepted(params.reply) && params.reply.result.forThisAccount === false,
    accepted: (_, params: { reply: InvitationAcceptReply }) => isAccepted(params.reply),
    otherAccountRefusal: (_, params: { reply: InvitationAcceptReply }) =>
      params.reply.result.problem?.code === 'INVITATION_OTHER_ACCOUNT',
  },
}).createMachine({
  id: 'invitationAccept',
  description:
    'Accept a merchant or member invitation: shown first, accepted after login, a wallet card of the programme; another account is told so.',
  context: ({ input }) => ({
    ...input,
    programme: null,
    cardNumber: null,
    message: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      description: 'Asks what the link offers (and whether it is for this account).',
      tags: ['busy'],
      invoke: {
        id: 'view',
        src: 'view',
        input: ({ context }) => ({ kind: context.kind, token: context.token }),
        onDone: [
          {
            guard: replyGuard('forAnotherAccount'),
            target: 'otherAccount',
            actions: [
              replyAction('storeView'),
              {
                type: 'showMessage',
                params: { message: messageOf('INVITATION_OTHER_ACCOUNT') },
              },
            ],
          },
          {
            guard: replyGuard('viewed'),
            target: 'offering',
            actions: replyAction('storeView'),
          },
          refused('unavailable', 'INVITATION_UNAVAILABLE'),
        ],
        onError: callFailedWith('failed', 'CONNECTION_FAILED'),
      },
    },
    offering: {
      description: 'Shows the programme; ACCEPT accepts it (after login when signed out).',
      on: {
        ACCEPT: [
          { guard: 'signedIn', target: 'accepting' },
          { target: 'signingIn', actions: 'goToLogin' },
        ],
      },
    },
    signingIn: {
      description: 'Signed out: the app went to login, which brings the customer back.',
      type: 'final',
    },
    accepting: {
      description: 'Accepts: the customer becomes a member (a wallet card of the programme).',
      tags: ['busy'],
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ kind: context.kind, token: context.token }),
        onDone: [
          {
            guard: replyGuard('accepted'),
            target: 'accepted',
            actions: replyAction('storeCard'),
          },
          {
            guard: replyGuard('otherAccountRefusal'),
            target: 'otherAccount',
            actions: {
              type: 'showMessage',
              params: { message: messageOf('INVITATION_OTHER_ACCOUNT') },
            },
          },
          refused('unavailable', 'INVITATION_UNAVAILABLE'),
        ],
        onError: callFailedWith('failed', 'CONNECTION_FAILED'),
      },
    },
    otherAccount: {
      description: "Signed in as another account than the invitation's: SWITCH_ACCOUNT logs out and goes to login.",
      on: { SWITCH_ACCOUNT: { target: 'switching', actions: 'switchAccount' } },
    },
    switching: {
      description: 'Logged out; the app went to login, which brings the customer back.',
      type: 'final',
    },
    failed: {
      description: 'Offline: RETRY shows the link again.',
      on: {
        RETRY: {
          target: 'viewing',
          actions: { type: 'showMessage', params: { message: null } },
        },
      },
    },
    unavailable: {
      description: 'Unknown, used or expired: one answer.',
      type: 'final',
    },
    accepted: {
      description: 'A member: the app lands on invitation/accepted.',
      type: 'final',
      entry: {
        type: 'goToAccepted',
        params: ({ context }) => ({
          programme: context.programme ?? '',
          cardNumber: context.cardNumber ?? '',
        }),
      },
    },
  },
});

export type InvitationAcceptMachine = typeof invitationAcceptMachine;
