/**
 * Sign-in by password (signIn) and by SMS code (loginbysms). Each success creates a new session.
 * Password sign-in locks after 5 consecutive failures until the password is reset by SMS.
 */
import type { AccountLoginBySmsRequest } from '../../../src/generated/api/account-login-by-sms.request';
import type { AccountLoginBySmsResponse } from '../../../src/generated/api/account-login-by-sms.response';
import type { AccountSignInRequest } from '../../../src/generated/api/account-sign-in.request';
import type { AccountSignInResponse } from '../../../src/generated/api/account-sign-in.response';
import { failed, ok, refused } from '../../../src/protocol';
import { claimLoginTry, clearLoginFailures, findAccountByPhone, lockAccount } from '../../db/repositories/account-repository';
import type { AccountDeps } from './account-deps';
import { ACCOUNT_MESSAGES, RTN_NO_PASSWORD_YET } from './account-messages';
import { spendVerificationTime, verifyPassword } from './password-hashing';
import { tenantPhone } from './phone-numbers';
import { redeemVerificationCode, type TenantRef } from './phone-verification';
import { createSession } from './sessions';

export const MAX_FAILED_SIGN_INS = 5;

export async function signInWithPassword(deps: AccountDeps, tenant: TenantRef, body: AccountSignInRequest): Promise<AccountSignInResponse> {
  if (body.userName.trim() === '' || body.password === '') return refused(ACCOUNT_MESSAGES.loginInputMissing);
  const phone = tenantPhone(tenant, body.userName, body.country);
  const account = phone === null ? null : await findAccountByPhone(deps.db, tenant.id, phone);
  if (!account) {
    await spendVerificationTime(body.password);
    return failed(ACCOUNT_MESSAGES.loginMismatch);
  }
  if (account.passwordHash === null) return refused(ACCOUNT_MESSAGES.noPasswordYet, RTN_NO_PASSWORD_YET);
  if (account.locked) return refused(ACCOUNT_MESSAGES.accountLocked);

  const tryNumber = await claimLoginTry(deps.db, account.id, MAX_FAILED_SIGN_INS);
  if (tryNumber === null) return refused(ACCOUNT_MESSAGES.accountLocked);
  if (await verifyPassword(body.password, account.passwordHash)) {
    if (!(await clearLoginFailures(deps.db, account.id))) return refused(ACCOUNT_MESSAGES.accountLocked);
    return ok({ userId: await createSession(deps.db, account.id, deps.now()) });
  }
  if (tryNumber >= MAX_FAILED_SIGN_INS) {
    await lockAccount(deps.db, account.id, deps.now());
    deps.log.warn({ tenant: tenant.id, account: account.id }, 'account locked after too many failed sign-ins');
    return refused(ACCOUNT_MESSAGES.accountLocked);
  }
  return failed(ACCOUNT_MESSAGES.loginMismatch);
}

/** A locked account may still sign in by SMS (the lock guards the password); it stays locked until a reset. */
export async function signInWithSmsCode(deps: AccountDeps, tenant: TenantRef, body: AccountLoginBySmsRequest): Promise<AccountLoginBySmsResponse> {
  const phone = tenantPhone(tenant, body.phone, body.country);
  if (phone === null) return refused(ACCOUNT_MESSAGES.invalidPhone);
  const account = await findAccountByPhone(deps.db, tenant.id, phone);
  if (!account) return refused(ACCOUNT_MESSAGES.phoneNotRegistered);
  const used = await redeemVerificationCode(deps, { tenantId: tenant.id, phone, purpose: 'login' }, body.code);
  if (!used.ok) return used.answer;
  return ok({ userId: await createSession(deps.db, account.id, deps.now()) });
}
