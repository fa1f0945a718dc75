import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CodeCheckReply, CodeRequestReply, PhoneCheckReply, SessionReply } from './account-replies';
import { COUNTDOWN_TICK_MS } from './code-countdown.machine';
import type { SignupDetails } from './rules/signup-details';
import {
  EMPTY_SIGNUP_DETAILS,
  signupMachine,
  type CheckPhoneInput,
  type RegisterInput,
  type RequestCodeInput,
  type VerifyCodeInput,
} from './signup.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { waitUntilLeft } from '../testing/wait-until-left';

const phoneFree: PhoneCheckReply = { success: true, result: { rtn: 1, phone: '+61412345678', registered: false } };
const phoneTaken: PhoneCheckReply = { success: true, result: { rtn: 1, phone: '+61412345678', registered: true } };
const phoneInvalid: PhoneCheckReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Invalid phone number', problem: { code: 'INVALID_PHONE', params: {} } },
};
const codeSent: CodeRequestReply = {
  success: true,
  result: { rtn: 1, resendAfterSeconds: 120, expiresInSeconds: 300 },
};
const pleaseWait: CodeRequestReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Please wait 30 seconds before requesting another code',
    problem: { code: 'WAIT_BEFORE_RESEND', params: { seconds: 30 } },
    retryAfterSeconds: 30,
  },
};
const dailyCap: CodeRequestReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Too many codes requested today, please try again tomorrow',
    problem: { code: 'SMS_DAILY_LIMIT', params: {} },
  },
};
const verified: CodeCheckReply = { success: true, result: { rtn: 1, verificationToken: 'verified-signup' } };
const wrongCode: CodeCheckReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Wrong verification code',
    problem: { code: 'WRONG_CODE', params: { attemptsLeft: 2 } },
    attemptsLeft: 2,
  },
};
const expired: CodeCheckReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'The verification code has expired, please request a new one',
    problem: { code: 'CODE_EXPIRED', params: {} },
  },
};
const registered: SessionReply = { success: true, result: { rtn: 1, userId: 'new-session' } };
const weakRefusal: SessionReply = {
  success: true,
  result: { rtn: -2, dispMsg: 'Password is weak', problem: { code: 'PASSWORD_WEAK', params: {} } },
};
const verifyAgain: SessionReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Please verify your phone number', problem: { code: 'VERIFY_PHONE_FIRST', params: {} } },
};

const strongDetails: SignupDetails = {
  firstName: ' Ann ',
  lastName: 'Lee',
  email: 'ann@example.com ',
  licensePlate: 'ABC123',
  birthday: '1990-04-01',
  password: 'Str0ng!Pass',
  acceptTerms: true,
};
const weakDetails: SignupDetails = { ...strongDetails, password: 'abc' };

interface Server {
  checkPhone: (input: CheckPhoneInput) => Promise<PhoneCheckReply>;
  requestCode: (input: RequestCodeInput) => Promise<CodeRequestReply>;
  verifyCode: (input: VerifyCodeInput) => Promise<CodeCheckReply>;
  register: (input: RegisterInput) => Promise<SessionReply>;
}

