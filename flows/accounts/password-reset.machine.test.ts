import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CodeCheckReply, CodeRequestReply, PlainReply } from './account-replies';
import { COUNTDOWN_TICK_MS } from './code-countdown.machine';
import {
  passwordResetMachine,
  type RequestCodeInput,
  type ResetPasswordInput,
  type VerifyCodeInput,
} from './password-reset.machine';
import { actorOutcomes, walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';
import { waitUntilLeft } from '../testing/wait-until-left';

// The server answers a reset code request like this whether or not the number is registered.
const codeSent: CodeRequestReply = {
  success: true,
  result: { rtn: 1, phone: '+61412345678', resendAfterSeconds: 120, expiresInSeconds: 300 },
};
const pleaseWait: CodeRequestReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Please wait 75 seconds before requesting another code',
    problem: { code: 'WAIT_BEFORE_RESEND', params: { seconds: 75 } },
    retryAfterSeconds: 75,
  },
};
const invalidPhone: CodeRequestReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Invalid phone number', problem: { code: 'INVALID_PHONE', params: {} } },
};
const verified: CodeCheckReply = { success: true, result: { rtn: 1, verificationToken: 'verified-reset' } };
const wrongCode: CodeCheckReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'Wrong verification code',
    problem: { code: 'WRONG_CODE', params: { attemptsLeft: 1 } },
    attemptsLeft: 1,
  },
};
const noCode: CodeCheckReply = {
  success: true,
  result: {
    rtn: 0,
    dispMsg: 'No code was requested for this number',
    problem: { code: 'NO_CODE_REQUESTED', params: {} },
  },
};
const resetDone: PlainReply = { success: true, result: { rtn: 1 } };
const weakRefusal: PlainReply = {
  success: true,
  result: { rtn: -2, dispMsg: 'Password is weak', problem: { code: 'PASSWORD_WEAK', params: {} } },
};
const tokenUsed: PlainReply = {
  success: true,
  result: { rtn: 0, dispMsg: 'Failed to reset the password', problem: { code: 'PASSWORD_RESET_FAILED', params: {} } },
};

const strong = { newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' };
const weak = { newPassword: 'abcd', confirmPassword: 'abcd' };
const mismatched = { newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rb' };

interface Server {
  requestCode: (input: RequestCodeInput) => Promise<CodeRequestReply>;
  verifyCode: (input: VerifyCodeInput) => Promise<CodeCheckReply>;
  resetPassword: (input: ResetPasswordInput) => Promise<PlainReply>;
}

function startReset(server: Partial<Server> = {}) {
  const spies = {
    requestCode: vi.fn(server.requestCode ?? (async () => codeSent)),
    verifyCode: vi.fn(server.verifyCode ?? (async () => verified)),
    resetPassword: vi.fn(server.resetPassword ?? (async () => resetDone)),
  };
  const machine = passwordResetMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => spies.requestCode(input)),
      verifyCode: fromPromise(({ input }) => spies.verifyCode(input)),
      resetPassword: fromPromise(({ input }) => spies.resetPassword(input)),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: {}, clock }).start();
  return { actor, clock, spies };
}

type Running = ReturnType<typeof startReset>;

async function phoneVerified(running: Running) {
  running.actor.send({ type: 'SUBMIT_PHONE', phone: '0412345678' });
  await waitUntilLeft(running.actor, ['requestingCode']);
  running.actor.send({ type: 'SUBMIT_CODE', code: '2468' });
  return waitUntilLeft(running.actor, ['verifying']);
}

async function submitPassword(running: Running, passwords: { newPassword: string; confirmPassword: string }) {
  running.actor.send({ type: 'SUBMIT_PASSWORD', ...passwords });
  return waitUntilLeft(running.actor, ['submitting']);
}

