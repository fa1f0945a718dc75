/**
 * Sign-in by password (signIn) and by SMS code (loginbysms). Each success creates a new session.
 * Password sign-in locks after 5 consecutive failures until the password is reset by SMS, each try
 * counted before the password is compared (docs/rules.md#attempt-limits). A number
 * without an account fails and locks the same way, with the same answers and the same work (a
 * password hash is checked either way), so neither the lockout nor its timing tells whether the
 * number is registered (docs/rules.md#enumeration).
 */
import type { AccountLoginBySmsRequest } from '../../../src/generated/api/account-login-by-sms.request';
import type { AccountLoginBySmsResponse } from '../../../src/generated/api/account-login-by-sms.response';
import type { AccountSignInRequest } from '../../../src/generated/api/account-sign-in.request';
import type { AccountSignInResponse } from '../../../src/generated/api/account-sign-in.response';
import { failed, LOGIN_SPECIAL_CASE_CODE, ok, refused } from '../../../src/protocol';
import { findAccountByPhone, lockAccount } from '../../db/repositories/account-repository';
import { tryWithinLimit, type AttemptLimit } from '../shared/attempt-limit';
import type { AccountDeps } from './account-deps';
import { spendVerificationTime, verifyPassword } from './password-hashing';
import { tenantPhone } from '../shared/phone-numbers';
import { redeemVerificationCode, type TenantRef } from './phone-verification';
import { createSession } from './sessions';

export const MAX_FAILED_SIGN_INS = 5;
/** rtn of a sign-in to an account that has no password yet (docs/rules.md#login-outcomes). */
export const RTN_NO_PASSWORD_YET = LOGIN_SPECIAL_CASE_CODE;

/**
 * The password attempt limit of a number (docs/rules.md#attempt-limits): an account's own, or the
 * number's while it has no account (so registering it later starts clean).
 */
export const customerPasswordLimit = (
  tenantId: string,
  phone: string,
  account: { id: string } | null,
): AttemptLimit => ({
  key: account ? `customer-password:${account.id}` : `customer-password:${tenantId}:${phone}`,
  maxWrong: MAX_FAILED_SIGN_INS,
  lock: 'until-cleared',
});

export async function signInWithPassword(
  deps: AccountDeps,
  tenant: TenantRef,
  body: AccountSignInRequest,
): Promise<AccountSignInResponse> {
  if (body.userName.trim() === '' || body.password === '') return refused('LOGIN_INPUT_MISSING');
  const phone = tenantPhone(tenant, body.userName, body.country);
  const account = phone === null ? null : await findAccountByPhone(deps.db, tenant.id, phone);
  if (phone === null) {
    await spendVerificationTime(body.password);
    return failed('LOGIN_MISMATCH');
  }
  if (account?.passwordHash === null) return refused('NO_PASSWORD_YET', {}, { rtn: RTN_NO_PASSWORD_YET });
  // A lock answers at once, for an account and for a number without one alike (no hash either way).
  if (account?.locked) return refused('ACCOUNT_LOCKED');
  const passwordHash = account?.passwordHash;
  // A number without an account is compared too, with the same work, and locks the same way.
  const tried = await tryWithinLimit(deps.db, customerPasswordLimit(tenant.id, phone, account), deps.now, async () => {
    if (passwordHash === undefined) {
      await spendVerificationTime(body.password);
      return false;
    }
    return verifyPassword(body.password, passwordHash);
  });
  switch (tried.outcome) {
    case 'right':
      if (!account) return failed('LOGIN_MISMATCH');
      return ok({ userId: await createSession(deps.db, account.id, deps.now()) });
    case 'busy':
      return refused('TOO_MANY_TRIES_AT_ONCE');
    case 'locked':
      return refused('ACCOUNT_LOCKED');
    case 'wrong':
      if (!tried.locked) return failed('LOGIN_MISMATCH');
      if (account) {
        await lockAccount(deps.db, account.id, deps.now());
        deps.log.warn({ tenant: tenant.id, account: account.id }, 'account locked after too many failed sign-ins');
      }
      return refused('ACCOUNT_LOCKED');
  }
}

/** A locked account may still sign in by SMS (the lock guards the password); it stays locked until a reset. */
export async function signInWithSmsCode(
  deps: AccountDeps,
  tenant: TenantRef,
  body: AccountLoginBySmsRequest,
): Promise<AccountLoginBySmsResponse> {
  const phone = tenantPhone(tenant, body.phone, body.country);
  if (phone === null) return refused('INVALID_PHONE');
  const account = await findAccountByPhone(deps.db, tenant.id, phone);
  if (!account) return refused('PHONE_NOT_REGISTERED');
  const used = await redeemVerificationCode(deps, { tenantId: tenant.id, phone, purpose: 'login' }, body.code);
  if (!used.ok) return used.answer;
  return ok({ userId: await createSession(deps.db, account.id, deps.now()) });
}
