/**
 * The account services the routes call, bound to their dependencies once. Routes stay thin: they
 * pick the tenant (URL) and the session (Authorization) and hand the validated payload over.
 */
import type { Database } from '../../db/database';
import { systemClock, type Clock } from '../shared/clock';
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import type { SecretSource } from '../../tenants/secret-value';
import {
  smsCodeSecret,
  createOutboxSmsProvider,
  createTenantSmsProvider,
  lastOutboxCode,
  type SmsProvider,
} from '../sms';
import type { AccountDeps, AccountLogger, RecalledSession, SessionIdentity } from './account-deps';
import { changePassword, resetPassword } from './password-changes';
import { checkPhone, checkVerificationCode, requestVerificationCode, type TenantRef } from './phone-verification';
import { ownProfile, updateOwnProfile } from './profile';
import { register } from './registration';
import { authenticateToken, endSession, recallToken } from './sessions';
import { signInWithPassword, signInWithSmsCode } from './sign-in';
import { userInfo } from './user-info';
import { removeVehicle, savedVehicles, saveVehicle } from './saved-vehicles';

export interface AccountOptions {
  /** Time source of every account rule (default: the system clock); tests move it forward. */
  now?: Clock;
  /**
   * Where SMS go (default: where each tenant's `sms` block says, docs/sms.md: Twilio, or the
   * sms_outbox table plus a log line for a tenant without a provider).
   */
  smsProvider?: SmsProvider;
  /** Where the tenants' sms secret references are read (default process.env). */
  smsSecrets?: SecretSource;
  /** Key of the SMS code HMAC, at least 32 characters (default: a random one kept in the database). */
  smsCodeSecret?: string;
  /**
   * Serve GET /sandbox-api/sms/last (default false). Only takes effect with the default outbox
   * provider; main.ts turns it on with SMS_SANDBOX=1, which NODE_ENV=production refuses (docs/rules.md#test-tools).
   */
  smsSandbox?: boolean;
  /** See AccountDeps.smsDailyPerClient. */
  smsDailyPerClient?: number;
  /** See AccountDeps.onAccountCreated. */
  onAccountCreated?: AccountDeps['onAccountCreated'];
}

const ACCOUNT_OPERATIONS = {
  checkPhone,
  requestCode: requestVerificationCode,
  checkCode: checkVerificationCode,
  register,
  signIn: signInWithPassword,
  loginBySms: signInWithSmsCode,
  userInfo,
  resetPassword,
  profile: ownProfile,
  updateProfile: updateOwnProfile,
  changePassword,
  logout: endSession,
  savedVehicles,
  saveVehicle,
  removeVehicle,
  /** The last code the outbox "sent" to a phone (the sandbox endpoint; see sandboxEnabled). */
  lastSandboxCode: lastOutboxCode,
};

export interface AccountServices extends BoundOperations<AccountDeps, typeof ACCOUNT_OPERATIONS> {
  /** What the operations run on, for the app's background jobs; routes call the operations. */
  deps: AccountDeps;
  /** Whether the sandbox endpoint may read the outbox. */
  sandboxEnabled: boolean;
  authenticate(tenant: TenantRef, token: string): Promise<SessionIdentity | null>;
  /** svc/order's authentication: see recallToken. */
  recall(tenant: TenantRef, token: string): Promise<RecalledSession | null>;
}

export function createAccountServices(db: Database, log: AccountLogger, options: AccountOptions = {}): AccountServices {
  const now = options.now ?? systemClock;
  const sms =
    options.smsProvider ??
    createTenantSmsProvider({
      outbox: createOutboxSmsProvider({ db, now, log, logText: options.smsSandbox === true }),
      secrets: options.smsSecrets ?? process.env,
      log,
    });
  const deps: AccountDeps = {
    db,
    now,
    sms,
    codeSecret: smsCodeSecret(db, options.smsCodeSecret),
    ...(options.smsDailyPerClient === undefined ? {} : { smsDailyPerClient: options.smsDailyPerClient }),
    log,
    onAccountCreated: options.onAccountCreated,
  };
  return {
    deps,
    sandboxEnabled: options.smsSandbox === true && sms.isSandboxOutbox,
    ...bindDeps(deps, ACCOUNT_OPERATIONS),
    authenticate: (tenant, token) => authenticateToken(deps, tenant.id, token),
    recall: (tenant, token) => recallToken(deps, tenant.id, token),
  };
}
