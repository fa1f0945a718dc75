import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  employeeLoginMachine,
  type SignInReply,
  type SwitchListReply,
  type SwitchReply,
  type UnlockReply,
} from './employee-login.machine';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { actorOutcomes, walkModel } from '../testing/model-walk';

const signedIn: SignInReply = { success: true, result: { rtn: 1, token: 't' } };
const mismatch: SignInReply = { success: false, result: { rtn: 0, problem: { code: 'LOGIN_MISMATCH', params: {} } } };
const unlocked: UnlockReply = { success: true, result: { rtn: 1, staff: { staffCode: 'S200' } } };
const wrongPin: UnlockReply = {
  success: true,
  result: { rtn: 0, problem: { code: 'STAFF_PIN_WRONG', params: { triesLeft: 4 } } },
};

const listed: SwitchListReply = {
  success: true,
  result: { rtn: 1, staff: [{ staffId: 'b-id', staffCode: 'S200', name: 'Casey' }] },
};
const notHere: SwitchListReply = {
  success: true,
  result: { rtn: 0, problem: { code: 'STAFF_SWITCH_NOT_HERE', params: {} } },
};
const switched: SwitchReply = { success: true, result: { rtn: 1, token: 't2', staff: { staffCode: 'S200' } } };
const deviceLocked: SwitchReply = {
  success: true,
  result: { rtn: 0, problem: { code: 'STAFF_SWITCH_LOCKED', params: { minutes: 15 } } },
};

describe('employee login machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(employeeLoginMachine, {
      inputs: [{ hasSession: false }, { hasSession: true, canSwitch: true }],
      events: {
        SUBMIT: [
          { type: 'SUBMIT', login: 'S200', password: 'secret' },
          { type: 'SUBMIT', login: ' ', password: 'secret' },
        ],
        SUBMIT_PIN: [
          { type: 'SUBMIT_PIN', pin: '2468' },
          { type: 'SUBMIT_PIN', pin: '12' },
        ],
        ...actorOutcomes('signIn', { done: [signedIn, mismatch], error: [new Error('offline')] }),
        ...actorOutcomes('unlock', { done: [unlocked, wrongPin], error: [new Error('401')] }),
        ...actorOutcomes('signOut', { done: [{}], error: [new Error('offline')] }),
        SWITCH: [{ type: 'SWITCH' }],
        PICK: [
          { type: 'PICK', staffId: 'b-id' },
          { type: 'PICK', staffId: 'nobody' },
        ],
        BACK: [{ type: 'BACK' }],
        ...actorOutcomes('switchList', { done: [listed, notHere], error: [new Error('401')] }),
        ...actorOutcomes('switchStaff', { done: [switched, deviceLocked], error: [new Error('401')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('employee login machine: rules', () => {
  it('checks the fields before sending, keeps the token, then unlocks with the PIN', async () => {
    const signIn = vi.fn(async (_input: { login: string; password: string }) => signedIn);
    const unlock = vi.fn(async (_input: { pin: string }) => unlocked);
    const storeToken = vi.fn();
    const reportUnlocked = vi.fn();
    const machine = employeeLoginMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) => signIn(input)),
        unlock: fromPromise(({ input }) => unlock(input)),
        signOut: fromPromise<unknown, void>(async () => ({})),
      },
      actions: { storeToken: (_, params) => storeToken(params), reportUnlocked: (_, params) => reportUnlocked(params) },
    });
    const actor = createActor(machine, { input: { hasSession: false } }).start();
    actor.send({ type: 'SUBMIT', login: '', password: 'x' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'LOGIN_INPUT_MISSING' });
    actor.send({ type: 'SUBMIT', login: ' S200 ', password: 'pw' });
    await waitFor(actor, (s) => s.matches('pin'));
    expect(signIn).toHaveBeenCalledWith({ login: 'S200', password: 'pw' });
    expect(storeToken).toHaveBeenCalledWith({ token: 't' });
    actor.send({ type: 'SUBMIT_PIN', pin: '1234567' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'STAFF_PIN_FORMAT' });
    expect(unlock).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT_PIN', pin: '2468' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(reportUnlocked).toHaveBeenCalledWith({ staff: { staffCode: 'S200' } });
  });

  it("shows the server's refusal of a PIN with the tries left, and a kept session starts at the PIN", async () => {
    const machine = employeeLoginMachine.provide({ actors: { unlock: fromPromise(async () => wrongPin) } });
    const actor = createActor(machine, { input: { hasSession: true } }).start();
    expect(actor.getSnapshot().value).toBe('pin');
    actor.send({ type: 'SUBMIT_PIN', pin: '0000' });
    await waitFor(actor, (s) => s.matches('pin') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'STAFF_PIN_WRONG', params: { triesLeft: 4 } });
  });
});

describe('employee login machine: quick staff switch', () => {
  it("lists the site's staff, takes the name tapped and that member's PIN, and keeps the new token", async () => {
    const switchStaff = vi.fn(async (_input: { staffId: string; pin: string }) => switched);
    const storeToken = vi.fn();
    const reportUnlocked = vi.fn();
    const machine = employeeLoginMachine.provide({
      actors: {
        switchList: fromPromise(async () => listed),
        switchStaff: fromPromise(({ input }) => switchStaff(input)),
      },
      actions: { storeToken: (_, params) => storeToken(params), reportUnlocked: (_, params) => reportUnlocked(params) },
    });
    const actor = createActor(machine, { input: { hasSession: true, canSwitch: true } }).start();
    actor.send({ type: 'SWITCH' });
    await waitFor(actor, (s) => s.matches('switchPick'));
    expect(actor.getSnapshot().context.candidates).toEqual(listed.result.staff);
    actor.send({ type: 'PICK', staffId: 'b-id' });
    expect(actor.getSnapshot().value).toBe('switchPin');
    actor.send({ type: 'SUBMIT_PIN', pin: '12' });
    expect(actor.getSnapshot().context.message).toEqual({ code: 'STAFF_PIN_FORMAT' });
    actor.send({ type: 'SUBMIT_PIN', pin: '2580' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(switchStaff).toHaveBeenCalledWith({ staffId: 'b-id', pin: '2580' });
    expect(storeToken).toHaveBeenCalledWith({ token: 't2' });
    expect(reportUnlocked).toHaveBeenCalledWith({ staff: { staffCode: 'S200' } });
  });

  it('is not offered where the device did not sign in at a site (the admin area)', () => {
    const actor = createActor(employeeLoginMachine, { input: { hasSession: true } }).start();
    actor.send({ type: 'SWITCH' });
    expect(actor.getSnapshot().value).toBe('pin');
  });

  it("shows the server's refusal of a switch PIN and stays on it", async () => {
    const machine = employeeLoginMachine.provide({
      actors: { switchList: fromPromise(async () => listed), switchStaff: fromPromise(async () => deviceLocked) },
    });
    const actor = createActor(machine, { input: { hasSession: true, canSwitch: true } }).start();
    actor.send({ type: 'SWITCH' });
    await waitFor(actor, (s) => s.matches('switchPick'));
    actor.send({ type: 'PICK', staffId: 'b-id' });
    actor.send({ type: 'SUBMIT_PIN', pin: '0000' });
    await waitFor(actor, (s) => s.matches('switchPin') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toEqual({ code: 'STAFF_SWITCH_LOCKED', params: { minutes: 15 } });
  });
});
