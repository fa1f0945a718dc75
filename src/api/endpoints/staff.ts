import type { ApiEnvelope } from '../../protocol/response';
import type { ApiClient } from '../client';
import type { StaffMemberAssessRequest } from '../../generated/api/staff-member-assess.request';
import type { StaffMemberAssessResult } from '../../generated/api/staff-member-assess.response';
import type { StaffMemberRegisterRequest } from '../../generated/api/staff-member-register.request';
import type { StaffMemberRegisterResult } from '../../generated/api/staff-member-register.response';
import type { StaffPinpadReceiptSmsRequest } from '../../generated/api/staff-pinpad-receipt-sms.request';
import type { StaffPinpadReceiptSmsResult } from '../../generated/api/staff-pinpad-receipt-sms.response';
import type { StaffMemberRecentResult } from '../../generated/api/staff-member-recent.response';
import type { StaffMemberFindRequest } from '../../generated/api/staff-member-find.request';
import type { StaffMemberFindResult } from '../../generated/api/staff-member-find.response';
import type { StaffMeResult } from '../../generated/api/staff-me.response';
import type { StaffSignInResult } from '../../generated/api/staff-sign-in.response';
import type { StaffUnlockResult } from '../../generated/api/staff-unlock.response';
import type { StaffSwitchListResult } from '../../generated/api/staff-switch-list.response';
import type { StaffSwitchResult } from '../../generated/api/staff-switch.response';
import type { StaffPinpadChargeRequest } from '../../generated/api/staff-pinpad-charge.request';
import type { StaffPinpadChargeResult } from '../../generated/api/staff-pinpad-charge.response';
import type { StaffPinpadExitResult } from '../../generated/api/staff-pinpad-exit.response';
import type { StaffPinpadKioskResult } from '../../generated/api/staff-pinpad-kiosk.response';
import type { StaffSinglePayRequestRequest } from '../../generated/api/staff-single-pay-request.request';
import type { StaffSinglePayRequestResponseResult as StaffSinglePayRequestResult } from '../../generated/api/staff-single-pay-request.response';
import type { StaffSinglePayStatusRequest } from '../../generated/api/staff-single-pay-status.request';
import type { StaffSinglePayStatusResponseResult as StaffSinglePayStatusResult } from '../../generated/api/staff-single-pay-status.response';

/**
 * The staff calls on the cloud base (docs/staff.md), made with a client whose token is the staff
 * session's (never the customer's). Refusals resolve; transport failures and HTTP 401/403 reject.
 */
export const STAFF_PATHS = {
  signIn: '/staff/signIn',
  unlock: '/staff/unlock',
  lock: '/staff/lock',
  logout: '/staff/logout',
  me: '/staff/me',
  switchList: '/staff/switch/list',
  switchStaff: '/staff/switch',
  memberFind: '/staff/member/find',
  memberRecent: '/staff/member/recent',
  memberRegister: '/staff/member/register',
  memberAssess: '/staff/member/assess',
  pinpadCharge: '/staff/pinpad/charge',
  pinpadReceiptSms: '/staff/pinpad/receiptSms',
  pinpadExit: '/staff/pinpad/exit',
  pinpadKiosk: '/staff/pinpad/kiosk',
  singlePayRequest: '/staff/singlePayRequest',
  singlePayStatus: '/staff/singlePayStatus',
} as const;

/** Employee login; `shop` marks a device signed in at that site, which may later switch staff by PIN. */
export function staffSignIn(
  cloud: ApiClient,
  login: string,
  password: string,
  shop?: string,
): Promise<ApiEnvelope<StaffSignInResult>> {
  return cloud.post<StaffSignInResult>(
    STAFF_PATHS.signIn,
    shop === undefined ? { login, password } : { login, password, shop },
  );
}

/** The site's staff signed in lately, to tap a name for a quick switch (docs/staff.md#staff-switch). */
export function staffSwitchList(cloud: ApiClient, shop: string): Promise<ApiEnvelope<StaffSwitchListResult>> {
  return cloud.post<StaffSwitchListResult>(STAFF_PATHS.switchList, { shop });
}

/** The chosen staff member's own PIN hands the device's session over to them (docs/staff.md#staff-switch). */
export function staffSwitch(
  cloud: ApiClient,
  shop: string,
  staffId: string,
  pin: string,
): Promise<ApiEnvelope<StaffSwitchResult>> {
  return cloud.post<StaffSwitchResult>(STAFF_PATHS.switchStaff, { shop, staffId, pin });
}

