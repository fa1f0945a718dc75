import { assign, fromPromise, setup } from 'xstate';
import { isStaffPin } from '../../src/lib/limits';
import { messageOf, type Message } from '../../src/protocol/message';
import { type RefusalResult } from '../../src/protocol/message-codes';
import { missingActor } from '../shared/missing-implementation';
import { callFailedWith, refused, replyAction, replyGuard } from '../shared/call-answers';

/**
 * Employee login with PIN (docs/staff.md#sign-in): staff id or phone and password open a staff
 * session that is still locked; the staff member's 4-6 digit counter PIN unlocks it. A shared device
 * that locked (idle, or a kiosk left) keeps the session and starts at the PIN; "not me" signs the
 * session out and goes back to the password. The server counts wrong passwords and PINs and locks
 * each after its limit. Where the device signed in at a site (`canSwitch`), the PIN step also
 * offers a quick staff switch (docs/staff.md#staff-switch): another staff member taps their name
 * and types their own PIN, and the device is theirs. Effects, provided with `.provide()`: actors
 * `signIn` (staff/signIn), `unlock` (staff/unlock), `signOut` (staff/logout), `switchList`
 * (staff/switch/list), `switchStaff` (staff/switch); actions `storeToken`, `forgetToken`,
 * `reportUnlocked`.
 */

export interface EmployeeLoginInput {
  /** A staff session is kept on this device (locked): start at the PIN. */
  hasSession: boolean;
  /** The device signs in at a site, so another staff member may switch in by PIN (the staff screens, not the admin area). */
  canSwitch?: boolean;
}

/** A staff member to tap for a quick switch (staff/switch/list). */
export interface SwitchCandidate {
  staffId: string;
  staffCode: string;
  name: string;
}

export type StaffReply<T extends object = Record<never, never>> = {
  success: boolean;
  result: { rtn: number } & RefusalResult & Partial<T>;
};
export type SignInReply = StaffReply<{ token: string }>;
export type UnlockReply = StaffReply<{ staff: unknown }>;
export type SwitchListReply = StaffReply<{ staff: SwitchCandidate[] }>;
export type SwitchReply = StaffReply<{ token: string; staff: unknown }>;

export interface EmployeeLoginContext {
  /** Whether the device kept a (locked) staff session when the flow started. */
  hasSession: boolean;
  canSwitch: boolean;
  /** The names to tap for a quick switch, and the one tapped. */
  candidates: SwitchCandidate[];
  switchTo: SwitchCandidate | null;
  message: Message | null;
}

