import { assign, type EventObject } from 'xstate';
import {
  codeCheckOutcome,
  codeRequestOutcome,
  type CodePurpose,
  type CodeRequestReply,
  type ServerReply,
} from './account-replies';
import { messageOf, type Message } from '../../src/protocol/message';
import { refusalMessage } from '../../src/protocol/message-codes';
import { isVerificationCodeFormat } from './rules/verification-code';

/**
 * The SMS-code step shared by SMS login, sign-up and password reset: ask for a code, count down to
 * the next resend (code-countdown.machine.ts), check the code. The rules live here; the states that
 * use them are built by code-step-states.ts.
 */

/** Context every machine with a code step has. */
export interface CodeStepContext {
  phone: string;
  /** The last code typed. */
  code: string;
  /** Seconds before RESEND is allowed; 0 means now. */
  resendIn: number;
  /** The code being requested was asked for again from the code step (RESEND), so that step stays on screen meanwhile. */
  resending: boolean;
}

/** What the user does in the code step (the views send these). */
export type CodeStepEvent =
  | { type: 'SUBMIT_CODE'; code: string }
  /** Another code; allowed once the countdown is at 0. */
  | { type: 'RESEND' }
  | { type: 'CHANGE_PHONE' };

/** What the code request is given (actor `requestCode`). */
export interface RequestCodeInput {
  phone: string;
  purpose: CodePurpose;
}

/** What a code check for a verification token is given (actor `verifyCode` of sign-up and password reset). */
export interface VerifyCodeInput {
  phone: string;
  purpose: CodePurpose;
  code: string;
}

interface ReplyParams<TReply> {
  reply: TReply;
}

/** Guards on done events of requestCode and of the code check; their params carry the reply. */
export const codeStepGuards = {
  codeRequested: (_: unknown, params: ReplyParams<CodeRequestReply>) =>
    codeRequestOutcome(params.reply).kind === 'sent',
  mustWaitForResend: (_: unknown, params: ReplyParams<CodeRequestReply>) =>
    codeRequestOutcome(params.reply).kind === 'wait',
  codeAccepted: (_: unknown, params: ReplyParams<ServerReply<{ attemptsLeft?: number }>> & { proof: string | null }) =>
    codeCheckOutcome(params.reply, params.proof).kind === 'verified',
  codeWrongTryAgain: (_: unknown, params: ReplyParams<ServerReply<{ attemptsLeft?: number }>>) =>
    codeCheckOutcome(params.reply, null).kind === 'wrongCode',
  codeFormatInvalid: (_: unknown, params: { code: string }) => !isVerificationCodeFormat(params.code),
  resendAllowed: ({ context }: { context: CodeStepContext }) => context.resendIn <= 0,
};

/**
 * The context updates the code step's states name (code-step-states.ts), for each machine's setup():
 * `actions: { ...codeStepActions<SignupContext, SignupEvent>(), ... }`.
 */
export function codeStepActions<TContext extends CodeStepContext, TEvent extends EventObject>() {
  // assign() cannot tell that a part of CodeStepContext is a part of TContext; it is, as TContext extends it.
  const update = (values: Partial<CodeStepContext>) => values as Partial<TContext>;
  return {
    storePhone: assign<TContext, TEvent, { phone: string }, TEvent, never>((_, params) =>
      update({ phone: params.phone, resending: false }),
    ),
    markResending: assign<TContext, TEvent, undefined, TEvent, never>(update({ resending: true })),
    storeCode: assign<TContext, TEvent, { code: string }, TEvent, never>((_, params) => update({ code: params.code })),
    startCountdown: assign<TContext, TEvent, { seconds: number }, TEvent, never>((_, params) =>
      update({ resendIn: params.seconds, code: '' }),
    ),
    setResendIn: assign<TContext, TEvent, { seconds: number }, TEvent, never>((_, params) =>
      update({ resendIn: params.seconds }),
    ),
  };
}

/** For the flows whose code check returns a verification token (sign-up, password reset): `storeVerification`. */
export function verificationActions<
  TContext extends CodeStepContext & { verificationToken: string | null },
  TEvent extends EventObject,
>() {
  return {
    // The code is used up once verified, and its countdown no longer matters.
    storeVerification: assign<TContext, TEvent, { verificationToken: string | null }, TEvent, never>(
      (_, params) => ({ verificationToken: params.verificationToken, code: '', resendIn: 0 }) as Partial<TContext>,
    ),
  };
}

/** The seconds to count down after a requestCode reply that sent a code or said 'Please wait'. */
export function countdownAfter(reply: CodeRequestReply): number {
  const outcome = codeRequestOutcome(reply);
  return outcome.kind === 'refused' ? 0 : outcome.resendIn;
}

/** What to show after a requestCode reply: nothing once sent; the server's words otherwise. */
export function codeRequestMessage(reply: CodeRequestReply): Message | null {
  const outcome = codeRequestOutcome(reply);
  if (outcome.kind === 'sent') return null;
  if (outcome.kind === 'wait')
    return refusalMessage(reply.result, messageOf('WAIT_BEFORE_RESEND', { seconds: outcome.resendIn }));
  return refusalMessage(reply.result, 'PIN_SEND_FAILED');
}

/**
 * What to show after a refused code check: while the code lives, that it was wrong and how many
 * tries are left (the server's count); once it is dead, the server's reason (wrong for the last
 * time, expired, too many tries), else to ask for a new one.
 */
export function codeCheckMessage(reply: ServerReply<{ attemptsLeft?: number }>): Message {
  const outcome = codeCheckOutcome(reply, null);
  if (outcome.kind === 'wrongCode') return messageOf('WRONG_CODE_TRIES_LEFT', { attemptsLeft: outcome.attemptsLeft });
  return refusalMessage(reply.result, 'NEW_CODE_NEEDED');
}
