import type { ApiClient } from '../client';
import { isAccepted } from '../../protocol/response';

/** Default path of the user-info call on the cloud base (tenant.cloud.urlUserInfo overrides it). */
export const DEFAULT_USER_INFO_PATH = '/account/userInfo';

export interface UserInfoResult {
  userId: string;
  firstName: string;
  userStatus: number | string;
}

/** Thrown when the user info cannot be had: the session machine treats any rejection as 'log out'. */
export class UserInfoError extends Error {
  override readonly name = 'UserInfoError';
}

/**
 * User info (docs/rules.md#user-info-call): { userId: token, deviceId: '', newVersion }. Resolves only on an
 * accepted answer carrying a user id.
 */
export async function fetchUserInfo(
  cloudClient: ApiClient,
  path: string,
  token: string,
  newVersion: string,
): Promise<UserInfoResult> {
  const envelope = await cloudClient.post<Partial<UserInfoResult>>(
    path,
    { userId: token, deviceId: '', newVersion },
    { suppressLoading: true },
  );
  const { userId, firstName, userStatus } = envelope.result;
  if (!isAccepted(envelope) || typeof userId !== 'string' || userId === '') {
    throw new UserInfoError(envelope.result.dispMsg ?? 'user info refused');
  }
  return { userId, firstName: typeof firstName === 'string' ? firstName : '', userStatus: userStatus ?? 0 };
}