export type EmployeeLoginEvent =
  | { type: 'SUBMIT'; login: string; password: string }
  | { type: 'SUBMIT_PIN'; pin: string }
  | { type: 'NOT_ME' }
  | { type: 'SWITCH' }
  | { type: 'PICK'; staffId: string }
  | { type: 'BACK' };

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
    switchList: fromPromise<SwitchListReply, void>(missingActor('employeeLogin', 'switchList')),
    switchStaff: fromPromise<SwitchReply, { staffId: string; pin: string }>(
      missingActor('employeeLogin', 'switchStaff'),
    ),
  },
  actions: {
    // Effect: the staff token is kept for this device's tab.
    storeToken: (_, _params: { token: string }) => {},
    // Effect: the staff token is dropped.
    forgetToken: () => {},
    // Effect: function select opens with the staff member.
    reportUnlocked: (_, _params: { staff: unknown }) => {},
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
    keepCandidates: assign((_, params: { reply: SwitchListReply }) => ({
      candidates: params.reply.result.staff ?? [],
    })),
    choose: assign(({ context }, params: { staffId: string }) => ({
      switchTo: context.candidates.find((c) => c.staffId === params.staffId) ?? null,
    })),
  },
  guards: {
    hasSession: ({ context }) => context.hasSession,
    credentialsMissing: (_, params: { login: string; password: string }) =>
      params.login.trim() === '' || params.password === '',
    pinInvalid: (_, params: { pin: string }) => !isStaffPin(params.pin),
    signedIn: (_, params: { reply: SignInReply }) =>
      accepted(params.reply) && typeof params.reply.result.token === 'string',
    unlocked: (_, params: { reply: UnlockReply }) => accepted(params.reply),
    canSwitch: ({ context }) => context.canSwitch,
    listed: (_, params: { reply: SwitchListReply }) =>
      accepted(params.reply) && Array.isArray(params.reply.result.staff),
    notListed: ({ context }, params: { staffId: string }) =>
      !context.candidates.some((c) => c.staffId === params.staffId),
    switched: (_, params: { reply: SwitchReply }) =>
      accepted(params.reply) && typeof params.reply.result.token === 'string',
  },
}).createMachine({
  id: 'employeeLogin',
  description:
    'Employee login: staff id or phone and password, then the counter PIN; a locked shared device asks only for the PIN.',
  context: ({ input }) => ({
    hasSession: input.hasSession,
    canSwitch: input.canSwitch === true,
    candidates: [],
    switchTo: null,
    message: null,
  }),
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
        SWITCH: {
          guard: 'canSwitch',
          target: 'switchListing',
          actions: { type: 'showMessage', params: { message: null } },
        },
      },
    },
    switchListing: {
      description: "staff/switch/list: the server lists the site's staff signed in lately, to tap a name.",
      tags: ['processing'],
      invoke: {
        id: 'switchList',
        src: 'switchList',
        onDone: [
          { guard: replyGuard('listed'), target: 'switchPick', actions: replyAction('keepCandidates') },
          refused('pin', 'OPERATION_FAILED'),
        ],
        // A session that ended leads back to the password, as the PIN does.
        onError: callFailedWith('credentials', 'LOGIN_EXPIRED', 'forgetToken'),
      },
    },
    switchPick: {
      description: 'Another staff member taps their name.',
      on: {
        PICK: [
          {
            guard: { type: 'notListed', params: ({ event }) => event },
            actions: { type: 'showMessage', params: { message: messageOf('STAFF_SWITCH_UNKNOWN') } },
          },
          {
            target: 'switchPin',
            actions: [
              { type: 'choose', params: ({ event }) => event },
              { type: 'showMessage', params: { message: null } },
            ],
          },
        ],
        BACK: { target: 'pin', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    switchPin: {
      description: 'The staff member who tapped their name types their own counter PIN.',
      on: {
        SUBMIT_PIN: [
          {
            guard: { type: 'pinInvalid', params: ({ event }) => event },
            actions: { type: 'showMessage', params: { message: messageOf('STAFF_PIN_FORMAT') } },
          },
          { target: 'switching', actions: { type: 'showMessage', params: { message: null } } },
        ],
        BACK: { target: 'switchPick', actions: { type: 'showMessage', params: { message: null } } },
      },
    },
    switching: {
      description:
        "staff/switch: the server checks the PIN (counted per staff member and per device), ends the device's session and opens theirs.",
      tags: ['processing'],
      invoke: {
        id: 'switchStaff',
        src: 'switchStaff',
        input: ({ context, event }) => ({
          staffId: context.switchTo?.staffId ?? '',
          pin: (event as Extract<EmployeeLoginEvent, { type: 'SUBMIT_PIN' }>).pin,
        }),
        onDone: [
          {
            guard: replyGuard('switched'),
            target: 'unlocked',
            actions: [
              { type: 'storeToken', params: ({ event }) => ({ token: event.output.result.token ?? '' }) },
              { type: 'reportUnlocked', params: ({ event }) => ({ staff: event.output.result.staff }) },
            ],
          },
          refused('switchPin', 'STAFF_PIN_WRONG'),
        ],
        onError: callFailedWith('credentials', 'LOGIN_EXPIRED', 'forgetToken'),
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
