import { assign, fromPromise, setup } from 'xstate';
import { answerProblems, type AskedQuestion, type AssessmentAnswer } from '../../src/lib/question-list';
import { messageOf, type Message } from '../../src/protocol/message';
import { type RefusalResult } from '../../src/protocol/message-codes';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

/**
 * Member assessment (docs/staff.md#member-assessment): the tenant's questionList, each question's
 * options from its `A` string; a question whose options include NOTE=1 needs a note, NOTE=0 allows
 * one. The answers are checked here with the server's own rules before they are sent; the server
 * stores them with the questionnaire's version. Effects, provided with `.provide()`: actor `assess`
 * (staff/member/assess).
 */

export interface MemberAssessmentInput {
  memberId: string;
  questions: AskedQuestion[];
}

export type AssessReply = {
  success: boolean;
  result: { rtn: number } & RefusalResult & { member?: unknown; questionnaireVersion?: string };
};

export interface MemberAssessmentContext {
  memberId: string;
  questions: AskedQuestion[];
  message: Message | null;
  /** Questions whose mandatory note is missing (their note field is marked). */
  notesMissing: string[];
  saved: AssessReply['result'] | null;
}

export type MemberAssessmentEvent = { type: 'SUBMIT'; answers: AssessmentAnswer[] };

/** The message for answers that cannot be sent yet (answers first, then notes), or null. */
export function answersProblem(
  questions: readonly AskedQuestion[],
  answers: readonly AssessmentAnswer[],
): Message | null {
  const problems = answerProblems(questions, answers);
  if (problems.some((p) => p.kind !== 'note-required')) return messageOf('ASSESSMENT_INCOMPLETE');
  if (problems.length > 0) return messageOf('ASSESSMENT_NOTE_REQUIRED');
  return null;
}

const notesMissingIn = (questions: readonly AskedQuestion[], answers: readonly AssessmentAnswer[]) =>
  answerProblems(questions, answers)
    .filter((p) => p.kind === 'note-required')
    .map((p) => p.questionId);

export const memberAssessmentMachine = setup({
  types: {
    context: {} as MemberAssessmentContext,
    events: {} as MemberAssessmentEvent,
    input: {} as MemberAssessmentInput,
  },
  actors: {
    assess: fromPromise<AssessReply, { memberId: string; answers: AssessmentAnswer[] }>(
      missingActor('memberAssessment', 'assess'),
    ),
  },
  actions: {
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
    markNotes: assign(({ context }, params: { answers: AssessmentAnswer[] }) => ({
      notesMissing: notesMissingIn(context.questions, params.answers),
    })),
    keepSaved: assign((_, params: { result: AssessReply['result'] }) => ({ saved: params.result })),
  },
  guards: {
    answersInvalid: ({ context }, params: { answers: AssessmentAnswer[] }) =>
      answersProblem(context.questions, params.answers) !== null,
    saved: (_, params: { reply: AssessReply }) => params.reply.success && params.reply.result.rtn > 0,
  },
}).createMachine({
  id: 'memberAssessment',
  description:
    "Member assessment: the tenant's questions, a note where the question asks for one, stored with the questionnaire's version.",
  context: ({ input }) => ({
    memberId: input.memberId,
    questions: input.questions,
    message: null,
    notesMissing: [],
    saved: null,
  }),
  initial: 'answering',
  states: {
    answering: {
      description: 'Each question with its options; a note field where NOTE=0 allows one or NOTE=1 asks for one.',
      on: {
        SUBMIT: [
          {
            guard: { type: 'answersInvalid', params: ({ event }) => ({ answers: event.answers }) },
            actions: [
              { type: 'markNotes', params: ({ event }) => ({ answers: event.answers }) },
              {
                type: 'showMessage',
                params: ({ context, event }) => ({ message: answersProblem(context.questions, event.answers) }),
              },
            ],
          },
          {
            target: 'saving',
            actions: [
              { type: 'markNotes', params: ({ event }) => ({ answers: event.answers }) },
              { type: 'showMessage', params: { message: null } },
            ],
          },
        ],
      },
    },
    saving: {
      description:
        "staff/member/assess: the server checks the answers the same way and stores them with the questionnaire's version.",
      tags: ['processing'],
      invoke: {
        id: 'assess',
        src: 'assess',
        input: ({ context, event }) => ({
          memberId: context.memberId,
          answers: (event as MemberAssessmentEvent).answers,
        }),
        onDone: [
          {
            guard: replyGuard('saved'),
            target: 'saved',
            actions: { type: 'keepSaved', params: ({ event }) => ({ result: event.output.result }) },
          },
          refused('answering', 'OPERATION_FAILED'),
        ],
        onError: callFailedWith('answering', 'CONNECTION_FAILED'),
      },
    },
    saved: {
      description: "The answers are on the member's record.",
      type: 'final',
    },
  },
});