export function staffUnlock(cloud: ApiClient, pin: string): Promise<ApiEnvelope<StaffUnlockResult>> {
  return cloud.post<StaffUnlockResult>(STAFF_PATHS.unlock, { pin });
}

export function staffLock(cloud: ApiClient): Promise<ApiEnvelope> {
  return cloud.post(STAFF_PATHS.lock, {});
}

export function staffLogout(cloud: ApiClient): Promise<ApiEnvelope> {
  return cloud.post(STAFF_PATHS.logout, {}, { isLogout: true });
}

export function staffMe(cloud: ApiClient): Promise<ApiEnvelope<StaffMeResult>> {
  return cloud.post<StaffMeResult>(STAFF_PATHS.me, {});
}

export function findMember(
  cloud: ApiClient,
  request: StaffMemberFindRequest,
): Promise<ApiEnvelope<StaffMemberFindResult>> {
  return cloud.post<StaffMemberFindResult>(STAFF_PATHS.memberFind, request);
}

/** The members this staff member found or opened lately, latest first (docs/staff.md#member-find). */
export function recentMembers(cloud: ApiClient): Promise<ApiEnvelope<StaffMemberRecentResult>> {
  return cloud.post<StaffMemberRecentResult>(STAFF_PATHS.memberRecent, {});
}

export function registerMember(
  cloud: ApiClient,
  request: StaffMemberRegisterRequest,
): Promise<ApiEnvelope<StaffMemberRegisterResult>> {
  return cloud.post<StaffMemberRegisterResult>(STAFF_PATHS.memberRegister, request);
}

export function assessMember(
  cloud: ApiClient,
  request: StaffMemberAssessRequest,
): Promise<ApiEnvelope<StaffMemberAssessResult>> {
  return cloud.post<StaffMemberAssessResult>(STAFF_PATHS.memberAssess, request);
}

/** The pinpad kiosk's charge (docs/staff.md#pinpad); idempotent by the request's key. */
export function pinpadCharge(
  cloud: ApiClient,
  request: StaffPinpadChargeRequest,
): Promise<ApiEnvelope<StaffPinpadChargeResult>> {
  return cloud.post<StaffPinpadChargeResult>(STAFF_PATHS.pinpadCharge, request);
}

/** Kiosk mode on the server (docs/staff.md#kiosk-server): until the staff PIN, the session can only charge through the pinpad at `shop`. */
/** A charge's receipt by SMS to the card holder's phone, once (docs/staff.md#pinpad-receipt). */
export function pinpadReceiptSms(
  cloud: ApiClient,
  request: StaffPinpadReceiptSmsRequest,
): Promise<ApiEnvelope<StaffPinpadReceiptSmsResult>> {
  return cloud.post<StaffPinpadReceiptSmsResult>(STAFF_PATHS.pinpadReceiptSms, request);
}

export function pinpadKiosk(cloud: ApiClient, shop: string): Promise<ApiEnvelope<StaffPinpadKioskResult>> {
  return cloud.post<StaffPinpadKioskResult>(STAFF_PATHS.pinpadKiosk, { shop });
}

/** The staff PIN that leaves kiosk mode (on the server too) or opens a relocked kiosk. */
export function pinpadExit(cloud: ApiClient, pin: string): Promise<ApiEnvelope<StaffPinpadExitResult>> {
  return cloud.post<StaffPinpadExitResult>(STAFF_PATHS.pinpadExit, { pin });
}

/** A single-pay request at one of the tenant's shops; the staff member is its requester (docs/shop.md#staff-single-pay). */
export function createSinglePayRequest(
  cloud: ApiClient,
  request: StaffSinglePayRequestRequest,
): Promise<ApiEnvelope<StaffSinglePayRequestResult>> {
  return cloud.post<StaffSinglePayRequestResult>(STAFF_PATHS.singlePayRequest, request);
}

/** How the staff member's request stands; quiet, as the screen asks every few seconds. */
export function singlePayStatus(
  cloud: ApiClient,
  request: StaffSinglePayStatusRequest,
): Promise<ApiEnvelope<StaffSinglePayStatusResult>> {
  return cloud.post<StaffSinglePayStatusResult>(STAFF_PATHS.singlePayStatus, request, { suppressLoading: true });
}
