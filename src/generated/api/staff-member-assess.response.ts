/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {Problem} from './problem';
import type {StaffMemberSummary} from './staff-member';

/**
 * Answer of staff/member/assess: rtn 1 with the member (their record shows the new answers) and the questionnaire's version; rtn 0 ASSESSMENT_NOTE_REQUIRED, ASSESSMENT_INCOMPLETE, ASSESSMENT_UNAVAILABLE, MEMBER_NOT_FOUND.
 */
export interface StaffMemberAssessResponse {
  /**
   * True: the call was handled.
   */
  success: boolean;
  result: StaffMemberAssessResult;
}
/**
 * rtn 1 with member and questionnaireVersion, or rtn 0.
 */
export interface StaffMemberAssessResult {
  /**
   * 1: done; 0: refused (dispMsg and problem say why).
   */
  rtn: number;
  /**
   * Why the call was refused.
   */
  dispMsg?: string;
  /**
   * On a refusal: its code and params (dispMsg is their English).
   */
  problem?: Problem;
  /**
   * The member with the recorded assessment.
   */
  member?: StaffMemberSummary;
  /**
   * The version of the questionnaire answered.
   */
  questionnaireVersion?: string;
}
