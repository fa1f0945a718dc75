import { describe, expect, it } from 'vitest';
import { newPasswordRefusal } from './password-rules';

describe('newPasswordRefusal', () => {
  it.each(['', '   ', '\t'])('refuses an empty password %j', (password) => {
    expect(newPasswordRefusal(password, true)).toEqual({
      success: true,
      result: { rtn: 0, dispMsg: 'Password cannot be empty', problem: { code: 'PASSWORD_EMPTY', params: {} } },
    });
  });

  it('refuses more than 20 characters, counting characters rather than UTF-16 units', () => {
    expect(newPasswordRefusal('Abcd123!Abcd123!Abcd1', true)?.result.dispMsg).toBe('Password is at most 20 characters');
    expect(newPasswordRefusal('Abcd123!Abcd123!Abc\u{1F697}', false)).toBeNull();
  });

  it('refuses a weak password with rtn -2 unless the user accepts it', () => {
    expect(newPasswordRefusal('abc', false)).toEqual({
      success: true,
      result: { rtn: -2, dispMsg: 'Password is weak', problem: { code: 'PASSWORD_WEAK', params: {} } },
    });
    expect(newPasswordRefusal('abc', undefined)?.result.rtn).toBe(-2);
    expect(newPasswordRefusal('abc', true)).toBeNull();
  });

  it('accepts medium and strong passwords', () => {
    expect(newPasswordRefusal('abc123', false)).toBeNull();
    expect(newPasswordRefusal('Abcd123!', false)).toBeNull();
  });
});
