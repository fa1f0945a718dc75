import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_RESEND_SECONDS } from '../../src/lib/limits';
import {
  codeCheckOutcome,
  codeRequestOutcome,
  isAccepted,
  sessionTokenOf,
  verificationTokenOf,
} from './account-replies';

const rtn = fc.integer({ min: -1_000_000, max: 1_000 });

describe('account replies', () => {
  it('accepts only success with rtn > 0', () => {
    fc.assert(
      fc.property(fc.boolean(), rtn, (success, value) => {
        expect(isAccepted({ success, result: { rtn: value } })).toBe(success && value > 0);
      }),
    );
  });

  it('takes a session token only from an accepted reply that carries one', () => {
    expect(sessionTokenOf({ success: true, result: { rtn: 1, userId: 'tok' } })).toBe('tok');
    expect(sessionTokenOf({ success: true, result: { rtn: 1, userId: '' } })).toBeNull();
    expect(sessionTokenOf({ success: true, result: { rtn: 1 } })).toBeNull();
    expect(sessionTokenOf({ success: false, result: { rtn: 1, userId: 'tok' } })).toBeNull();
    expect(verificationTokenOf({ success: true, result: { rtn: 0, verificationToken: 'v' } })).toBeNull();
  });

  it("counts down from the server's resendAfterSeconds, 120 s when it says nothing", () => {
    expect(CODE_RESEND_SECONDS).toBe(120);
    expect(codeRequestOutcome({ success: true, result: { rtn: 1, resendAfterSeconds: 120 } })).toEqual({
      kind: 'sent',
      resendIn: 120,
    });
    expect(codeRequestOutcome({ success: true, result: { rtn: 1 } })).toEqual({ kind: 'sent', resendIn: 120 });
    expect(codeRequestOutcome({ success: true, result: { rtn: 1, resendAfterSeconds: 59.2 } })).toEqual({
      kind: 'sent',
      resendIn: 60,
    });
  });

  it("reads 'Please wait n seconds' from retryAfterSeconds; any other refusal is a refusal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 }), fc.integer({ min: -5, max: 0 }), (seconds, refusal) => {
        expect(
          codeRequestOutcome({ success: true, result: { rtn: refusal, retryAfterSeconds: seconds, dispMsg: 'wait' } }),
        ).toEqual({
          kind: 'wait',
          resendIn: seconds,
        });
        expect(codeRequestOutcome({ success: true, result: { rtn: refusal, dispMsg: 'no' } })).toEqual({
          kind: 'refused',
        });
      }),
    );
  });

  it('lets a wrong code be tried again only while the server says tries are left', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }), (attemptsLeft) => {
        const outcome = codeCheckOutcome(
          { success: true, result: { rtn: 0, dispMsg: 'x', ...(attemptsLeft === undefined ? {} : { attemptsLeft }) } },
          null,
        );
        if (attemptsLeft !== undefined && attemptsLeft > 0)
          expect(outcome).toEqual({ kind: 'wrongCode', attemptsLeft });
        else expect(outcome).toEqual({ kind: 'newCodeNeeded', attemptsLeft: attemptsLeft ?? null });
      }),
    );
  });

  it('calls a code verified only with its proof', () => {
    expect(codeCheckOutcome({ success: true, result: { rtn: 1 } }, 'token')).toEqual({ kind: 'verified' });
    expect(codeCheckOutcome({ success: true, result: { rtn: 1 } }, null)).toEqual({
      kind: 'newCodeNeeded',
      attemptsLeft: null,
    });
  });
});
