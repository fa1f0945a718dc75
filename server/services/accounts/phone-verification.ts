/**
 * Phone checks and SMS verification codes: chkPhone, getUserIdentifyCode (both bases) and
 * checkUserIdentifyCode. Codes are single use, bound to phone and purpose, expire after 5 minutes
 * and die after 5 wrong tries; sends are limited (sms/send-limits.ts). For purpose reset the
 * answers never tell whether the phone is registered: an unknown phone gets a code too, which is
 * stored but never sent.
 */
import type { AccountChkPhoneRequest } from '../../../src/generated/api/account-chk-phone.request';
import type { AccountChkPhoneResponse } from '../../../src/generated/api/account-chk-phone.response';
import type { AccountCheckUserIdentifyCodeRequest } from '../../../src/generated/api/account-check-user-identify-code.request';
import type { AccountCheckUserIdentifyCodeResponse } from '../../../src/generated/api/account-check-user-identify-code.response';
import type { AccountGetUserIdentifyCodeRequest } from '../../../src/generated/api/account-get-user-identify-code.request';
import type { AccountGetUserIdentifyCodeResponse } from '../../../src/generated/api/account-get-user-identify-code.response';
import type { Tenant } from '../../../src/generated/tenant';
import { ok, refused, type MessageCode } from '../../../src/protocol';
import { findAccountByPhone } from '../../db/repositories/account-repository';
import {
  findLatestSmsCode,
  replaceSmsCode,
  trySmsCode,
  type SmsCodeKey,
  type SmsCodeState,
} from '../../db/repositories/sms-code-repository';
import { insertVerificationToken } from '../../db/repositories/verification-token-repository';
import { secondsLater } from '../shared/clock';
import { claimSmsSend, SMS_LIMITS, type SendRefusal, verificationSmsText, generateCode, hashCode } from '../sms';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import type { AccountDeps } from './account-deps';
import { proceed, stop, type Step } from '../shared/answers';
import { maskedPhone, tenantPhone } from '../shared/phone-numbers';
import { newSecureToken } from './secure-tokens';

export const CODE_LIFETIME_SECONDS = 300;
export const MAX_CODE_TRIES = 5;
export const VERIFICATION_TOKEN_LIFETIME_SECONDS = 900;

export type TenantRef = Pick<Tenant, 'id' | 'locale' | 'branding' | 'sms'>;

export async function checkPhone(
  deps: AccountDeps,
  tenant: TenantRef,
  body: AccountChkPhoneRequest,
): Promise<AccountChkPhoneResponse> {
  const phone = tenantPhone(tenant, body.phone, body.country);
  if (phone === null) return refused('INVALID_PHONE');
  const account = await findAccountByPhone(deps.db, tenant.id, phone);
  return ok({ phone, registered: account !== null });
}

function sendRefusalAnswer(refusal: SendRefusal): AccountGetUserIdentifyCodeResponse {
  return refusal.reason === 'wait'
    ? refused(
        'WAIT_BEFORE_RESEND',
        { seconds: refusal.retryAfterSeconds },
        { data: { retryAfterSeconds: refusal.retryAfterSeconds } },
      )
    : refused('SMS_DAILY_LIMIT');
}

