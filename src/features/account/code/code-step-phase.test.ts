import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CodeRequestReply, SessionReply } from '../../../../flows/accounts/account-replies';
import {
  smsLoginMachine,
  type LoginBySmsInput,
  type RequestCodeInput,
} from '../../../../flows/accounts/sms-login.machine';
import { codeStepPhase } from './code-step-phase';

describe('code step phase', () => {
  it('reads the regions of codeSent and nothing else', () => {
    expect(codeStepPhase('enterPhone')).toBeNull();
    expect(codeStepPhase({ codeSent: { resend: 'available', code: 'verifying' } })).toEqual({
      resend: 'available',
      code: 'verifying',
    });
    expect(codeStepPhase({ codeSent: { resend: 'later', code: 'verifying' } })).toBeNull();
  });

  it('matches the state values of the SMS login machine', async () => {
    const machine = smsLoginMachine.provide({
      actors: {
        requestCode: fromPromise<CodeRequestReply, RequestCodeInput>(async () => ({
          success: true,
          result: { rtn: 1, resendAfterSeconds: 120 },
        })),
        loginBySms: fromPromise<SessionReply, LoginBySmsInput>(async () => ({
          success: true,
          result: { rtn: 0, dispMsg: 'Wrong verification code', attemptsLeft: 4 },
        })),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'SEND_CODE', phone: '021 123 4567' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(codeStepPhase(actor.getSnapshot().value)).toEqual({ resend: 'countingDown', code: 'enteringCode' });
    actor.stop();
  });
});
