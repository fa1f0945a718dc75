import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionReply } from './account-replies';
import { passwordLoginMachine, type PasswordLoginInput, type SignInInput } from './password-login.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

const signedIn: SessionReply = { success: true, result: { rtn: 1, userId: 'session-token' } };
const mismatch: SessionReply = {
  success: false,
  result: { rtn: 0, dispMsg: 'User name or password not match', problem: { code: 'LOGIN_MISMATCH', params: {} } },
};
const noPasswordYet: SessionReply = {
  success: true,
  result: {
    rtn: -821009,
    dispMsg: 'This account has no password yet. Log in by SMS or reset your password to set one.',
    problem: { code: 'NO_PASSWORD_YET', params: {} },
  },
};
const locked: SessionReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Your account is locked after too many failed logins. Reset your password by SMS to unlock it.',
    problem: { code: 'ACCOUNT_LOCKED', params: {} },
  },
};

function startLogin(signIn: (input: SignInInput) => Promise<SessionReply>, input?: PasswordLoginInput) {
  const spies = {
    signIn: vi.fn(signIn),
    loggedIn: vi.fn<(token: string) => void>(),
    openPasswordReset: vi.fn<(phone: string) => void>(),
  };
  const machine = passwordLoginMachine.provide({
    actors: { signIn: fromPromise(({ input: callInput }) => spies.signIn(callInput)) },
    actions: {
      loggedIn: (_, params) => spies.loggedIn(params.token),
      openPasswordReset: (_, params) => spies.openPasswordReset(params.phone),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, spies };
}

async function submitAndSettle(
  actor: ReturnType<typeof startLogin>['actor'],
  phone = '0412 345 678',
  password = 'Secret12',
) {
  actor.send({ type: 'SUBMIT', phone, password });
  await waitFor(actor, (s) => !s.matches('submitting'));
  return actor.getSnapshot();
}

describe('password login machine: model walk', () => {
  const walkOptions = {
    inputs: [{}, { phone: '0412345678' }],
    events: {
      SUBMIT: [
        { type: 'SUBMIT', phone: '0412345678', password: 'Secret12' },
        { type: 'SUBMIT', phone: ' ', password: 'Secret12' },
      ],
      ...actorOutcomes('signIn', {
        done: [signedIn, mismatch, noPasswordYet, locked],
        error: [new Error('offline')],
      }),
    },
    log: () => {},
  };

  it('covers every state and every transition', async () => {
    const report = await walkModel(passwordLoginMachine, walkOptions);
    expectFullCoverage(report);
  });
});

describe('password login machine: rules', () => {
  it('refuses a missing phone number or password locally, with its message key', () => {
    const { actor, spies } = startLogin(async () => signedIn);
    for (const [phone, password] of [
      ['', 'pw'],
      ['0412345678', ''],
      ['   ', 'pw'],
      ['0412345678', '  '],
    ]) {
      actor.send({ type: 'SUBMIT', phone: phone ?? '', password: password ?? '' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.message).toEqual({ code: 'LOGIN_INPUT_MISSING' });
    }
    expect(spies.signIn).not.toHaveBeenCalled();
  });

  it('signs in, keeps the token and hands it to the app with loggedIn', async () => {
    const { actor, spies } = startLogin(async () => signedIn);
    const snapshot = await submitAndSettle(actor);
    expect(snapshot.value).toBe('succeeded');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ token: 'session-token' });
    expect(snapshot.context).toMatchObject({ token: 'session-token', password: '', message: null });
    expect(spies.signIn).toHaveBeenCalledWith({ phone: '0412 345 678', password: 'Secret12' });
    expect(spies.loggedIn).toHaveBeenCalledWith('session-token');
  });

  it('says LOGIN_MISMATCH when the server answers success false', async () => {
    const { actor, spies } = startLogin(async () => mismatch);
    const snapshot = await submitAndSettle(actor);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.message).toEqual({ code: 'LOGIN_MISMATCH' });
    expect(spies.loggedIn).not.toHaveBeenCalled();
  });

  it("shows the server's reason (its problem code) when it refuses (rtn <= 0), e.g. a locked account", async () => {
    const { actor } = startLogin(async () => locked);
    const snapshot = await submitAndSettle(actor);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.message).toEqual({ code: 'ACCOUNT_LOCKED' });
  });

  it('falls back to a catalogue message when a refusal has no problem code (never its English), or a success has no token', async () => {
    for (const reply of [
      { success: true, result: { rtn: 0 } },
      { success: true, result: { rtn: 0, dispMsg: 'Sentence of another backend' } },
      { success: true, result: { rtn: 1 } },
    ] satisfies SessionReply[]) {
      const { actor } = startLogin(async () => reply);
      const snapshot = await submitAndSettle(actor);
      expect(snapshot.value).toBe('editing');
      expect(snapshot.context.message).toEqual({ code: 'OPERATION_FAILED' });
    }
  });

  it('treats rtn -821009 as the special case (client rtn 2): dispMsg and an offer to reset the password', async () => {
    const { actor, spies } = startLogin(async () => noPasswordYet, { phone: '0412345678' });
    const snapshot = await submitAndSettle(actor, '0412345678');
    expect(snapshot.value).toBe('noPasswordYet');
    expect(snapshot.context.clientRtn).toBe(2);
    expect(snapshot.context.message).toEqual({ code: 'NO_PASSWORD_YET' });

    actor.send({ type: 'RESET_PASSWORD' });
    expect(actor.getSnapshot().value).toBe('leftForPasswordReset');
    expect(spies.openPasswordReset).toHaveBeenCalledWith('0412345678');
  });

  it('keeps the form live under the special case: a blank submit goes back to the form, a full one signs in again', async () => {
    let reply = noPasswordYet;
    const { actor, spies } = startLogin(async () => reply);
    await submitAndSettle(actor);
    actor.send({ type: 'SUBMIT', phone: '0412345678', password: ' ' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.message).toEqual({ code: 'LOGIN_INPUT_MISSING' });

    await submitAndSettle(actor);
    expect(actor.getSnapshot().value).toBe('noPasswordYet');
    reply = signedIn;
    const snapshot = await submitAndSettle(actor);
    expect(snapshot.value).toBe('succeeded');
    expect(spies.signIn).toHaveBeenCalledTimes(3);
  });

  it('says CONNECTION_FAILED (client rtn 1) when the call fails', async () => {
    const { actor } = startLogin(() => Promise.reject(new Error('offline')));
    const snapshot = await submitAndSettle(actor);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context).toMatchObject({ message: { code: 'CONNECTION_FAILED' }, clientRtn: 1 });
  });

  it('clears the last message when the form is sent again', async () => {
    let reply = mismatch;
    const { actor } = startLogin(async () => reply);
    await submitAndSettle(actor);
    reply = signedIn;
    actor.send({ type: 'SUBMIT', phone: '0412345678', password: 'Secret12' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
