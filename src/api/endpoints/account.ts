import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { AccountChangePwdRequest } from '../../generated/api/account-change-pwd.request';
import type { AccountChangePwdResult } from '../../generated/api/account-change-pwd.response';
import type { AccountCheckUserIdentifyCodeRequest } from '../../generated/api/account-check-user-identify-code.request';
import type { AccountCheckUserIdentifyCodeResult } from '../../generated/api/account-check-user-identify-code.response';
import type { AccountChkPhoneRequest } from '../../generated/api/account-chk-phone.request';
import type { AccountChkPhoneResult } from '../../generated/api/account-chk-phone.response';
import type { AccountDetailResult } from '../../generated/api/account-detail.response';
import type { AccountGetUserIdentifyCodeRequest } from '../../generated/api/account-get-user-identify-code.request';
import type { AccountGetUserIdentifyCodeResult } from '../../generated/api/account-get-user-identify-code.response';
import type { AccountLoginBySmsRequest } from '../../generated/api/account-login-by-sms.request';
import type { AccountLoginBySmsResult } from '../../generated/api/account-login-by-sms.response';
import type { AccountLogoutResult } from '../../generated/api/account-logout.response';
import type { AccountRegisterRequest } from '../../generated/api/account-register.request';
import type { AccountRegisterResult } from '../../generated/api/account-register.response';
import type { AccountResetPwdRequest } from '../../generated/api/account-reset-pwd.request';
import type { AccountResetPwdResult } from '../../generated/api/account-reset-pwd.response';
import type { AccountSignInRequest } from '../../generated/api/account-sign-in.request';
import type { AccountSignInResult } from '../../generated/api/account-sign-in.response';
import type { AccountUpdateRequest } from '../../generated/api/account-update.request';
import type { AccountUpdateResult } from '../../generated/api/account-update.response';

/**
 * The customer-account calls on the tenant's cloud base (docs/accounts-api.md). Each resolves with
 * the response envelope, business refusals included (rtn <= 0 or success false): the account flows
 * read those themselves. A rejection is a transport failure the client has already reported.
 */

export const ACCOUNT_PATHS = {
  checkPhone: '/account/chkPhone',
  requestCode: '/account/getUserIdentifyCode',
  checkCode: '/account/checkUserIdentifyCode',
  register: '/account/register',
  signIn: '/account/signIn',
  loginBySms: '/account/loginbysms',
  detail: '/account/detail',
  update: '/account/update',
  changePassword: '/account/changePwd',
  resetPassword: '/account/resetPwd',
  logout: '/account/logout',
} as const;

export function checkPhone(
  cloud: ApiClient,
  request: AccountChkPhoneRequest,
): Promise<ApiEnvelope<AccountChkPhoneResult>> {
  return cloud.post<AccountChkPhoneResult>(ACCOUNT_PATHS.checkPhone, request);
}

export function requestVerificationCode(
  cloud: ApiClient,
  request: AccountGetUserIdentifyCodeRequest,
): Promise<ApiEnvelope<AccountGetUserIdentifyCodeResult>> {
  return cloud.post<AccountGetUserIdentifyCodeResult>(ACCOUNT_PATHS.requestCode, request);
}

export function checkVerificationCode(
  cloud: ApiClient,
  request: AccountCheckUserIdentifyCodeRequest,
): Promise<ApiEnvelope<AccountCheckUserIdentifyCodeResult>> {
  return cloud.post<AccountCheckUserIdentifyCodeResult>(ACCOUNT_PATHS.checkCode, request);
}

export function register(
  cloud: ApiClient,
  request: AccountRegisterRequest,
): Promise<ApiEnvelope<AccountRegisterResult>> {
  return cloud.post<AccountRegisterResult>(ACCOUNT_PATHS.register, request);
}

export function signIn(cloud: ApiClient, request: AccountSignInRequest): Promise<ApiEnvelope<AccountSignInResult>> {
  return cloud.post<AccountSignInResult>(ACCOUNT_PATHS.signIn, request);
}

export function loginBySms(
  cloud: ApiClient,
  request: AccountLoginBySmsRequest,
): Promise<ApiEnvelope<AccountLoginBySmsResult>> {
  return cloud.post<AccountLoginBySmsResult>(ACCOUNT_PATHS.loginBySms, request);
}

/** The signed-in account's profile (Authorization header from the session). */
export function fetchProfile(cloud: ApiClient, signal?: AbortSignal): Promise<ApiEnvelope<AccountDetailResult>> {
  return cloud.post<AccountDetailResult>(ACCOUNT_PATHS.detail, {}, signal ? { signal } : {});
}

/** Saves profile fields: an absent field is kept, '' clears it. The phone cannot be changed here. */
export function updateProfile(
  cloud: ApiClient,
  request: AccountUpdateRequest,
): Promise<ApiEnvelope<AccountUpdateResult>> {
  return cloud.post<AccountUpdateResult>(ACCOUNT_PATHS.update, request);
}

export function changePassword(
  cloud: ApiClient,
  request: AccountChangePwdRequest,
): Promise<ApiEnvelope<AccountChangePwdResult>> {
  return cloud.post<AccountChangePwdResult>(ACCOUNT_PATHS.changePassword, request);
}

export function resetPassword(
  cloud: ApiClient,
  request: AccountResetPwdRequest,
): Promise<ApiEnvelope<AccountResetPwdResult>> {
  return cloud.post<AccountResetPwdResult>(ACCOUNT_PATHS.resetPassword, request);
}

/** Raised when the server did not end the session: the session flow then says 'Failed to logout, please retry later'. */
export class LogoutRefusedError extends Error {
  override readonly name = 'LogoutRefusedError';
}

/**
 * Ends this session on the server (revokes this token only). Resolves once it is ended; rejects
 * when it was refused or the call failed. A 401 is not reported as 'Login expired' (docs/rules.md#http-failures).
 */
export async function logout(cloud: ApiClient): Promise<void> {
  const envelope = await cloud.post<AccountLogoutResult>(ACCOUNT_PATHS.logout, {}, { isLogout: true });
  if (!envelope.success || envelope.result.rtn <= 0)
    throw new LogoutRefusedError(envelope.result.dispMsg ?? 'logout refused');
}
