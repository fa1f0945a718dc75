import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  memberRegistrationMachine,
  type RegisterReply,
  type RegistrationFields,
} from '../../../flows/staff/member-registration.machine';
import { registerMember } from '../../api/endpoints/staff';
import type { StaffApi } from './use-staff-api';

/** The member registration machine with staff/member/register; a locked session leads to employee login. */
export function useMemberRegistration(api: StaffApi, onLocked: () => void) {
  const [machine] = useState(() =>
    memberRegistrationMachine.provide({
      actors: {
        register: fromPromise<RegisterReply, RegistrationFields>(({ input }) =>
          registerMember(api.cloud, {
            phone: input.phone.trim(),
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            acceptTerms: input.acceptTerms,
            ...(input.email.trim() === '' ? {} : { email: input.email.trim() }),
            ...(input.licensePlate.trim() === '' ? {} : { licensePlate: input.licensePlate.trim() }),
          }).catch((error: unknown) => {
            onLocked();
            throw error;
          }),
        ),
      },
    }),
  );
  return useMachine(machine);
}
