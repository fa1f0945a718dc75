/**
 * Member find at the counter (docs/staff.md#member-find): a customer of the staff member's tenant by
 * phone number, 16-digit card number or the member code of a card's QR code. A member of another
 * tenant is not found. Every search is logged with what was searched and whom it found.
 */
import type { Tenant } from '../../../src/generated/tenant';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { listMemberAssessments } from '../../db/repositories/member-assessment-repository';
import {
  findMemberByCardNumber,
  findMemberByPhone,
  findMemberByQrPayload,
  type MemberRecord,
} from '../../db/repositories/member-repository';
import { tenantPhone } from '../shared/phone-numbers';
import { listAccountCards } from '../wallet';
import { logStaffAction } from './staff-sessions';
import type { StaffDeps, StaffIdentity } from './staff-deps';

export type MemberFindBy = 'phone' | 'card' | 'qr';

export interface MemberCardSummary {
  cardId: string;
  programmeCode: string;
  kind: 'loyalty' | 'stored-value';
  cardNumber: string;
  points: number;
  balance: number;
  expiresOn: string;
  expired: boolean;
}

export interface MemberAssessmentSummary {
  assessmentId: string;
  questionnaireVersion: string;
  staffName: string;
  /** Unix seconds. */
  recordedAt: number;
  answers: Array<{ questionId: string; question: string; option: string; note: string }>;
}

export interface MemberSummary {
  memberId: string;
  firstName: string;
  lastName: string;
  phone: string;
  cards: MemberCardSummary[];
  /** The member's latest assessments, newest first (the member's record at the counter). */
  assessments: MemberAssessmentSummary[];
}

const ASSESSMENTS_SHOWN = 3;

const CARD_NUMBER = /^[0-9]{16}$/;
const QR_PAYLOAD = /^[A-Za-z0-9_-]{16,64}$/;

export async function memberSummary(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  tenantId: string,
  member: MemberRecord,
): Promise<MemberSummary> {
  const cards = await listAccountCards(deps.db, tenantId, member.accountId, deps.now());
  const assessments = await listMemberAssessments(deps.db, tenantId, member.accountId, ASSESSMENTS_SHOWN);
  return {
    memberId: member.accountId,
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone,
    cards: cards.map((c) => ({
      cardId: c.id,
      programmeCode: c.programmeCode,
      kind: c.kind,
      cardNumber: c.maskedNumber,
      points: c.points,
      balance: c.balance,
      expiresOn: c.expiresOn,
      expired: c.expired,
    })),
    assessments: assessments.map((a) => ({
      assessmentId: a.id,
      questionnaireVersion: a.questionnaireVersion,
      staffName: a.staffName,
      recordedAt: Math.floor(a.createdAt.getTime() / 1000),
      answers: a.answers,
    })),
  };
}

async function lookUp(deps: StaffDeps, tenant: Tenant, by: MemberFindBy, value: string): Promise<MemberRecord | null> {
  const typed = value.trim();
  if (by === 'phone') {
    const phone = tenantPhone(tenant, typed);
    return phone === null ? null : findMemberByPhone(deps.db, tenant.id, phone);
  }
  if (by === 'card') {
    const digits = typed.replace(/[\s-]/g, '');
    return CARD_NUMBER.test(digits) ? findMemberByCardNumber(deps.db, tenant.id, digits) : null;
  }
  return QR_PAYLOAD.test(typed) ? findMemberByQrPayload(deps.db, tenant.id, typed) : null;
}

export async function findMember(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { by: MemberFindBy; value: string },
): Promise<ApiEnvelope<{ member: MemberSummary }> | Refusal> {
  const member = await lookUp(deps, tenant, body.by, body.value);
  // The log keeps what was typed only masked (a phone or card number is personal data).
  await logStaffAction(deps, {
    tenantId: tenant.id,
    staffId: identity.staffId,
    action: 'member_find',
    subject: member?.accountId ?? '',
    detail: `${body.by}:${maskLongString(body.value.trim().slice(0, 64))}`,
  });
  if (!member) return refused('MEMBER_NOT_FOUND');
  return ok({ member: await memberSummary(deps, tenant.id, member) });
}
