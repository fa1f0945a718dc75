/**
 * Sign-in by password (signIn) and by SMS code (loginbysms). Each success creates a new session.
 * Password sign-in locks after 5 consecutive failures until the password is reset by SMS. A number
 * without an account fails and locks the same way, with the same answers and the same work (a
 * password hash is checked either way), so neither the lockout nor its timing tells whether the
 * number is registered (docs/rules.md#enumeration).
 */
import type { AccountLoginBySmsRequest } from '../../../src/generated/api/account-login-by-sms.request';
import type { AccountLoginBySmsResponse } from '../../../src/generated/api/account-login-by-sms.response';
import type { AccountSignInRequest } from '../../../src/generated/api/account-sign-in.request';
import type { AccountSignInResponse } from '../../../src/generated/api/account-sign-in.response';
import { failed, LOGIN_SPECIAL_CASE_CODE, ok, refused } from '../../../src/protocol';
import { claimLoginTry, clearLoginFailures, findAccountByPhone, lockAccount } from '../../db/repositories/account-repository';
import { claimUnknownPhoneTry, lockUnknownPhone } from '../../db/repositories/unknown-phone-sign-in-repository';
import type { AccountDeps } from './account-deps';
import { spendVerificationTime, verifyPassword } from './password-hashing';
import { tenantPhone } from './phone-numbers';
import { redeemVerificationCode, type TenantRef } from './phone-verification';
import { createSession } from './sessions';

export const MAX_FAILED_SIGN_INS = 5;
/** rtn of a sign-in to an account that has no password yet (docs/rules.md#login-outcomes). */
export const RTN_NO_PASSWORD_YET = LOGIN_SPECIAL_CASE_CODE;

export async function signInWithPassword(deps: AccountDeps, tenant: TenantRef, body: AccountSignInRequest): Promise<AccountSignInResponse> {
  if (body.userName.trim() === '' || body.password === '') return refused('LOGIN_INPUT_MISSING');
  const phone = tenantPhone(tenant, body.userName, body.country);
  const account = phone === null ? null : await findAccountByPhone(deps.db, tenant.id, phone);
  if (!account) {
    await spendVerificationTime(body.password);
    if (phone === null) return failed('LOGIN_MISMATCH');
    const unknownTry = await claimUnknownPhoneTry(deps.db, tenant.id, phone, MAX_FAILED_SIGN_INS, deps.now());
    if (unknownTry === null) return refused('ACCOUNT_LOCKED');
    if (unknownTry >= MAX_FAILED_SIGN_INS) {
      await lockUnknownPhone(deps.db, tenant.id, phone, deps.now());
      return refused('ACCOUNT_LOCKED');
    }
    return failed('LOGIN_MISMATCH');
  }
  if (account.passwordHash === null) return refused('NO_PASSWORD_YET', {}, { rtn: RTN_NO_PASSWORD_YET });
  if (account.locked) {
    await spendVerificationTime(body.password);
    return refused('ACCOUNT_LOCKED');
  }

  const tryNumber = await claimLoginTry(deps.db, account.id, MAX_FAILED_SIGN_INS);
  if (tryNumber === null) {
    await spendVerificationTime(body.password);
    return refused('ACCOUNT_LOCKED');
  }
  if (await verifyPassword(body.password, account.passwordHash)) {
    if (!(await clearLoginFailures(deps.db, account.id))) return refused('ACCOUNT_LOCKED');
    return ok({ userId: await createSession(deps.db, account.id, deps.now()) });
  }
  if (tryNumber >= MAX_FAILED_SIGN_INS) {
    await lockAccount(deps.db, account.id, deps.now());
    deps.log.warn({ tenant: tenant.id, account: account.id }, 'account locked after too many failed sign-ins');
    return refused('ACCOUNT_LOCKED');
  }
  return failed('LOGIN_MISMATCH');
}

/** A locked account may still sign in by SMS (the lock guards the password); it stays locked until a reset. */
export async function signInWithSmsCode(deps: AccountDeps, tenant: TenantRef, body: AccountLoginBySmsRequest): Promise<AccountLoginBySmsResponse> {
  const phone = tenantPhone(tenant, body.phone, body.country);
  if (phone === null) return refused('INVALID_PHONE');
  const account = await findAccountByPhone(deps.db, tenant.id, phone);
  if (!account) return refused('PHONE_NOT_REGISTERED');
  const used = await redeemVerificationCode(deps, { tenantId: tenant.id, phone, purpose: 'login' }, body.code);
  if (!used.ok) return used.answer;
  return ok({ userId: await createSession(deps.db, account.id, deps.now()) });
}
