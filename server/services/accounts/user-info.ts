/**
 * userInfo (docs/rules.md#user-info-call): the token travels in the body as userId. The answer's userId is the
 * account's public id, which is never accepted as a credential.
 */
import type { AccountUserInfoRequest } from '../../../src/generated/api/account-user-info.request';
import type { AccountUserInfoResponse } from '../../../src/generated/api/account-user-info.response';
import { failed, ok } from '../../../src/protocol';
import { findAccountById } from '../../db/repositories/account-repository';
import type { AccountDeps } from './account-deps';
import type { TenantRef } from './phone-verification';
import { authenticateToken } from './sessions';

export const USER_STATUS = { active: 1, locked: 2 } as const;

export async function userInfo(
  deps: AccountDeps,
  tenant: TenantRef,
  body: AccountUserInfoRequest,
): Promise<AccountUserInfoResponse> {
  const identity = await authenticateToken(deps, tenant.id, body.userId);
  const account = identity && (await findAccountById(deps.db, tenant.id, identity.accountId));
  if (!account) return failed('GET_INFO_FAILED');
  return ok({
    userId: account.id,
    firstName: account.firstName,
    userStatus: account.locked ? USER_STATUS.locked : USER_STATUS.active,
  });
}
