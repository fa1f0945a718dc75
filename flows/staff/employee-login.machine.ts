import { assign, fromPromise, setup } from 'xstate';
import { isStaffPin } from '../../src/lib/limits';
import { messageOf, type Message } from '../../src/protocol/message';
import { type RefusalResult } from '../../src/protocol/message-codes';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

/**
 * Employee login with PIN (docs/staff.md#sign-in): staff id or phone and password open a staff
 * session that is still locked; the staff member's 4-6 digit counter PIN unlocks it. A shared device
 * that locked (idle, or a kiosk left) keeps the session and starts at the PIN; "not me" signs the
 * session out and goes back to the password. The server counts wrong passwords and PINs and locks
 * each after its limit. Effects, provided with `.provide()`: actors `signIn` (staff/signIn), `unlock`
 * (staff/unlock), `signOut` (staff/logout); actions `storeToken`, `forgetToken`, `reportUnlocked`.
 */

export interface EmployeeLoginInput {
  /** A staff session is kept on this device (locked): start at the PIN. */
  hasSession: boolean;
}

export type StaffReply<T extends object = Record<never, never>> = {
  success: boolean;
  result: { rtn: number } & RefusalResult & Partial<T>;
};
export type SignInReply = StaffReply<{ token: string }>;
export type UnlockReply = StaffReply<{ staff: unknown }>;

export interface EmployeeLoginContext {
  /** Whether the device kept a (locked) staff session when the flow started. */
  hasSession: boolean;
  message: Message | null;
}

export type EmployeeLoginEvent =
  { type: 'SUBMIT'; login: string; password: string } | { type: 'SUBMIT_PIN'; pin: string } | { type: 'NOT_ME' };

const accepted = (reply: StaffReply) => reply.success && reply.result.rtn > 0;

export const employeeLoginMachine = setup({
  types: {
    context: {} as EmployeeLoginContext,
    events: {} as EmployeeLoginEvent,
    input: {} as EmployeeLoginInput,
  },
  actors: {
    signIn: fromPromise<SignInReply, { login: string; password: string }>(missingActor('employeeLogin', 'signIn')),
    unlock: fromPromise<UnlockReply, { pin: string }>(missingActor('employeeLogin', 'unlock')),
    signOut: fromPromise<unknown, void>(missingActor('employeeLogin', 'signOut')),
  },
  actions: {
    // Effect: the staff token is kept for this device's tab.
    storeToken: (_, _params: { token: string }) => {},
    // Effect: the staff token is dropped.
    forgetToken: () => {},
    // Effect: function select opens with the staff member.
    reportUnlocked: (_, _params: { staff: unknown }) => {},
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    hasSession: ({ context }) => context.hasSession,
    credentialsMissing: (_, params: { login: string; password: string }) =>
      params.login.trim() === '' || params.password === '',
    pinInvalid: (_, params: { pin: string }) => !isStaffPin(params.pin),
    signedIn: (_, params: { reply: SignInReply }) =>
      accepted(params.reply) && typeof params.reply.result.token === 'string',
    unlocked: (_, params: { reply: UnlockReply }) => accepted(params.reply),
  },
}).createMachine({
  id: 'employeeLogin',
  description:
    'Employee login: staff id or phone and password, then the counter PIN; a locked shared device asks only for the PIN.',
  context: ({ input }) => ({ hasSession: input.hasSession, message: null }),
  initial: 'start',
  states: {
    start: {
      description: 'A locked staff session on this device starts at the PIN; otherwise at the password.',
      always: [{ guard: 'hasSession', target: 'pin' }, { target: 'credentials' }],
    },
    credentials: {
      description: 'Staff id or phone number and password.',
      on: {
        SUBMIT: [
          {
            guard: { type: 'credentialsMissing', params: ({ event }) => event },
            actions: { type: 'showMessage', params: { message: messageOf('LOGIN_INPUT_MISSING') } },
          },
          { target: 'signingIn', actions: { type: 'showMessage', params: { message: null } } },
        ],
      },
    },
    signingIn: {
      description:
        'staff/signIn: the server checks the password (a try limit per staff member) and opens a locked session.',
      tags: ['processing'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const submitted = event as Extract<EmployeeLoginEvent, { type: 'SUBMIT' }>;
          return { login: submitted.login.trim(), password: submitted.password };
        },
        onDone: [
          {
            guard: replyGuard('signedIn'),
            target: 'pin',
            actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.result.token ?? '' }) },
          },
          refused('credentials', 'LOGIN_MISMATCH'),
        ],
        onError: callFailedWith('credentials', 'CONNECTION_FAILED'),
      },
    },
    pin: {
      description: 'The counter PIN of the staff member signed in on this device.',
      on: {
        SUBMIT_PIN: [
          {
            guard: { type: 'pinInvalid', params: ({ event }) => event },
            actions: { type: 'showMessage', params: { message: messageOf('STAFF_PIN_FORMAT') } },
          },
          { target: 'unlocking', actions: { type: 'showMessage', params: { message: null } } },
        ],
        NOT_ME: { target: 'signingOut' },
      },
    },
    unlocking: {
      description: 'staff/unlock: the server checks the PIN (a try limit per staff member).',
      tags: ['processing'],
      invoke: {
        id: 'unlock',
        src: 'unlock',
        input: ({ event }) => ({ pin: (event as Extract<EmployeeLoginEvent, { type: 'SUBMIT_PIN' }>).pin }),
        onDone: [
          {
            guard: replyGuard('unlocked'),
            target: 'unlocked',
            actions: { type: 'reportUnlocked', params: ({ event }) => ({ staff: event.output.result.staff }) },
          },
          refused('pin', 'STAFF_PIN_WRONG'),
        ],
        // A session that ended (signed out elsewhere, expired) leads back to the password.
        onError: callFailedWith('credentials', 'LOGIN_EXPIRED', 'forgetToken'),
      },
    },
    signingOut: {
      description: 'staff/logout: the session on this device ends, so another staff member can sign in.',
      tags: ['processing'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'credentials', actions: 'forgetToken' },
        onError: { target: 'credentials', actions: 'forgetToken' },
      },
    },
    unlocked: {
      description: 'Signed in and unlocked: function select shows what the roles allow.',
      type: 'final',
    },
  },
});

export type EmployeeLoginMachine = typeof employeeLoginMachine;
