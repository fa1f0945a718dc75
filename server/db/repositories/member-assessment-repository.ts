/** SQL of member assessments (docs/staff.md#member-assessment). */
import type { Queryable } from '../database';

export interface RecordedAnswer {
  questionId: string;
  question: string;
  option: string;
  note: string;
}

export interface MemberAssessmentRecord {
  id: string;
  questionnaireVersion: string;
  staffName: string;
  answers: RecordedAnswer[];
  createdAt: Date;
}

export async function insertMemberAssessment(
  db: Queryable,
  a: {
    tenantId: string;
    accountId: string;
    staffId: string;
    questionnaireVersion: string;
    answers: RecordedAnswer[];
    now: Date;
  },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO member_assessments (tenant_id, account_id, staff_id, questionnaire_version, answers, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id::text AS id`,
    [a.tenantId, a.accountId, a.staffId, a.questionnaireVersion, JSON.stringify(a.answers), a.now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('assessment insert returned no row');
  return id;
}

/** The member's latest assessments in the tenant, newest first. */
export async function listMemberAssessments(
  db: Queryable,
  tenantId: string,
  accountId: string,
  limit: number,
): Promise<MemberAssessmentRecord[]> {
  return db.query<MemberAssessmentRecord>(
    `SELECT a.id::text AS id, a.questionnaire_version AS "questionnaireVersion", m.name AS "staffName", a.answers, a.created_at AS "createdAt"
     FROM member_assessments a JOIN staff_members m ON m.id = a.staff_id
     WHERE a.tenant_id = $1 AND a.account_id = $2 ORDER BY a.created_at DESC, a.id DESC LIMIT $3`,
    [tenantId, accountId, limit],
  );
}
