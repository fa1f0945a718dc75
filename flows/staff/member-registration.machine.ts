import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Message } from '../../src/protocol/message';
import { type RefusalResult } from '../../src/protocol/message-codes';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

/**
 * Member registration at the counter (docs/staff.md#member-registration): staff type the customer's
 * phone, name and optional email and plate, and confirm the customer accepted the terms; the server
 * creates the customer (no password yet) and issues the tenant's counter wallet cards in one go, and
 * the screen shows the new card's number for the card handed over. Effects, provided with
 * `.provide()`: actor `register` (staff/member/register).
 */

export interface RegistrationFields {
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  licensePlate: string;
  acceptTerms: boolean;
}

export type RegisterReply = {
  success: boolean;
  result: { rtn: number } & RefusalResult & { member?: unknown; issuedCards?: unknown[] };
};

export interface MemberRegistrationContext {
  message: Message | null;
  /** The server's answer once registered (the member and the cards issued). */
  registered: RegisterReply['result'] | null;
}

export type MemberRegistrationEvent = ({ type: 'SUBMIT' } & RegistrationFields) | { type: 'REGISTER_ANOTHER' };

/** What is missing from the form before sending, or null. */
export function registrationProblem(fields: RegistrationFields): Message | null {
  if (fields.phone.trim() === '') return messageOf('PHONE_MISSING');
  if (fields.firstName.trim() === '') return messageOf('FIRST_NAME_REQUIRED');
  if (fields.lastName.trim() === '') return messageOf('LAST_NAME_REQUIRED');
  if (!fields.acceptTerms) return messageOf('TERMS_REQUIRED');
  return null;
}

const accepted = (reply: RegisterReply) => reply.success && reply.result.rtn > 0;

export const memberRegistrationMachine = setup({
  types: {
    context: {} as MemberRegistrationContext,
    events: {} as MemberRegistrationEvent,
  },
  actors: {
    register: fromPromise<RegisterReply, RegistrationFields>(missingActor('memberRegistration', 'register')),
  },
  actions: {
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
    keepRegistered: assign((_, params: { result: RegisterReply['result'] }) => ({ registered: params.result })),
    clearRegistered: assign({ registered: null, message: null }),
  },
  guards: {
    fieldsInvalid: (_, params: RegistrationFields) => registrationProblem(params) !== null,
    registered: (_, params: { reply: RegisterReply }) => accepted(params.reply),
  },
}).createMachine({
  id: 'memberRegistration',
  description: "Member registration at the counter: the customer's details, then the new member and their wallet card.",
  context: { message: null, registered: null },
  initial: 'editing',
  states: {
    editing: {
      description: "The customer's phone, name, optional email and plate, and the terms accepted.",
      on: {
        SUBMIT: [
          {
            guard: { type: 'fieldsInvalid', params: ({ event }) => event },
            actions: { type: 'showMessage', params: ({ event }) => ({ message: registrationProblem(event) }) },
          },
          { target: 'registering', actions: { type: 'showMessage', params: { message: null } } },
        ],
      },
    },
    registering: {
      description:
        'staff/member/register: the server creates the customer and issues the counter cards in one transaction.',
      tags: ['processing'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          const { type: _type, ...fields } = event as Extract<MemberRegistrationEvent, { type: 'SUBMIT' }>;
          return fields;
        },
        onDone: [
          {
            guard: replyGuard('registered'),
            target: 'registered',
            actions: { type: 'keepRegistered', params: ({ event }) => ({ result: event.output.result }) },
          },
          refused('editing', 'SIGN_UP_FAILED'),
        ],
        onError: callFailedWith('editing', 'CONNECTION_FAILED'),
      },
    },
    registered: {
      description: 'The member exists and holds their new card; its number is shown for the card handed over.',
      on: { REGISTER_ANOTHER: { target: 'editing', actions: 'clearRegistered' } },
    },
  },
});
