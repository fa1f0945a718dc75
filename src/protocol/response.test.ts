import { describe, expect, it } from 'vitest';
import { failed, isAccepted, isEnvelope, ok, refused } from './response';

describe('response envelope', () => {
  it('ok puts the data beside rtn 1 (or the given positive rtn)', () => {
    expect(ok({ userId: 'tok', firstName: 'Ann' })).toEqual({
      success: true,
      result: { rtn: 1, userId: 'tok', firstName: 'Ann' },
    });
    expect(ok({}, 2)).toEqual({ success: true, result: { rtn: 2 } });
    expect(() => ok({}, 0)).toThrow(RangeError);
    expect(() => ok({}, 1.5)).toThrow(RangeError);
  });

  it('refused is a handled call whose answer is no: the English of a message code, and the code', () => {
    expect(refused('TICKET_EXPIRED')).toEqual({
      success: true,
      result: { rtn: 0, dispMsg: 'Ticket expired', problem: { code: 'TICKET_EXPIRED', params: {} } },
    });
    expect(refused('NO_PASSWORD_YET', {}, { rtn: -821009 }).result).toMatchObject({
      rtn: -821009,
      problem: { code: 'NO_PASSWORD_YET' },
    });
    expect(refused('WAIT_BEFORE_RESEND', { seconds: 90 }, { data: { retryAfterSeconds: 90 } })).toEqual({
      success: true,
      result: {
        rtn: 0,
        dispMsg: 'Please wait 90 seconds before requesting another code',
        problem: { code: 'WAIT_BEFORE_RESEND', params: { seconds: 90 } },
        retryAfterSeconds: 90,
      },
    });
    expect(() => refused('SOLD_OUT', {}, { rtn: 1 })).toThrow(RangeError);
  });

  it('failed has success false, with the code and its English (or a more precise detail)', () => {
    expect(failed('LOGIN_MISMATCH')).toEqual({
      success: false,
      result: { rtn: 0, dispMsg: 'User name or password not match', problem: { code: 'LOGIN_MISMATCH', params: {} } },
    });
    expect(failed('INVALID_FIELD', { rtn: -1, detail: 'siteId: is required' })).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'siteId: is required', problem: { code: 'INVALID_FIELD', params: {} } },
    });
    expect(() => failed('SYSTEM_ERROR', { rtn: 3 })).toThrow(RangeError);
  });

  it('isAccepted needs success and rtn > 0', () => {
    expect(isAccepted(ok({}))).toBe(true);
    expect(isAccepted(refused('SOLD_OUT'))).toBe(false);
    expect(isAccepted({ success: false, result: { rtn: 1 } })).toBe(false);
  });

  it.each([
    ok({ a: [1] }),
    refused('SOLD_OUT'),
    failed('SYSTEM_ERROR'),
    { success: false, result: { rtn: -5, dispMsg: '', extra: null } },
  ])('isEnvelope accepts %j', (value) => {
    expect(isEnvelope(value)).toBe(true);
  });

  it.each([
    null,
    'ok',
    [],
    {},
    { success: 'true', result: { rtn: 1 } },
    { success: true },
    { success: true, result: null },
    { success: true, result: [] },
    { success: true, result: {} },
    { success: true, result: { rtn: '1' } },
    { success: true, result: { rtn: 1.5 } },
    { success: true, result: { rtn: 1, dispMsg: 5 } },
  ])('isEnvelope rejects %j', (value) => {
    expect(isEnvelope(value)).toBe(false);
  });
});
