/**
 * Member registration at the counter (docs/staff.md#member-registration): staff create the
 * customer's account (accounts' createCounterAccount: the same rules as a sign-up, no password yet)
 * and issue the tenant's wallet cards that are issued at the counter (the wallet's issueWalletCard,
 * channel 'counter'), in one transaction. The answer carries each new card's full number once, for
 * the card handed over; the member summary masks it as everywhere else.
 */
import type { Tenant } from '../../../src/generated/tenant';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { findMemberByPhone } from '../../db/repositories/member-repository';
import { createCounterAccount } from '../accounts';
import { tenantPhone } from '../shared/phone-numbers';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { issueWalletCard } from '../wallet';
import { memberSummary, type MemberSummary } from './member-find';
import { logStaffAction } from './staff-sessions';
import type { StaffDeps, StaffIdentity } from './staff-deps';

export interface MemberRegisterBody {
  phone: string;
  firstName: string;
  lastName: string;
  email?: string;
  licensePlate?: string;
  acceptTerms: boolean;
}

export interface IssuedCounterCard {
  cardId: string;
  programmeCode: string;
  kind: 'loyalty' | 'stored-value';
  /** The full 16-digit number, answered once, for the card handed over. */
  cardNumber: string;
}

type Answer = ApiEnvelope<{ member: MemberSummary; issuedCards: IssuedCounterCard[] }>;

export async function registerMember(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: MemberRegisterBody,
): Promise<Answer | Refusal> {
  if (body.acceptTerms !== true) return refused('TERMS_REQUIRED');
  const phone = tenantPhone(tenant, body.phone);
  if (phone === null) return refused('INVALID_PHONE');
  const now = deps.now();
  const programmes = (tenant.wallet?.programmes ?? []).filter((p) => p.issue.includes('counter'));
  const result = await transactionOrRefusal<{ accountId: string; issued: IssuedCounterCard[] }, Refusal>(
    deps.db,
    async (tx, refuse) => {
      const accountId =
        (await createCounterAccount(
          tx,
          {
            tenantId: tenant.id,
            phone,
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            licensePlate: body.licensePlate,
          },
          now,
        )) ?? refuse(refused('PHONE_ALREADY_REGISTERED'));
      const issued: IssuedCounterCard[] = [];
      for (const programme of programmes) {
        const card = await issueWalletCard(tx, {
          tenant,
          accountId,
          programmeCode: programme.code,
          via: 'counter',
          now,
        });
        if (card)
          issued.push({
            cardId: card.card.id,
            programmeCode: card.card.programmeCode,
            kind: card.card.kind,
            cardNumber: card.card.cardNumber,
          });
      }
      return { accountId, issued };
    },
  );
  if ('success' in result) return result;
  await logStaffAction(deps, {
    tenantId: tenant.id,
    staffId: identity.staffId,
    action: 'member_register',
    subject: result.accountId,
    detail: result.issued.map((c) => c.programmeCode).join(','),
  });
  const member = await findMemberByPhone(deps.db, tenant.id, phone);
  if (!member) throw new Error('registered member not found');
  return ok({ member: await memberSummary(deps, tenant.id, member), issuedCards: result.issued });
}
