import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodeRequestReply, SessionReply } from './account-replies';
import { COUNTDOWN_TICK_MS } from './code-countdown.machine';
import { smsLoginMachine, type LoginBySmsInput, type RequestCodeInput } from './sms-login.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

const codeSent: CodeRequestReply = {
  success: true,
  result: { rtn: 1, phone: '+61412345678', resendAfterSeconds: 120, expiresInSeconds: 300 },
};
const pleaseWait: CodeRequestReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Please wait 42 seconds before requesting another code',
    problem: { code: 'WAIT_BEFORE_RESEND', params: { seconds: 42 } },
    retryAfterSeconds: 42,
  },
};
const notRegistered: CodeRequestReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'This phone number is not registered',
    problem: { code: 'PHONE_NOT_REGISTERED', params: {} },
  },
};
const signedIn: SessionReply = { success: true, result: { rtn: 1, userId: 'sms-session' } };
const wrongCode = (attemptsLeft: number): SessionReply => ({
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Wrong verification code',
    problem: { code: 'WRONG_CODE', params: { attemptsLeft } },
    attemptsLeft,
  },
});
const tooManyTries: SessionReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Too many wrong tries, please request a new code',
    problem: { code: 'TOO_MANY_WRONG_TRIES', params: {} },
  },
};
const expired: SessionReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'The verification code has expired, please request a new one',
    problem: { code: 'CODE_EXPIRED', params: {} },
  },
};

interface Server {
  requestCode: (input: RequestCodeInput) => Promise<CodeRequestReply>;
  loginBySms: (input: LoginBySmsInput) => Promise<SessionReply>;
}

function startSmsLogin(server: Partial<Server> = {}) {
  const spies = {
    requestCode: vi.fn(server.requestCode ?? (async () => codeSent)),
    loginBySms: vi.fn(server.loginBySms ?? (async () => signedIn)),
    loggedIn: vi.fn<(token: string) => void>(),
  };
  const machine = smsLoginMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => spies.requestCode(input)),
      loginBySms: fromPromise(({ input }) => spies.loginBySms(input)),
    },
    actions: { loggedIn: (_, params) => spies.loggedIn(params.token) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: {}, clock }).start();
  return { actor, clock, spies };
}

type Running = ReturnType<typeof startSmsLogin>;

async function codeRequested(running: Running, phone = '0412 345 678') {
  running.actor.send({ type: 'SEND_CODE', phone });
  await waitFor(running.actor, (s) => !s.matches('requestingCode'));
  return running.actor.getSnapshot();
}

async function submitCode(running: Running, code: string) {
  running.actor.send({ type: 'SUBMIT_CODE', code });
  await waitFor(running.actor, (s) => !s.matches({ codeSent: { code: 'verifying' } }));
  return running.actor.getSnapshot();
}

/** The code form's state while a code is out ('enteringCode', 'verifying', 'newCodeNeeded'), else the state value. */
function codeStep(snapshot: { value: unknown }): unknown {
  const value = snapshot.value as { codeSent?: { code?: string } } | string;
  return typeof value === 'object' ? value.codeSent?.code : value;
}

function passSeconds(running: Running, seconds: number): void {
  for (let i = 0; i < seconds; i += 1) running.clock.increment(COUNTDOWN_TICK_MS);
}

