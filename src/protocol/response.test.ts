import { describe, expect, it } from 'vitest';
import { failed, isAccepted, isEnvelope, ok, refused } from './response';

describe('response envelope', () => {
  it('ok puts the data beside rtn 1 (or the given positive rtn)', () => {
    expect(ok({ userId: 'tok', firstName: 'Ann' })).toEqual({ success: true, result: { rtn: 1, userId: 'tok', firstName: 'Ann' } });
    expect(ok({}, 2)).toEqual({ success: true, result: { rtn: 2 } });
    expect(() => ok({}, 0)).toThrow(RangeError);
    expect(() => ok({}, 1.5)).toThrow(RangeError);
  });

  it('refused is a handled call whose answer is no, with a message to show', () => {
    expect(refused('Ticket expired')).toEqual({ success: true, result: { rtn: 0, dispMsg: 'Ticket expired' } });
    expect(refused('Special', -821009)).toEqual({ success: true, result: { rtn: -821009, dispMsg: 'Special' } });
    expect(() => refused('x', 1)).toThrow(RangeError);
  });

  it('failed has success false', () => {
    expect(failed()).toEqual({ success: false, result: { rtn: 0 } });
    expect(failed('User name or password not match', -1)).toEqual({
      success: false,
      result: { rtn: -1, dispMsg: 'User name or password not match' },
    });
    expect(() => failed('x', 3)).toThrow(RangeError);
  });

  it('isAccepted needs success and rtn > 0', () => {
    expect(isAccepted(ok({}))).toBe(true);
    expect(isAccepted(refused('no'))).toBe(false);
    expect(isAccepted({ success: false, result: { rtn: 1 } })).toBe(false);
  });

  it.each([ok({ a: [1] }), refused('no'), failed(), { success: false, result: { rtn: -5, dispMsg: '', extra: null } }])(
    'isEnvelope accepts %j',
    (value) => {
      expect(isEnvelope(value)).toBe(true);
    },
  );

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
