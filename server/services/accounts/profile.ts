/**
 * detail and update: always the profile of the session's own account, in the session's tenant;
 * no request field can name another account.
 */
import type { AccountDetailResponse } from '../../../src/generated/api/account-detail.response';
import type { AccountUpdateRequest } from '../../../src/generated/api/account-update.request';
import type { AccountUpdateResponse } from '../../../src/generated/api/account-update.response';
import { ok, refused } from '../../../src/protocol';
import { readProfile, updateProfile, type ProfileFields } from '../../db/repositories/account-repository';
import type { AccountDeps, SessionIdentity } from './account-deps';

/** True for '' (not set) and for a YYYY-MM-DD that is a real day of the calendar. */
export function isCalendarDateOrEmpty(text: string): boolean {
  if (text === '') return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first of the name fields that is given but only whitespace (the schema already refused ''). */
export function blankNameField(body: { firstName?: string; lastName?: string }): 'firstName' | 'lastName' | null {
  if (body.firstName !== undefined && body.firstName.trim() === '') return 'firstName';
  if (body.lastName !== undefined && body.lastName.trim() === '') return 'lastName';
  return null;
}

export async function ownProfile(deps: AccountDeps, identity: SessionIdentity): Promise<AccountDetailResponse> {
  const profile = await readProfile(deps.db, identity.tenantId, identity.accountId);
  return profile ? ok({ profile }) : refused('OPERATION_FAILED');
}

export async function updateOwnProfile(
  deps: AccountDeps,
  identity: SessionIdentity,
  body: AccountUpdateRequest,
): Promise<AccountUpdateResponse> {
  const changes: Partial<ProfileFields> = {};
  for (const [field, value] of Object.entries(body) as Array<[keyof ProfileFields, string | undefined]>) {
    if (value !== undefined) changes[field] = value.trim();
  }
  const profile = await updateProfile(deps.db, identity.tenantId, identity.accountId, changes, deps.now());
  return profile ? ok({ profile }) : refused('OPERATION_FAILED');
}
