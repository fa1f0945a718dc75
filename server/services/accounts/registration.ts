/**
 * register: creates the account of a phone verified for signup and signs it in. The checks that
 * need no database come first, so a refused password does not use up the verification token.
 */
import { randomUUID } from 'node:crypto';
import type { Tenant } from '../../../src/generated/tenant';
import type { AccountRegisterRequest } from '../../../src/generated/api/account-register.request';
import type { AccountRegisterResponse } from '../../../src/generated/api/account-register.response';
import { ok, refused, type Refusal } from '../../../src/protocol';
import { insertAccount } from '../../db/repositories/account-repository';
import {
  consumeVerificationToken,
  lockUsableVerificationToken,
} from '../../db/repositories/verification-token-repository';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import type { Queryable } from '../../db/database';
import type { AccountDeps } from './account-deps';
import { hashPassword } from './password-hashing';
import { newPasswordRefusal } from './password-rules';
import type { TenantRef } from './phone-verification';
import { secureTokenHash } from './secure-tokens';
import { createSession } from './sessions';

export async function register(
  deps: AccountDeps,
  tenant: TenantRef & Pick<Tenant, 'wallet'>,
  body: AccountRegisterRequest,
): Promise<AccountRegisterResponse> {
  if (body.acceptTerms !== true) return refused('TERMS_REQUIRED');
  const passwordRefusal = newPasswordRefusal(body.password, body.acceptWeakPassword);
  if (passwordRefusal) return passwordRefusal;
  const tokenHash = secureTokenHash(body.verificationToken);
  if (tokenHash === null) return refused('VERIFY_PHONE_FIRST');
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();

  return transactionOrRefusal<AccountRegisterResponse, Refusal>(deps.db, async (tx, refuse) => {
    const phone =
      (await lockUsableVerificationToken(tx, tokenHash, tenant.id, 'signup', now)) ??
      refuse(refused('VERIFY_PHONE_FIRST'));
    const accountId = randomUUID();
    const created = await insertAccount(tx, {
      id: accountId,
      tenantId: tenant.id,
      phone,
      passwordHash,
      profile: {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email?.trim() ?? '',
        licensePlate: body.licensePlate?.trim() ?? '',
        birthday: body.birthday ?? '',
      },
      now,
    });
    if (!created) refuse(refused('PHONE_ALREADY_REGISTERED'));
    await consumeVerificationToken(tx, tokenHash, now);
    await deps.onAccountCreated?.(tx, tenant, accountId, now);
    deps.log.info({ tenant: tenant.id, account: accountId }, 'account registered');
    return ok({ userId: await createSession(tx, accountId, now) });
  });
}

export interface CounterAccount {
  tenantId: string;
  /** E.164, already read in the tenant's phone country. */
  phone: string;
  firstName: string;
  lastName: string;
  email?: string;
  licensePlate?: string;
}

/**
 * Creates the account of a customer registered by staff at the counter (docs/staff.md#member-registration),
 * in the caller's transaction, with the same insert and profile rules as register: the customer
 * accepted the terms at the counter and has no password yet (sign-in answers -821009 until an SMS
 * login or a password reset sets one). Null when the tenant already has an account with this phone.
 */
export async function createCounterAccount(tx: Queryable, account: CounterAccount, now: Date): Promise<string | null> {
  const accountId = randomUUID();
  const created = await insertAccount(tx, {
    id: accountId,
    tenantId: account.tenantId,
    phone: account.phone,
    passwordHash: null,
    profile: {
      firstName: account.firstName.trim(),
      lastName: account.lastName.trim(),
      email: account.email?.trim() ?? '',
      licensePlate: account.licensePlate?.trim() ?? '',
      birthday: '',
    },
    now,
  });
  return created ? accountId : null;
}
