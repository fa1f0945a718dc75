import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { memberAssessmentMachine, type AssessReply } from '../../../flows/staff/member-assessment.machine';
import { assessMember } from '../../api/endpoints/staff';
import type { AskedQuestion, AssessmentAnswer } from '../../lib/question-list';
import type { StaffApi } from './use-staff-api';

/** The member assessment machine with staff/member/assess. */
export function useMemberAssessment(api: StaffApi, memberId: string, questions: AskedQuestion[], onLocked: () => void) {
  const [machine] = useState(() =>
    memberAssessmentMachine.provide({
      actors: {
        assess: fromPromise<AssessReply, { memberId: string; answers: AssessmentAnswer[] }>(({ input }) =>
          assessMember(api.cloud, input).catch((error: unknown) => {
            onLocked();
            throw error;
          }),
        ),
      },
    }),
  );
  return useMachine(machine, { input: { memberId, questions } });
}