describe('password reset machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(passwordResetMachine, {
      inputs: [{}],
      events: {
        SUBMIT_PHONE: [
          { type: 'SUBMIT_PHONE', phone: '0412345678' },
          { type: 'SUBMIT_PHONE', phone: '' },
        ],
        SUBMIT_CODE: [
          { type: 'SUBMIT_CODE', code: '2468' },
          { type: 'SUBMIT_CODE', code: 'abcd' },
        ],
        TICK: [{ type: 'TICK', secondsLeft: 60 }],
        SUBMIT_PASSWORD: [
          { type: 'SUBMIT_PASSWORD', ...strong },
          { type: 'SUBMIT_PASSWORD', ...weak },
          { type: 'SUBMIT_PASSWORD', ...mismatched },
        ],
        ...actorOutcomes('requestCode', { done: [codeSent, pleaseWait, invalidPhone], error: [new Error('offline')] }),
        ...actorOutcomes('verifyCode', { done: [verified, wrongCode, noCode], error: [new Error('offline')] }),
        ...actorOutcomes('resetPassword', { done: [resetDone, weakRefusal, tokenUsed], error: [new Error('offline')] }),
      },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('password reset machine: rules', () => {
  it('needs a phone number', () => {
    const running = startReset();
    running.actor.send({ type: 'SUBMIT_PHONE', phone: '' });
    expect(running.actor.getSnapshot().context.message).toEqual({ code: 'PHONE_MISSING' });
    expect(running.spies.requestCode).not.toHaveBeenCalled();
  });

  it('asks for a reset code and goes on to the code form whatever the number (the server answers the same)', async () => {
    const running = startReset();
    running.actor.send({ type: 'SUBMIT_PHONE', phone: '0499999999' });
    const snapshot = await waitUntilLeft(running.actor, ['requestingCode']);
    expect(running.spies.requestCode).toHaveBeenCalledWith({ phone: '0499999999', purpose: 'reset' });
    expect(snapshot.matches({ codeSent: { code: 'enteringCode', resend: 'countingDown' } })).toBe(true);
    expect(snapshot.context.resendIn).toBe(120);
  });

  it("counts down from the server's retryAfterSeconds after 'Please wait', refusing RESEND until 0", async () => {
    const running = startReset({ requestCode: async () => pleaseWait });
    running.actor.send({ type: 'SUBMIT_PHONE', phone: '0412345678' });
    const snapshot = await waitUntilLeft(running.actor, ['requestingCode']);
    expect(snapshot.context.resendIn).toBe(75);
    for (let second = 0; second < 74; second += 1) running.clock.increment(COUNTDOWN_TICK_MS);
    expect(running.actor.getSnapshot().context.resendIn).toBe(1);
    running.actor.send({ type: 'RESEND' });
    expect(running.spies.requestCode).toHaveBeenCalledTimes(1);
    running.clock.increment(COUNTDOWN_TICK_MS);
    running.actor.send({ type: 'RESEND' });
    expect(running.spies.requestCode).toHaveBeenCalledTimes(2);
  });

  it('verifies the code with purpose reset, then asks for the new password', async () => {
    const running = startReset();
    const snapshot = await phoneVerified(running);
    expect(running.spies.verifyCode).toHaveBeenCalledWith({ phone: '0412345678', purpose: 'reset', code: '2468' });
    expect(snapshot.value).toBe('newPassword');
    expect(snapshot.context.verificationToken).toBe('verified-reset');
  });

  it('sends a dead code back to requesting a new one', async () => {
    const running = startReset({ verifyCode: async () => noCode });
    const snapshot = await phoneVerified(running);
    expect(snapshot.matches({ codeSent: { code: 'newCodeNeeded' } })).toBe(true);
    expect(snapshot.context.message).toEqual({ code: 'NO_CODE_REQUESTED' });
  });

  it('checks the new password: empty, longer than 20, confirmation', async () => {
    const running = startReset();
    await phoneVerified(running);
    expect((await submitPassword(running, { newPassword: ' ', confirmPassword: ' ' })).context.fieldErrors).toEqual({
      newPassword: 'PASSWORD_EMPTY',
    });
    const long = 'Aa1!'.repeat(5) + 'b';
    expect((await submitPassword(running, { newPassword: long, confirmPassword: long })).context.fieldErrors).toEqual({
      newPassword: 'PASSWORD_TOO_LONG',
    });
    const twenty = 'Aa1!'.repeat(5);
    expect(Array.from(twenty)).toHaveLength(20);
    expect((await submitPassword(running, mismatched)).context.fieldErrors).toEqual({
      confirmPassword: 'PASSWORD_MISMATCH',
    });
    expect(running.actor.getSnapshot().value).toBe('newPassword');
    expect(running.spies.resetPassword).not.toHaveBeenCalled();
    expect((await submitPassword(running, { newPassword: twenty, confirmPassword: twenty })).value).toBe('done');
  });

  it('needs USE_ANYWAY for a weak password', async () => {
    const running = startReset();
    await phoneVerified(running);
    expect((await submitPassword(running, weak)).value).toBe('weakPasswordWarning');
    expect(running.spies.resetPassword).not.toHaveBeenCalled();
    running.actor.send({ type: 'USE_ANYWAY' });
    const snapshot = await waitUntilLeft(running.actor, ['submitting']);
    expect(running.spies.resetPassword).toHaveBeenCalledWith({
      verificationToken: 'verified-reset',
      newPassword: 'abcd',
      acceptWeakPassword: true,
    });
    expect(snapshot.value).toBe('done');
    expect(snapshot.context.passwords).toEqual({ newPassword: '', confirmPassword: '' });
  });

  it("asks about a weak password when the server's rule says so (rtn -2)", async () => {
    const running = startReset({ resetPassword: async () => weakRefusal });
    await phoneVerified(running);
    expect((await submitPassword(running, strong)).value).toBe('weakPasswordWarning');
  });

  it("fails with the server's reason or 'Failed to reset the password'", async () => {
    const refused = startReset({ resetPassword: async () => tokenUsed });
    await phoneVerified(refused);
    const failed = await submitPassword(refused, strong);
    expect(failed.value).toBe('failed');
    expect(failed.context.message).toEqual({ code: 'PASSWORD_RESET_FAILED' });
    refused.actor.send({ type: 'START_OVER' });
    expect(refused.actor.getSnapshot().value).toBe('phone');
    expect(refused.actor.getSnapshot().context.verificationToken).toBeNull();

    const offline = startReset({ resetPassword: () => Promise.reject(new Error('offline')) });
    await phoneVerified(offline);
    const down = await submitPassword(offline, strong);
    expect(down.context.message).toEqual({ code: 'PASSWORD_RESET_FAILED' });
    // The form is live again: fields with errors go back to it, good ones are sent.
    offline.actor.send({ type: 'SUBMIT_PASSWORD', newPassword: strong.newPassword, confirmPassword: 'other' });
    expect(offline.actor.getSnapshot().value).toBe('newPassword');
    expect(offline.actor.getSnapshot().context).toMatchObject({
      message: null,
      fieldErrors: { confirmPassword: 'PASSWORD_MISMATCH' },
    });
    const again = await submitPassword(offline, strong);
    expect(again.value).toBe('failed');
    expect(offline.spies.resetPassword).toHaveBeenCalledTimes(2);
  });
});