function startSignup(server: Partial<Server> = {}) {
  const spies = {
    checkPhone: vi.fn(server.checkPhone ?? (async () => phoneFree)),
    requestCode: vi.fn(server.requestCode ?? (async () => codeSent)),
    verifyCode: vi.fn(server.verifyCode ?? (async () => verified)),
    register: vi.fn(server.register ?? (async () => registered)),
    loggedIn: vi.fn<(token: string) => void>(),
  };
  const machine = signupMachine.provide({
    actors: {
      checkPhone: fromPromise(({ input }) => spies.checkPhone(input)),
      requestCode: fromPromise(({ input }) => spies.requestCode(input)),
      verifyCode: fromPromise(({ input }) => spies.verifyCode(input)),
      register: fromPromise(({ input }) => spies.register(input)),
    },
    actions: { loggedIn: (_, params) => spies.loggedIn(params.token) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: {}, clock }).start();
  return { actor, clock, spies };
}

type Running = ReturnType<typeof startSignup>;
const settled = (running: Running, busy: string[]) => waitUntilLeft(running.actor, busy);

async function phoneVerified(running: Running) {
  running.actor.send({ type: 'SUBMIT_PHONE', phone: '0412345678' });
  await settled(running, ['checkingPhone', 'requestingCode']);
  running.actor.send({ type: 'SUBMIT_CODE', code: '1234' });
  return settled(running, ['verifying']);
}

async function submitDetails(running: Running, details: SignupDetails) {
  running.actor.send({ type: 'SUBMIT_DETAILS', details });
  return settled(running, ['submitting']);
}

describe('signup machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(signupMachine, {
      inputs: [{}],
      events: {
        SUBMIT_PHONE: [
          { type: 'SUBMIT_PHONE', phone: '0412345678' },
          { type: 'SUBMIT_PHONE', phone: '' },
        ],
        SUBMIT_CODE: [
          { type: 'SUBMIT_CODE', code: '1234' },
          { type: 'SUBMIT_CODE', code: '12' },
        ],
        TICK: [{ type: 'TICK', secondsLeft: 60 }],
        SUBMIT_DETAILS: [
          { type: 'SUBMIT_DETAILS', details: strongDetails },
          { type: 'SUBMIT_DETAILS', details: weakDetails },
          { type: 'SUBMIT_DETAILS', details: EMPTY_SIGNUP_DETAILS },
        ],
        ...actorOutcomes('checkPhone', { done: [phoneFree, phoneTaken, phoneInvalid], error: [new Error('offline')] }),
        ...actorOutcomes('requestCode', { done: [codeSent, pleaseWait, dailyCap], error: [new Error('offline')] }),
        ...actorOutcomes('verifyCode', { done: [verified, wrongCode, expired], error: [new Error('offline')] }),
        ...actorOutcomes('register', { done: [registered, weakRefusal, verifyAgain], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('signup machine: rules', () => {
  it('needs a phone number', () => {
    const running = startSignup();
    running.actor.send({ type: 'SUBMIT_PHONE', phone: ' ' });
    expect(running.actor.getSnapshot().value).toBe('phone');
    expect(running.actor.getSnapshot().context.message).toEqual({ code: 'PHONE_MISSING' });
    expect(running.spies.checkPhone).not.toHaveBeenCalled();
  });

  it('stops at a registered phone number without sending a code', async () => {
    const running = startSignup({ checkPhone: async () => phoneTaken });
    running.actor.send({ type: 'SUBMIT_PHONE', phone: '0412345678' });
    const snapshot = await settled(running, ['checkingPhone']);
    expect(snapshot.value).toBe('phone');
    expect(snapshot.context.message).toEqual({ code: 'PHONE_ALREADY_REGISTERED' });
    expect(running.spies.requestCode).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a number", async () => {
    const running = startSignup({ checkPhone: async () => phoneInvalid });
    running.actor.send({ type: 'SUBMIT_PHONE', phone: '12' });
    const snapshot = await settled(running, ['checkingPhone']);
    expect(snapshot.context.message).toEqual({ code: 'INVALID_PHONE' });
  });

  it('asks for a sign-up code, counts down 120 s, and refuses RESEND until 0', async () => {
    const running = startSignup();
    running.actor.send({ type: 'SUBMIT_PHONE', phone: '0412345678' });
    const snapshot = await settled(running, ['checkingPhone', 'requestingCode']);
    expect(running.spies.requestCode).toHaveBeenCalledWith({ phone: '0412345678', purpose: 'signup' });
    expect(snapshot.context.resendIn).toBe(120);
    for (let second = 0; second < 119; second += 1) running.clock.increment(COUNTDOWN_TICK_MS);
    expect(running.actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    running.clock.increment(COUNTDOWN_TICK_MS);
    expect(running.actor.getSnapshot().matches({ codeSent: { resend: 'available' } })).toBe(true);
    running.actor.send({ type: 'RESEND' });
    expect(running.actor.getSnapshot().value).toBe('requestingCode');
  });

  it('verifies the code with purpose signup and keeps the verification token', async () => {
    const running = startSignup();
    const snapshot = await phoneVerified(running);
    expect(running.spies.verifyCode).toHaveBeenCalledWith({ phone: '0412345678', purpose: 'signup', code: '1234' });
    expect(snapshot.value).toBe('details');
    expect(snapshot.context.verificationToken).toBe('verified-signup');
    expect(snapshot.children).toEqual({});
  });

  it('shows a wrong code with the tries left', async () => {
    const running = startSignup({ verifyCode: async () => wrongCode });
    const snapshot = await phoneVerified(running);
    expect(snapshot.matches({ codeSent: { code: 'enteringCode' } })).toBe(true);
    expect(snapshot.context.message).toEqual({ code: 'WRONG_CODE_TRIES_LEFT', params: { attemptsLeft: 2 } });
  });

  it('gives field errors for the starred fields and the terms, and sends nothing', async () => {
    const running = startSignup();
    await phoneVerified(running);
    const snapshot = await submitDetails(running, EMPTY_SIGNUP_DETAILS);
    expect(snapshot.value).toBe('details');
    expect(snapshot.context.fieldErrors).toEqual({
      firstName: 'FIRST_NAME_REQUIRED',
      lastName: 'LAST_NAME_REQUIRED',
      password: 'PASSWORD_EMPTY',
      acceptTerms: 'TERMS_REQUIRED',
    });
    const tooLong = await submitDetails(running, { ...strongDetails, password: 'Aa1!'.repeat(5) + 'x' });
    expect(tooLong.context.fieldErrors).toEqual({ password: 'PASSWORD_TOO_LONG' });
    expect(running.spies.register).not.toHaveBeenCalled();
  });

  it('warns about a weak password and sends it only after USE_ANYWAY', async () => {
    const running = startSignup();
    await phoneVerified(running);
    const warned = await submitDetails(running, weakDetails);
    expect(warned.value).toBe('weakPasswordWarning');
    expect(running.spies.register).not.toHaveBeenCalled();

    running.actor.send({ type: 'EDIT' });
    expect(running.actor.getSnapshot().value).toBe('details');
    await submitDetails(running, weakDetails);
    running.actor.send({ type: 'USE_ANYWAY' });
    await settled(running, ['submitting']);
    expect(running.spies.register).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'abc', acceptWeakPassword: true }),
    );
  });

  it('registers with the trimmed details and the verification token, then hands the token on', async () => {
    const running = startSignup();
    await phoneVerified(running);
    const snapshot = await submitDetails(running, strongDetails);
    expect(running.spies.register).toHaveBeenCalledWith({
      verificationToken: 'verified-signup',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      licensePlate: 'ABC123',
      birthday: '1990-04-01',
      password: 'Str0ng!Pass',
      acceptTerms: true,
      acceptWeakPassword: false,
    });
    expect(snapshot.value).toBe('succeeded');
    expect(snapshot.output).toEqual({ token: 'new-session' });
    expect(running.spies.loggedIn).toHaveBeenCalledWith('new-session');
  });

  it("asks about a weak password when the server's rule says so (rtn -2)", async () => {
    const running = startSignup({ register: async () => weakRefusal });
    await phoneVerified(running);
    expect((await submitDetails(running, strongDetails)).value).toBe('weakPasswordWarning');
  });

  it("fails with the server's reason or 'Failed to sign up', and can retry or start over", async () => {
    let reply: Promise<SessionReply> = Promise.resolve(verifyAgain);
    const running = startSignup({ register: () => reply });
    await phoneVerified(running);
    const failed = await submitDetails(running, strongDetails);
    expect(failed.value).toBe('failed');
    expect(failed.context.message).toEqual({ code: 'VERIFY_PHONE_FIRST' });

    reply = Promise.reject(new Error('offline'));
    reply.catch(() => {});
    running.actor.send({ type: 'RETRY' });
    const offline = await settled(running, ['submitting']);
    expect(offline.value).toBe('failed');
    expect(offline.context.message).toEqual({ code: 'SIGN_UP_FAILED' });

    running.actor.send({ type: 'START_OVER' });
    expect(running.actor.getSnapshot().value).toBe('phone');
    expect(running.actor.getSnapshot().context.verificationToken).toBeNull();
  });

  it('takes the edited form again after a refusal: errors go back to the form, good details are sent', async () => {
    let reply: SessionReply = verifyAgain;
    const running = startSignup({ register: async () => reply });
    await phoneVerified(running);
    expect((await submitDetails(running, strongDetails)).value).toBe('failed');

    running.actor.send({ type: 'SUBMIT_DETAILS', details: { ...strongDetails, firstName: ' ' } });
    expect(running.actor.getSnapshot().value).toBe('details');
    expect(running.actor.getSnapshot().context).toMatchObject({
      message: null,
      fieldErrors: { firstName: 'FIRST_NAME_REQUIRED' },
    });

    await submitDetails(running, strongDetails);
    expect(running.actor.getSnapshot().value).toBe('failed');
    reply = registered;
    const sentAgain = await submitDetails(running, { ...strongDetails, firstName: 'Annie' });
    expect(sentAgain.value).toBe('succeeded');
    expect(running.spies.register).toHaveBeenCalledTimes(3);
    expect(running.spies.register).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Annie' }));
  });
});
