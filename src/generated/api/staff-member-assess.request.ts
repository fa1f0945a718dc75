/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/member/assess, before packaging: the member's answers to the tenant's questionList (needs a role that opens memberAssessment).
 */
export interface StaffMemberAssessRequest {
  /**
   * The member (from member find).
   */
  memberId: string;
  /**
   * One answer per question.
   *
   * @maxItems 50
   */
  answers: StaffAssessmentAnswer[];
}
export interface StaffAssessmentAnswer {
  /**
   * The question's id.
   */
  questionId: string;
  /**
   * The chosen option, as the A string lists it.
   */
  option: string;
  /**
   * The free-text note: mandatory where the question's options include NOTE=1, allowed with NOTE=0, empty otherwise.
   */
  note: string;
}