describe('SMS login machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(smsLoginMachine, {
      inputs: [{}],
      events: {
        SEND_CODE: [
          { type: 'SEND_CODE', phone: '0412345678' },
          { type: 'SEND_CODE', phone: '' },
        ],
        SUBMIT_CODE: [
          { type: 'SUBMIT_CODE', code: '1234' },
          { type: 'SUBMIT_CODE', code: '12a' },
        ],
        TICK: [{ type: 'TICK', secondsLeft: 60 }],
        ...actorOutcomes('requestCode', { done: [codeSent, pleaseWait, notRegistered], error: [new Error('offline')] }),
        ...actorOutcomes('loginBySms', { done: [signedIn, wrongCode(3), tooManyTries], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('SMS login machine: rules', () => {
  it('needs a phone number before asking for a code', () => {
    const running = startSmsLogin();
    running.actor.send({ type: 'SEND_CODE', phone: '  ' });
    expect(running.actor.getSnapshot().value).toBe('enterPhone');
    expect(running.actor.getSnapshot().context.message).toEqual({ code: 'PHONE_MISSING' });
    expect(running.spies.requestCode).not.toHaveBeenCalled();
  });

  it('asks for a login code and counts 120 s down, one TICK a second', async () => {
    const running = startSmsLogin();
    const snapshot = await codeRequested(running);
    expect(running.spies.requestCode).toHaveBeenCalledWith({ phone: '0412 345 678', purpose: 'login' });
    expect(codeStep(snapshot)).toBe('enteringCode');
    expect(snapshot.context.resendIn).toBe(120);
    passSeconds(running, 1);
    expect(running.actor.getSnapshot().context.resendIn).toBe(119);
    passSeconds(running, 118);
    expect(running.actor.getSnapshot().context.resendIn).toBe(1);
    passSeconds(running, 1);
    expect(running.actor.getSnapshot().context.resendIn).toBe(0);
  });

  it('refuses RESEND while the countdown runs and allows it at 0', async () => {
    const running = startSmsLogin();
    await codeRequested(running);
    passSeconds(running, 119);
    expect(running.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    running.actor.send({ type: 'RESEND' });
    expect(codeStep(running.actor.getSnapshot())).toBe('enteringCode');
    expect(running.spies.requestCode).toHaveBeenCalledTimes(1);

    passSeconds(running, 1);
    expect(running.actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
    running.actor.send({ type: 'RESEND' });
    expect(running.actor.getSnapshot().value).toBe('requestingCode');
    // Asked for from the code step: the view keeps that step on screen while the new code is requested.
    expect(running.actor.getSnapshot().context.resending).toBe(true);
    await waitFor(running.actor, (s) => s.matches('codeSent'));
    expect(running.spies.requestCode).toHaveBeenCalledTimes(2);
    expect(running.actor.getSnapshot().context.resendIn).toBe(120);
  });

  it("keeps the countdown from the server's retryAfterSeconds on 'Please wait n seconds'", async () => {
    const running = startSmsLogin({ requestCode: async () => pleaseWait });
    const snapshot = await codeRequested(running);
    expect(codeStep(snapshot)).toBe('enteringCode');
    expect(snapshot.context.resendIn).toBe(42);
    expect(snapshot.context.message).toEqual({
      code: 'WAIT_BEFORE_RESEND',
      params: { seconds: 42 },
    });
    passSeconds(running, 41);
    expect(running.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    passSeconds(running, 1);
    expect(running.actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
  });

  it("shows the server's refusal and stays on the phone step (e.g. not registered)", async () => {
    const running = startSmsLogin({ requestCode: async () => notRegistered });
    const snapshot = await codeRequested(running);
    expect(snapshot.value).toBe('enterPhone');
    expect(snapshot.context.message).toEqual({ code: 'PHONE_NOT_REGISTERED' });
  });

  it('checks the code is 4 digits before sending it', async () => {
    const running = startSmsLogin();
    await codeRequested(running);
    for (const code of ['', '123', '12345', '12a4', '١٢٣٤']) {
      running.actor.send({ type: 'SUBMIT_CODE', code });
      expect(codeStep(running.actor.getSnapshot())).toBe('enteringCode');
      expect(running.actor.getSnapshot().context.message).toEqual({ code: 'CODE_FORMAT' });
    }
    expect(running.spies.loginBySms).not.toHaveBeenCalled();
  });

  it('logs in with the code and hands the token to the app', async () => {
    const running = startSmsLogin();
    await codeRequested(running);
    const snapshot = await submitCode(running, '4321');
    expect(running.spies.loginBySms).toHaveBeenCalledWith({ phone: '0412 345 678', code: '4321' });
    expect(snapshot.value).toBe('succeeded');
    expect(snapshot.output).toEqual({ token: 'sms-session' });
    expect(running.spies.loggedIn).toHaveBeenCalledWith('sms-session');
  });

  it("shows a wrong code with the server's attemptsLeft and lets the user try again", async () => {
    const running = startSmsLogin({ loginBySms: async () => wrongCode(4) });
    await codeRequested(running);
    const snapshot = await submitCode(running, '0000');
    expect(codeStep(snapshot)).toBe('enteringCode');
    expect(snapshot.context.message).toEqual({
      code: 'WRONG_CODE_TRIES_LEFT',
      params: { attemptsLeft: 4 },
    });
  });

  it('handles the sixth wrong code as the server says: the code is dead, a new one is needed', async () => {
    // The server allows 5 wrong tries (attemptsLeft 4..0); the sixth try fails even with the right code.
    let tries = 0;
    const running = startSmsLogin({
      loginBySms: async () => {
        tries += 1;
        return tries <= 5 ? wrongCode(5 - tries) : tooManyTries;
      },
    });
    await codeRequested(running);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(codeStep(await submitCode(running, '0000'))).toBe('enteringCode');
    }
    const fifth = await submitCode(running, '0000');
    expect(codeStep(fifth)).toBe('newCodeNeeded');
    expect(fifth.context.message).toEqual({
      code: 'WRONG_CODE',
      params: { attemptsLeft: 0 },
    });
    expect(fifth.can({ type: 'SUBMIT_CODE', code: '1234' })).toBe(false);

    // A server that still counts the sixth try answers 'Too many wrong tries': the same dead end.
    const other = startSmsLogin({ loginBySms: async () => tooManyTries });
    await codeRequested(other);
    const sixth = await submitCode(other, '1234');
    expect(codeStep(sixth)).toBe('newCodeNeeded');
    expect(sixth.context.message).toEqual({ code: 'TOO_MANY_WRONG_TRIES' });
  });

  it('goes back to requesting a new code when the code expired, once the countdown allows it', async () => {
    const running = startSmsLogin({ loginBySms: async () => expired });
    await codeRequested(running);
    passSeconds(running, 120);
    const snapshot = await submitCode(running, '1234');
    expect(codeStep(snapshot)).toBe('newCodeNeeded');
    running.actor.send({ type: 'RESEND' });
    expect(running.actor.getSnapshot().value).toBe('requestingCode');
  });

  it('says CONNECTION_FAILED when a call fails, and keeps the step', async () => {
    const running = startSmsLogin({ loginBySms: () => Promise.reject(new Error('offline')) });
    await codeRequested(running);
    const snapshot = await submitCode(running, '1234');
    expect(codeStep(snapshot)).toBe('enteringCode');
    expect(snapshot.context.message).toEqual({ code: 'CONNECTION_FAILED' });

    const offline = startSmsLogin({ requestCode: () => Promise.reject(new Error('offline')) });
    expect((await codeRequested(offline)).value).toBe('enterPhone');
    expect(offline.actor.getSnapshot().context.message).toEqual({ code: 'CONNECTION_FAILED' });
  });

  it('lets the user change the phone number; the countdown stops', async () => {
    const running = startSmsLogin();
    await codeRequested(running);
    running.actor.send({ type: 'CHANGE_PHONE' });
    expect(running.actor.getSnapshot().value).toBe('enterPhone');
    expect(running.actor.getSnapshot().children).toEqual({});
    running.actor.send({ type: 'SEND_CODE', phone: '0412 345 679' });
    expect(running.actor.getSnapshot()).toMatchObject({ value: 'requestingCode', context: { resending: false } });
  });
});
