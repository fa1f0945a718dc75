import { messageOf, type MessageCode } from '../../src/protocol/message';
import { refusalMessage, type RefusalResult } from '../../src/protocol/message-codes';
import { callFailureMessage, serverProblemOf } from './call-failure';

/**
 * What every machine does with a call to the server, written once: an invoked actor resolves with
 * the server's answer or rejects. Its `onDone` lists the answers the machine expects, each guarded
 * by a guard on the reply (`replyGuard`; `replyAction` for an action that keeps it), then `refused`:
 * any other answer is a refusal and shows the server's reason (docs/rules.md#one-message). Its
 * `onError` is `callFailed` (the call did not get through) or `callFailedWith` (a message of the
 * machine's own). A child machine's end is sorted the same way, on its output (`outputGuard`):
 *
 *   invoke: {
 *     id: 'placeOrder',
 *     src: 'placeOrder',
 *     input: ({ context }) => orderInputOf(context),
 *     onDone: [{ guard: replyGuard('ordered'), target: 'placed', actions: ... }, refused('choosing', 'OPERATION_FAILED', 'dropOrder')],
 *     onError: callFailed('callFailed'),
 *   },
 *
 * The transitions name the action `showMessage` (params `{ message }`), which every machine using them
 * defines, and the actions given to run before it. They are `as const`, so setup() checks every name.
 */

/** A guard or an action given the reply (`event.output`) as its params `{ reply }`. */
const givenReply = <const TName extends string>(type: TName) =>
  ({ type, params: <TReply>({ event }: { event: { output: TReply } }) => ({ reply: event.output }) }) as const;

/** A guard or an action given a child machine's output (`event.output`) as its params `{ output }`. */
const givenOutput = <const TName extends string>(type: TName) =>
  ({ type, params: <TOutput>({ event }: { event: { output: TOutput } }) => ({ output: event.output }) }) as const;

/** A guard on the reply: the machine's guard takes `{ reply }`. */
export const replyGuard = givenReply;

/** An action that keeps something of the reply: the machine's action takes `{ reply }`. */
export const replyAction = givenReply;

/** A guard on a child machine's output (the payment machine's, say): the machine's guard takes `{ output }`. */
export const outputGuard = givenOutput;

/** An action that keeps something of a child machine's output: the machine's action takes `{ output }`. */
export const outputAction = givenOutput;

/** Any other answer: a refusal. Runs `before`, then shows the server's reason, or `fallback` when it sent none the app knows. */
export function refused<const TTarget extends string, const TBefore extends readonly unknown[]>(
  target: TTarget,
  fallback: MessageCode,
  ...before: TBefore
) {
  return {
    target,
    actions: [
      ...before,
      {
        type: 'showMessage',
        params: ({ event }: { event: { output: { result: RefusalResult } } }) => ({
          message: refusalMessage(event.output.result, fallback),
        }),
      },
    ],
  } as const;
}

/** The call did not get through: runs `before`, then shows 'Connection failed', or nothing when the API client has told the customer already. */
export function callFailed<const TTarget extends string, const TBefore extends readonly unknown[]>(
  target: TTarget,
  ...before: TBefore
) {
  return {
    target,
    actions: [
      ...before,
      {
        type: 'showMessage',
        params: ({ event }: { event: { error: unknown } }) => ({ message: callFailureMessage(event.error) }),
      },
    ],
  } as const;
}

/** An answer, or a child's end, that shows a message of the machine's own: runs `before`, then shows it. */
export function answeredWith<const TTarget extends string, const TBefore extends readonly unknown[]>(
  target: TTarget,
  code: MessageCode,
  ...before: TBefore
) {
  return { target, actions: [...before, { type: 'showMessage', params: { message: messageOf(code) } }] } as const;
}

/**
 * The call did not get through: runs `before`, then shows the machine's own message for it; when the
 * server answered the request itself with a reason (an HTTP 4xx: a malformed id, say), that reason,
 * which the API client has not shown (docs/rules.md#one-message).
 */
export function callFailedWith<const TTarget extends string, const TBefore extends readonly unknown[]>(
  target: TTarget,
  code: MessageCode,
  ...before: TBefore
) {
  return {
    target,
    actions: [
      ...before,
      {
        type: 'showMessage',
        params: ({ event }: { event: { error: unknown } }) => ({
          message: serverProblemOf(event.error) ?? messageOf(code),
        }),
      },
    ],
  } as const;
}
