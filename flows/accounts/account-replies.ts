/**
 * The server answers the account flows read (docs/accounts-api.md), and the pure rules that sort
 * them. Every call resolves with the response envelope `{ success, result: { rtn, dispMsg?, ... } }`
 * as src/api's client delivers it (business refusals included); a rejected call is a transport
 * failure. The types mirror schemas/api/account-*.response.json with every data field optional,
 * so the generated response types can be passed straight through.
 */
import type { AccountGetUserIdentifyCodeRequest } from '../../src/generated/api/account-get-user-identify-code.request';
import { CODE_RESEND_SECONDS } from '../../src/lib/limits';

import type { Problem } from '../../src/generated/api/problem';

export interface ServerReply<TData extends object = Record<never, never>> {
  success: boolean;
  /** A refusal (rtn <= 0) carries its message's code in `problem`; the flows show that, never dispMsg. */
  result: { rtn: number; dispMsg?: string; problem?: Problem } & TData;
}

/** signIn, loginbysms and register: a new session token in `userId`. */
export type SessionReply = ServerReply<{ userId?: string; attemptsLeft?: number }>;
export type PhoneCheckReply = ServerReply<{ phone?: string; registered?: boolean }>;
export type CodeRequestReply = ServerReply<{
  phone?: string;
  resendAfterSeconds?: number;
  expiresInSeconds?: number;
  retryAfterSeconds?: number;
}>;
export type CodeCheckReply = ServerReply<{ verificationToken?: string; attemptsLeft?: number }>;
/** resetPwd and changePwd: rtn only. */
export type PlainReply = ServerReply;

/** What an SMS code is for; the server binds codes and verification tokens to it. */
export type CodePurpose = AccountGetUserIdentifyCodeRequest['purpose'];

/** rtn of 'Password is weak' on register, resetPwd and changePwd: the user may choose to use it anyway. */
export const RTN_WEAK_PASSWORD = -2;

/** rtn of a sign-in to an account with no password yet (docs/rules.md#login-outcomes, docs/accounts-api.md). */
export const RTN_LOGIN_NO_PASSWORD_YET = -821009;

/** The legacy client's login result codes (docs/rules.md#login-outcomes): 1 connection failed, 2 the -821009 case. */
export const LOGIN_CLIENT_RTN = { connectionFailed: 1, noPasswordYet: 2 } as const;

/** The server did what was asked. */
export function isAccepted(reply: ServerReply): boolean {
  return reply.success && reply.result.rtn > 0;
}

/** A usable session token, or null. */
export function sessionTokenOf(reply: SessionReply): string | null {
  const token = reply.result.userId;
  return isAccepted(reply) && typeof token === 'string' && token !== '' ? token : null;
}

export type CodeRequestOutcome =
  /** Sent; another may be requested after `resendIn` seconds. */
  | { kind: 'sent'; resendIn: number }
  /** 'Please wait n seconds': an earlier code is still on its way; count down from the server's n. */
  | { kind: 'wait'; resendIn: number }
  | { kind: 'refused' };

const nonNegativeWhole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;

export function codeRequestOutcome(reply: CodeRequestReply): CodeRequestOutcome {
  if (isAccepted(reply))
    return { kind: 'sent', resendIn: nonNegativeWhole(reply.result.resendAfterSeconds) ?? CODE_RESEND_SECONDS };
  const retryAfter = nonNegativeWhole(reply.result.retryAfterSeconds);
  if (retryAfter !== null && retryAfter > 0) return { kind: 'wait', resendIn: retryAfter };
  return { kind: 'refused' };
}

export type CodeCheckOutcome =
  | { kind: 'verified' }
  /** Wrong, and the server says the code may be tried again `attemptsLeft` more times. */
  | { kind: 'wrongCode'; attemptsLeft: number }
  /**
   * The code cannot be used any more: wrong with no tries left, expired, too many wrong tries,
   * or none requested. Only a new code helps; the server's dispMsg says why.
   */
  | { kind: 'newCodeNeeded'; attemptsLeft: number | null };

/**
 * Sorts the answer to a code check (checkUserIdentifyCode, or loginbysms whose refusals are the
 * same). The server counts the tries and decides when a code is dead; the client only reads
 * `attemptsLeft`, so its count can never disagree with the server's.
 * `proof` is what success must carry: a verification token or a session token.
 */
export function codeCheckOutcome(
  reply: ServerReply<{ attemptsLeft?: number }>,
  proof: string | null,
): CodeCheckOutcome {
  if (isAccepted(reply) && proof !== null) return { kind: 'verified' };
  const attemptsLeft = nonNegativeWhole(reply.result.attemptsLeft);
  if (attemptsLeft !== null && attemptsLeft > 0) return { kind: 'wrongCode', attemptsLeft };
  return { kind: 'newCodeNeeded', attemptsLeft };
}

export function verificationTokenOf(reply: CodeCheckReply): string | null {
  const token = reply.result.verificationToken;
  return isAccepted(reply) && typeof token === 'string' && token !== '' ? token : null;
}
