/**
 * Member assessment (docs/staff.md#member-assessment): staff record a member's answers to the
 * tenant's questionList. The answers are checked with the same rules the screen uses
 * (src/lib/question-list.ts: every question answered with one of its options, a note where NOTE=1
 * asks for one) and stored with the questionnaire's version: a digest of the questions as asked, so
 * an answer always reads against the questions it answered.
 */
import { createHash } from 'node:crypto';
import type { Tenant } from '../../../src/generated/tenant';
import {
  answerProblems,
  askedQuestions,
  type AskedQuestion,
  type AssessmentAnswer,
} from '../../../src/lib/question-list';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { insertMemberAssessment } from '../../db/repositories/member-assessment-repository';
import { findMemberById } from '../../db/repositories/member-repository';
import { memberSummary, type MemberSummary } from './member-find';
import { logStaffAction } from './staff-sessions';
import type { StaffDeps, StaffIdentity } from './staff-deps';

/** The questionnaire's version: the first 16 hex digits of the SHA-256 of the questions as asked. */
export function questionnaireVersion(questions: readonly AskedQuestion[]): string {
  return createHash('sha256').update(JSON.stringify(questions)).digest('hex').slice(0, 16);
}

export async function assessMember(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { memberId: string; answers: AssessmentAnswer[] },
): Promise<ApiEnvelope<{ member: MemberSummary; questionnaireVersion: string }> | Refusal> {
  const member = await findMemberById(deps.db, tenant.id, body.memberId);
  if (!member) return refused('MEMBER_NOT_FOUND');
  // In the tenant's default language: what the record stores, whoever asked in which language.
  const questions = askedQuestions(tenant.cloud?.questionList, tenant.locale.defaultLanguage);
  if (questions.length === 0) return refused('ASSESSMENT_UNAVAILABLE');
  const answers = body.answers.map((a) => ({ questionId: a.questionId, option: a.option, note: a.note.trim() }));
  const problems = answerProblems(questions, answers);
  // Answers first: a note is only asked for once every question has its answer.
  if (problems.some((p) => p.kind !== 'note-required')) return refused('ASSESSMENT_INCOMPLETE');
  if (problems.length > 0) return refused('ASSESSMENT_NOTE_REQUIRED');
  const version = questionnaireVersion(questions);
  const now = deps.now();
  const id = await insertMemberAssessment(deps.db, {
    tenantId: tenant.id,
    accountId: member.accountId,
    staffId: identity.staffId,
    questionnaireVersion: version,
    answers: questions.map((q) => {
      const answer = answers.find((a) => a.questionId === q.id) as AssessmentAnswer;
      return { questionId: q.id, question: q.text, option: answer.option, note: answer.note };
    }),
    now,
  });
  await logStaffAction(deps, {
    tenantId: tenant.id,
    staffId: identity.staffId,
    action: 'member_assess',
    subject: member.accountId,
    detail: `${id}:${version}`,
  });
  return ok({ member: await memberSummary(deps, tenant.id, member), questionnaireVersion: version });
}
