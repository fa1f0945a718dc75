/**
 * Member find at the counter (docs/staff.md#member-find): a customer of the staff member's tenant by
 * phone number, 16-digit card number, the member code of a card's QR code or their id; or the
 * members whose name contains what was typed, to pick one from; and the members this staff member
 * opened lately. A member of another tenant is never found. Every search is logged with what was
 * searched and whom it found (the recent members are read from that log).
 */
import type { Tenant } from '../../../src/generated/tenant';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { listMemberAssessments } from '../../db/repositories/member-assessment-repository';
import {
  findMemberByCardNumber,
  findMemberById,
  findMemberByPhone,
  findMemberByQrPayload,
  recentMembersOfStaff,
  searchMembersByName,
  type MemberRecord,
} from '../../db/repositories/member-repository';
import { MEMBER_NAME_MATCHES, MEMBER_NAME_MIN, MEMBER_RECENT_DAYS, MEMBER_RECENT_SHOWN } from '../../../src/lib/limits';
import { tenantPhone } from '../shared/phone-numbers';
import { listAccountCards } from '../wallet';
import { logStaffAction } from './staff-sessions';
import type { StaffDeps, StaffIdentity } from './staff-deps';

export type MemberFindBy = 'phone' | 'card' | 'qr' | 'id' | 'name';

/** A member in a list to pick from: the phone masked but for its last digits. */
export interface MemberMatch {
  memberId: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Recent members: when this staff member last opened them, Unix seconds. */
  seenAt?: number;
}

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
const MEMBER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

function match(member: MemberRecord, seenAt?: Date): MemberMatch {
  return {
    memberId: member.accountId,
    firstName: member.firstName,
    lastName: member.lastName,
    phone: maskLongString(member.phone),
    ...(seenAt ? { seenAt: Math.floor(new Date(seenAt).getTime() / 1000) } : {}),
  };
}

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

async function lookUp(
  deps: StaffDeps,
  tenant: Tenant,
  by: Exclude<MemberFindBy, 'name'>,
  value: string,
): Promise<MemberRecord | null> {
  const typed = value.trim();
  if (by === 'id') return MEMBER_ID.test(typed) ? findMemberById(deps.db, tenant.id, typed.toLowerCase()) : null;
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

/** The members whose name contains what was typed (at least MEMBER_NAME_MIN letters), to pick one from. */
async function findByName(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  typed: string,
): Promise<ApiEnvelope<{ matches: MemberMatch[] }> | Refusal> {
  const part = typed.trim().replace(/\s+/g, ' ');
  if (Array.from(part).length < MEMBER_NAME_MIN) return refused('MEMBER_NAME_TOO_SHORT', { min: MEMBER_NAME_MIN });
  const members = await searchMembersByName(deps.db, tenant.id, part, MEMBER_NAME_MATCHES);
  await logStaffAction(deps, {
    tenantId: tenant.id,
    staffId: identity.staffId,
    action: 'member_search',
    subject: '',
    // What was typed is personal data: the log keeps its length and what it found.
    detail: `name:${Array.from(part).length} letters, ${members.length} found`,
  });
  if (members.length === 0) return refused('MEMBER_NOT_FOUND');
  return ok({ matches: members.map((m) => match(m)) });
}

export async function findMember(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { by: MemberFindBy; value: string },
): Promise<ApiEnvelope<{ member: MemberSummary } | { matches: MemberMatch[] }> | Refusal> {
  if (body.by === 'name') return findByName(deps, tenant, identity, body.value);
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

/** The members this staff member found or opened in the last MEMBER_RECENT_DAYS days, latest first. */
export async function recentMembers(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
): Promise<ApiEnvelope<{ members: MemberMatch[] }>> {
  const since = new Date(deps.now().getTime() - MEMBER_RECENT_DAYS * DAY_MS);
  const rows = await recentMembersOfStaff(deps.db, tenant.id, identity.staffId, since, MEMBER_RECENT_SHOWN);
  return ok({ members: rows.map((row) => match(row, row.seenAt)) });
}
