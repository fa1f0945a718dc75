/**
 * changePwd (signed in: knows the old password; other sessions are signed out) and resetPwd
 * (phone verified for reset: unlocks the account and signs every session out). resetPwd answers
 * the same whether or not the verified phone has an account.
 */
import type { AccountChangePwdRequest } from '../../../src/generated/api/account-change-pwd.request';
import type { AccountChangePwdResponse } from '../../../src/generated/api/account-change-pwd.response';
import type { AccountResetPwdRequest } from '../../../src/generated/api/account-reset-pwd.request';
import type { AccountResetPwdResponse } from '../../../src/generated/api/account-reset-pwd.response';
import { ok, refused, type Refusal } from '../../../src/protocol';
import {
  findAccountById,
  findAccountByPhone,
  lockAccount,
  setPasswordHash,
} from '../../db/repositories/account-repository';
import { clearAttempts } from '../../db/repositories/attempt-limit-repository';
import { revokeAccountSessions } from '../../db/repositories/session-repository';
import {
  consumeVerificationToken,
  lockUsableVerificationToken,
} from '../../db/repositories/verification-token-repository';
import { tryWithinLimit } from '../shared/attempt-limit';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import type { AccountDeps, SessionIdentity } from './account-deps';
import { hashPassword, verifyPassword } from './password-hashing';
import { newPasswordRefusal } from './password-rules';
import type { TenantRef } from './phone-verification';
import { secureTokenHash } from './secure-tokens';
import { customerPasswordLimit } from './sign-in';

export async function changePassword(
  deps: AccountDeps,
  identity: SessionIdentity,
  body: AccountChangePwdRequest,
): Promise<AccountChangePwdResponse> {
  const account = await findAccountById(deps.db, identity.tenantId, identity.accountId);
  if (!account) return refused('OPERATION_FAILED');
  const oldHash = account.passwordHash;
  if (oldHash === null) return refused('OLD_PASSWORD_INCORRECT');
  // The old password is guessable like a sign-in's (a session left open on a shared phone): the same limit.
  const tried = await tryWithinLimit(
    deps.db,
    customerPasswordLimit(identity.tenantId, account.phone, account),
    deps.now,
    () => verifyPassword(body.oldPassword, oldHash),
  );
  if (tried.outcome === 'busy') return refused('TOO_MANY_TRIES_AT_ONCE');
  if (tried.outcome === 'locked') return refused('ACCOUNT_LOCKED');
  if (tried.outcome === 'wrong') {
    if (!tried.locked) return refused('OLD_PASSWORD_INCORRECT');
    await lockAccount(deps.db, account.id, deps.now());
    deps.log.warn(
      { tenant: identity.tenantId, account: account.id },
      'account locked after too many wrong old passwords',
    );
    return refused('ACCOUNT_LOCKED');
  }
  const passwordRefusal = newPasswordRefusal(body.newPassword, body.acceptWeakPassword);
  if (passwordRefusal) return passwordRefusal;
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.now();
  const signedOut = await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash, now, false);
    return revokeAccountSessions(tx, account.id, identity.sessionId, now);
  });
  deps.log.info({ tenant: identity.tenantId, account: account.id, signedOut }, 'password changed');
  return ok({});
}

export async function resetPassword(
  deps: AccountDeps,
  tenant: TenantRef,
  body: AccountResetPwdRequest,
): Promise<AccountResetPwdResponse> {
  const passwordRefusal = newPasswordRefusal(body.newPassword, body.acceptWeakPassword);
  if (passwordRefusal) return passwordRefusal;
  const tokenHash = secureTokenHash(body.verificationToken);
  if (tokenHash === null) return refused('PASSWORD_RESET_FAILED');
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.now();
  return transactionOrRefusal<AccountResetPwdResponse, Refusal>(deps.db, async (tx, refuse) => {
    const phone =
      (await lockUsableVerificationToken(tx, tokenHash, tenant.id, 'reset', now)) ??
      refuse(refused('PASSWORD_RESET_FAILED'));
    await consumeVerificationToken(tx, tokenHash, now);
    const account = await findAccountByPhone(tx, tenant.id, phone);
    if (account) {
      await setPasswordHash(tx, account.id, passwordHash, now, true);
      await clearAttempts(tx, customerPasswordLimit(tenant.id, phone, account).key);
      const signedOut = await revokeAccountSessions(tx, account.id, null, now);
      deps.log.info({ tenant: tenant.id, account: account.id, signedOut }, 'password reset');
    }
    return ok({});
  });
}