export async function requestVerificationCode(
  deps: AccountDeps,
  tenant: TenantRef,
  body: AccountGetUserIdentifyCodeRequest,
  clientAddress: string,
): Promise<AccountGetUserIdentifyCodeResponse> {
  const phone = tenantPhone(tenant, body.phone, body.country);
  if (phone === null) return refused('INVALID_PHONE');
  const registered = (await findAccountByPhone(deps.db, tenant.id, phone)) !== null;
  if (body.purpose === 'signup' && registered) return refused('PHONE_ALREADY_REGISTERED');
  if (body.purpose === 'login' && !registered) return refused('PHONE_NOT_REGISTERED');

  const key: SmsCodeKey = { tenantId: tenant.id, phone, purpose: body.purpose };
  const now = deps.now();
  const code = generateCode();
  const codeHash = hashCode(await deps.codeSecret(), key, code);
  const refusal = await transactionOrRefusal<null, SendRefusal>(deps.db, async (tx, refuse) => {
    const limited = await claimSmsSend(tx, {
      tenantId: tenant.id,
      timeZone: tenant.locale.timeZone,
      phone,
      clientAddress,
      now,
      ...(deps.smsDailyPerClient === undefined ? {} : { perClientPerDay: deps.smsDailyPerClient }),
    });
    if (limited) refuse(limited);
    await replaceSmsCode(tx, key, codeHash, now, secondsLater(now, CODE_LIFETIME_SECONDS));
    return null;
  });
  if (refusal) return sendRefusalAnswer(refusal);

  // Reset of an unknown phone: everything above happened (limits, a stored code), only the SMS is not sent.
  if (registered || body.purpose !== 'reset') {
    try {
      await deps.sms.send(phone, verificationSmsText(tenant.branding.name, code, CODE_LIFETIME_SECONDS / 60), {
        tenantId: tenant.id,
        purpose: body.purpose,
        ...(tenant.sms ? { tenantSms: tenant.sms } : {}),
      });
    } catch (error) {
      // A provider's SmsSendError holds no text (the code); the outbox's database errors none either.
      deps.log.error({ err: error, tenant: tenant.id, to: maskedPhone(phone) }, 'sending the verification SMS failed');
      return refused('PIN_SEND_FAILED');
    }
  }
  return ok({ phone, resendAfterSeconds: SMS_LIMITS.resendAfterSeconds, expiresInSeconds: CODE_LIFETIME_SECONDS });
}

/** Why a code cannot be tried any more, or null when it can. A used code reads as expired: ask for a new one. */
function deadCodeMessage(state: SmsCodeState): MessageCode | null {
  if (state.consumed || state.expired) return 'CODE_EXPIRED';
  if (state.attempts >= MAX_CODE_TRIES) return 'TOO_MANY_WRONG_TRIES';
  return null;
}

/** Tries `code` for the key and uses it up when right; otherwise the refusal to answer. */
export async function redeemVerificationCode(deps: AccountDeps, key: SmsCodeKey, code: string): Promise<Step<void>> {
  const now = deps.now();
  const state = await findLatestSmsCode(deps.db, key, now);
  if (!state) return stop(refused('NO_CODE_REQUESTED'));
  const dead = deadCodeMessage(state);
  if (dead) return stop(refused(dead));
  const tried = await trySmsCode(deps.db, state.id, hashCode(await deps.codeSecret(), key, code), MAX_CODE_TRIES, now);
  if (tried.outcome === 'matched') return proceed(undefined);
  if (tried.outcome === 'wrong') {
    const attemptsLeft = Math.max(0, MAX_CODE_TRIES - tried.attempts);
    return stop(refused('WRONG_CODE', { attemptsLeft }, { data: { attemptsLeft } }));
  }
  // Another request used or killed the code between the read and the try.
  const after = await findLatestSmsCode(deps.db, key, now);
  return stop(refused((after && deadCodeMessage(after)) ?? 'CODE_EXPIRED'));
}

export async function checkVerificationCode(
  deps: AccountDeps,
  tenant: TenantRef,
  body: AccountCheckUserIdentifyCodeRequest,
): Promise<AccountCheckUserIdentifyCodeResponse> {
  const phone = tenantPhone(tenant, body.phone, body.country);
  if (phone === null) return refused('INVALID_PHONE');
  const key: SmsCodeKey = { tenantId: tenant.id, phone, purpose: body.purpose };
  const used = await redeemVerificationCode(deps, key, body.code);
  if (!used.ok) return used.answer;
  const now = deps.now();
  const { token, hash } = newSecureToken();
  await insertVerificationToken(deps.db, hash, key, now, secondsLater(now, VERIFICATION_TOKEN_LIFETIME_SECONDS));
  return ok({ verificationToken: token });
}
