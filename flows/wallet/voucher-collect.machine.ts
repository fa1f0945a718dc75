import { assign, fromPromise, setup } from 'xstate';
import type { Voucher } from '../../src/generated/api/voucher';
import type { VoucherCampaignView } from '../../src/generated/api/voucher-campaign';
import { type Message } from '../../src/protocol/message';
import { isAccepted, type VoucherReply, type VoucherViewReply } from './membership-replies';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyAction, replyGuard } from '../shared/call-answers';

/**
 * Collecting a voucher (docs/vouchers-and-invitations.md#vouchers): by its code (voucher/{code}/collect)
 * or by a claim link (voucher/{code}/token/{token}/get). A link is first only shown (viewLink: mail
 * scanners open links, and opening must claim nothing); COLLECT claims it. A visitor who is not
 * signed in is sent to login first (action `goToLogin`, which brings them back).
 *
 * Effects, provided with `.provide()`: actors `viewLink`, `collect` (by code, or the link's claim when
 * given its token); action `goToLogin`.
 */

export interface VoucherCollectInput {
  code: string;
  /** The claim link's token; absent when collecting by code. */
  token?: string;
  signedIn: boolean;
}

export interface VoucherCollectContext {
  code: string;
  token: string | null;
  signedIn: boolean;
  campaign: VoucherCampaignView | null;
  voucher: Voucher | null;
  message: Message | null;
}

export type VoucherCollectEvent = { type: 'COLLECT' } | { type: 'RETRY' };

/** collect: by code when `token` is null, else the claim link's token. */
export interface VoucherCodeInput {
  code: string;
  token: string | null;
}

export interface VoucherLinkInput {
  code: string;
  token: string;
}

/** findHeld: the signed-in customer's voucher of the campaign with this code, or null. */
export interface VoucherHeldInput {
  code: string;
}

export const voucherCollectMachine = setup({
  types: {
    context: {} as VoucherCollectContext,
    events: {} as VoucherCollectEvent,
    input: {} as VoucherCollectInput,
  },
  actors: {
    viewLink: fromPromise<VoucherViewReply, VoucherLinkInput>(missingActor('voucherCollect', 'viewLink')),
    collect: fromPromise<VoucherReply, VoucherCodeInput>(missingActor('voucherCollect', 'collect')),
    findHeld: fromPromise<Voucher | null, VoucherHeldInput>(missingActor('voucherCollect', 'findHeld')),
  },
  actions: {
    // Effect: the app goes to login, which comes back to this page.
    goToLogin: () => {},
    storeCampaign: assign((_, params: { reply: VoucherViewReply }) => ({
      campaign: params.reply.result.campaign ?? null,
    })),
    storeVoucher: assign((_, params: { reply: VoucherReply }) => ({
      voucher: params.reply.result.voucher ?? null,
      message: null,
    })),
    storeHeld: assign((_, params: { voucher: Voucher | null }) => ({ voucher: params.voucher, message: null })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    byLink: ({ context }) => context.token !== null,
    signedIn: ({ context }) => context.signedIn,
    viewed: (_, params: { reply: VoucherViewReply }) =>
      isAccepted(params.reply) && params.reply.result.campaign !== undefined,
    held: (_, params: { voucher: Voucher | null }) => params.voucher !== null,
    collected: (_, params: { reply: VoucherReply }) =>
      isAccepted(params.reply) && params.reply.result.voucher !== undefined,
  },
}).createMachine({
  id: 'voucherCollect',
  description: 'Collect a voucher by code, or claim it by a link that is only shown until the customer asks for it.',
  context: ({ input }) => ({
    code: input.code,
    token: input.token ?? null,
    signedIn: input.signedIn,
    campaign: null,
    voucher: null,
    message: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'A link is shown first (nothing is claimed); a code waits for COLLECT.',
      always: [{ guard: 'byLink', target: 'viewing' }, { target: 'ready' }],
    },
    viewing: {
      description: 'Asks what the link offers, without claiming it.',
      tags: ['busy'],
      invoke: {
        id: 'viewLink',
        src: 'viewLink',
        input: ({ context }) => ({ code: context.code, token: context.token ?? '' }),
        onDone: [
          { guard: replyGuard('viewed'), target: 'ready', actions: replyAction('storeCampaign') },
          // Signed in: the link may be one they claimed already (re-opened from the message): look first.
          { guard: 'signedIn', ...refused('checkingHeld', 'VOUCHER_UNAVAILABLE') },
          refused('unavailable', 'VOUCHER_UNAVAILABLE'),
        ],
        onError: callFailedWith('viewFailed', 'CONNECTION_FAILED'),
      },
    },
    checkingHeld: {
      description:
        "The link cannot be claimed and the customer is signed in: do they hold this campaign's voucher already (the link was theirs, or they collected it before)?",
      tags: ['busy'],
      invoke: {
        id: 'findHeld',
        src: 'findHeld',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'held', params: ({ event }) => ({ voucher: event.output }) },
            target: 'alreadyHeld',
            actions: { type: 'storeHeld', params: ({ event }) => ({ voucher: event.output }) },
          },
          { target: 'unavailable' },
        ],
        // Their vouchers could not be read: the link's own answer stands.
        onError: { target: 'unavailable' },
      },
    },
    alreadyHeld: {
      description: "This campaign's voucher is already in the customer's wallet: it is shown, with its coupon code.",
      type: 'final',
    },
    viewFailed: {
      description: 'The link could not be read (offline); RETRY reads it again.',
      on: { RETRY: { target: 'viewing', actions: { type: 'showMessage', params: { message: null } } } },
    },
    ready: {
      description: 'Shows the voucher (a link) or the code; COLLECT collects it, after login when signed out.',
      on: {
        COLLECT: [
          { guard: 'signedIn', target: 'collecting' },
          { target: 'signingIn', actions: 'goToLogin' },
        ],
      },
    },
    signingIn: {
      description: 'Signed out: the app went to login, which brings the customer back here.',
      type: 'final',
    },
    collecting: {
      description: 'Collects by code, or claims the link (once: of concurrent claims exactly one wins).',
      tags: ['busy'],
      invoke: {
        id: 'collect',
        src: 'collect',
        input: ({ context }) => ({ code: context.code, token: context.token }),
        onDone: [
          { guard: replyGuard('collected'), target: 'collected', actions: replyAction('storeVoucher') },
          refused('failed', 'VOUCHER_UNAVAILABLE'),
        ],
        onError: callFailedWith('failed', 'CONNECTION_FAILED'),
      },
    },
    failed: {
      description: "Not collected ('This voucher is not available', too many attempts, offline); RETRY asks again.",
      on: { RETRY: { target: 'collecting', actions: { type: 'showMessage', params: { message: null } } } },
    },
    unavailable: {
      description: "The link cannot be claimed: one answer for unknown, used, expired or another brand's.",
      type: 'final',
    },
    collected: {
      description: "The voucher is in the customer's wallet (collecting it again changes nothing).",
      type: 'final',
    },
  },
});

export type VoucherCollectMachine = typeof voucherCollectMachine;
