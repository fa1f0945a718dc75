import { assign, fromPromise, setup } from 'xstate';
import { missingActor } from '../shared/missing-implementation';
import { replyGuard } from '../shared/call-answers';
import type { ContentFieldProblem } from '../../src/protocol/admin-content';

/**
 * Editing one content item in the admin area (docs/admin.md#screens-edit): the editor saves the
 * draft, publishes it (now or at a time, with an optional end), unpublishes it, restores an earlier
 * version from the audit log, or deletes it. Every write carries the version the editor loaded; the
 * server answers 409 when someone else changed the item since, and the flow then stops in
 * `conflict` until the editor reloads their version (no lost updates). Effects, provided with
 * `.provide()`: actors `write` (the admin call of the request) and `load` (the item again);
 * action `reportDeleted`.
 */

export interface EditedItem {
  id: string;
  version: number;
}

export type EditReply<I extends EditedItem = EditedItem> =
  | { kind: 'ok'; value: I }
  | { kind: 'conflict' }
  | { kind: 'forbidden' }
  | { kind: 'unauthorised' }
  | { kind: 'not-found' }
  | { kind: 'refused'; code: string | null; message: string | null; fields?: readonly ContentFieldProblem[] };

export type WriteRequest =
  | { action: 'save'; document: Record<string, unknown> }
  | { action: 'publish'; publishAt: string | null; unpublishAt: string | null }
  | { action: 'unpublish' }
  | { action: 'restore'; fromVersion: number }
  | { action: 'delete' };

/** What the editor is told after a call: a success of an action, or why it did not happen. */
export type EditFeedback =
  | { kind: 'done'; action: WriteRequest['action'] }
  | { kind: 'conflict' }
  | { kind: 'forbidden' }
  /** `fields`: the document's fields the server named (docs/admin.md#field-errors), for the form. */
  | { kind: 'refused'; code: string | null; message: string | null; fields?: readonly ContentFieldProblem[] }
  | { kind: 'failed' };

export interface AdminEditContext {
  item: EditedItem;
  request: WriteRequest | null;
  feedback: EditFeedback | null;
}

export type AdminEditEvent =
  | { type: 'SAVE'; document: Record<string, unknown> }
  | { type: 'PUBLISH'; publishAt: string | null; unpublishAt: string | null }
  | { type: 'UNPUBLISH' }
  | { type: 'RESTORE'; fromVersion: number }
  | { type: 'DELETE' }
  | { type: 'RELOAD' };

function feedbackOf(reply: EditReply): EditFeedback {
  switch (reply.kind) {
    case 'conflict':
      return { kind: 'conflict' };
    case 'forbidden':
      return { kind: 'forbidden' };
    case 'refused':
      return {
        kind: 'refused',
        code: reply.code,
        message: reply.message,
        ...(reply.fields && reply.fields.length > 0 ? { fields: reply.fields } : {}),
      };
    default:
      return { kind: 'failed' };
  }
}

export const adminEditMachine = setup({
  types: {
    context: {} as AdminEditContext,
    events: {} as AdminEditEvent,
    input: {} as { item: EditedItem },
  },
  actors: {
    write: fromPromise<EditReply, { item: EditedItem; request: WriteRequest }>(missingActor('adminEdit', 'write')),
    load: fromPromise<EditReply, { id: string }>(missingActor('adminEdit', 'load')),
  },
  actions: {
    // Effect: the list opens again, without the deleted item.
    reportDeleted: () => {},
    remember: assign((_, params: { request: WriteRequest }) => ({ request: params.request, feedback: null })),
    keep: assign((_, params: { item: EditedItem; feedback: EditFeedback | null }) => ({
      item: params.item,
      feedback: params.feedback,
    })),
    tell: assign((_, params: { feedback: EditFeedback }) => ({ feedback: params.feedback })),
  },
  guards: {
    accepted: (_, params: { reply: EditReply }) => params.reply.kind === 'ok',
    stale: (_, params: { reply: EditReply }) => params.reply.kind === 'conflict',
    deletedNow: ({ context }, params: { reply: EditReply }) =>
      params.reply.kind === 'ok' && context.request?.action === 'delete',
  },
}).createMachine({
  id: 'adminEdit',
  description:
    'Edit a content item: save the draft, publish or schedule it, unpublish, restore a version or delete; a stale version is refused until reloaded.',
  context: ({ input }) => ({ item: input.item, request: null, feedback: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form shows the draft of the version loaded; the editor changes it and chooses an action.',
      on: {
        SAVE: {
          target: 'writing',
          actions: {
            type: 'remember',
            params: ({ event }) => ({ request: { action: 'save', document: event.document } }),
          },
        },
        PUBLISH: {
          target: 'writing',
          actions: {
            type: 'remember',
            params: ({ event }) => ({
              request: { action: 'publish', publishAt: event.publishAt, unpublishAt: event.unpublishAt },
            }),
          },
        },
        UNPUBLISH: { target: 'writing', actions: { type: 'remember', params: { request: { action: 'unpublish' } } } },
        RESTORE: {
          target: 'writing',
          actions: {
            type: 'remember',
            params: ({ event }) => ({ request: { action: 'restore', fromVersion: event.fromVersion } }),
          },
        },
        DELETE: { target: 'writing', actions: { type: 'remember', params: { request: { action: 'delete' } } } },
      },
    },
    writing: {
      description: 'The admin call with the version loaded; the server checks the role, the schema and the version.',
      tags: ['processing'],
      invoke: {
        id: 'write',
        src: 'write',
        input: ({ context }) => ({ item: context.item, request: context.request ?? { action: 'delete' } }),
        onDone: [
          { guard: replyGuard('deletedNow'), target: 'deleted' },
          {
            guard: replyGuard('accepted'),
            target: 'editing',
            actions: {
              type: 'keep',
              params: ({ event, context }) => ({
                item: event.output.kind === 'ok' ? event.output.value : context.item,
                feedback: { kind: 'done', action: context.request?.action ?? 'save' },
              }),
            },
          },
          {
            guard: replyGuard('stale'),
            target: 'conflict',
            actions: { type: 'tell', params: { feedback: { kind: 'conflict' } } },
          },
          {
            target: 'editing',
            actions: { type: 'tell', params: ({ event }) => ({ feedback: feedbackOf(event.output) }) },
          },
        ],
        onError: { target: 'editing', actions: { type: 'tell', params: { feedback: { kind: 'failed' } } } },
      },
    },
    conflict: {
      description: 'Someone else changed the item: nothing is written until the editor reloads their version.',
      on: { RELOAD: { target: 'reloading' } },
    },
    reloading: {
      description: 'The item is read again, with its newest version.',
      tags: ['processing'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.item.id }),
        onDone: [
          {
            guard: replyGuard('accepted'),
            target: 'editing',
            actions: {
              type: 'keep',
              params: ({ event, context }) => ({
                item: event.output.kind === 'ok' ? event.output.value : context.item,
                feedback: null,
              }),
            },
          },
          {
            target: 'conflict',
            actions: { type: 'tell', params: ({ event }) => ({ feedback: feedbackOf(event.output) }) },
          },
        ],
        onError: { target: 'conflict', actions: { type: 'tell', params: { feedback: { kind: 'failed' } } } },
      },
    },
    deleted: {
      description: 'The item is deleted (its history stays in the audit log).',
      type: 'final',
      entry: 'reportDeleted',
    },
  },
});
