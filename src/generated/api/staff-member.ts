/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * A customer (member) as the counter sees them after member find: name, phone and wallet cards (numbers masked).
 */
export interface StaffMemberSummary {
  /**
   * The customer's account id.
   */
  memberId: string;
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name.
   */
  lastName: string;
  /**
   * The phone number in E.164.
   */
  phone: string;
  /**
   * The member's live wallet cards.
   */
  cards: StaffMemberCard[];
  /**
   * The member's latest assessments, newest first.
   */
  assessments: StaffMemberAssessment[];
}
export interface StaffMemberCard {
  /**
   * The card's id.
   */
  cardId: string;
  /**
   * The tenant's wallet programme.
   */
  programmeCode: string;
  /**
   * loyalty: points only; stored-value: also a balance.
   */
  kind: 'loyalty' | 'stored-value';
  /**
   * The card number, masked (first 4 and last 3 digits).
   */
  cardNumber: string;
  /**
   * Points held.
   */
  points: number;
  /**
   * Stored value in minor units.
   */
  balance: number;
  /**
   * YYYY-MM-DD, the card's last valid day.
   */
  expiresOn: string;
  /**
   * Whether the card has expired.
   */
  expired: boolean;
}
export interface StaffMemberAssessment {
  /**
   * The assessment's id.
   */
  assessmentId: string;
  /**
   * The version of the questionnaire answered.
   */
  questionnaireVersion: string;
  /**
   * Who recorded it.
   */
  staffName: string;
  /**
   * When, in Unix seconds.
   */
  recordedAt: number;
  /**
   * The answers with the questions as asked.
   */
  answers: StaffMemberAssessmentAnswer[];
}
export interface StaffMemberAssessmentAnswer {
  /**
   * The question's id.
   */
  questionId: string;
  /**
   * The question as asked.
   */
  question: string;
  /**
   * The option chosen.
   */
  option: string;
  /**
   * The note ('' when none).
   */
  note: string;
}
