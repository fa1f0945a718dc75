import { describe, expect, it } from 'vitest';
import { messageOf, refusalMessage } from '../../../../flows/account-messages';
import { attemptsLeftHint, englishOf, flowMessageText, type MessageTranslator } from './flow-message-text';

const calls: string[] = [];
const chinese: MessageTranslator = {
  translate: (namespace, key, values) => {
    calls.push(`${namespace}:${key}`);
    return `[${namespace}:${key}${values ? JSON.stringify(values) : ''}]`;
  },
  serverSentence: (english) => ({ 'Wrong verification code': '验证码错误' } as Record<string, string>)[english],
};

describe('flow message text', () => {
  it('translates a key from the catalogue or the account namespace', () => {
    expect(flowMessageText(messageOf('LOGIN_MISMATCH'), chinese)).toBe('[errors:LOGIN_MISMATCH]');
    expect(flowMessageText(messageOf('validation.loginMissing'), chinese)).toBe('[account:validation.loginMissing]');
  });

  it('shows the key translated when the server said exactly the same thing', () => {
    const wait = refusalMessage({ dispMsg: 'Please wait 87 seconds before requesting another code' }, 'account.waitBeforeResend', { seconds: 87 });
    expect(englishOf(wait)).toBe('Please wait 87 seconds before requesting another code');
    expect(flowMessageText(wait, chinese)).toBe('[account:account.waitBeforeResend{"seconds":87}]');
  });

  it("shows the server's sentence, translated when the locale knows it", () => {
    const wrong = refusalMessage({ dispMsg: 'Wrong verification code' }, 'account.wrongCode', { attemptsLeft: 3 });
    expect(flowMessageText(wrong, chinese)).toBe('验证码错误');
    expect(attemptsLeftHint(wrong)).toBe(3);
    const locked = refusalMessage({ dispMsg: 'Your account is locked.' }, 'OPERATION_FAILED');
    expect(flowMessageText(locked, chinese)).toBe('Your account is locked.');
    expect(attemptsLeftHint(locked)).toBeNull();
  });

  it('gives no tries-left hint when none are left or the text already says it', () => {
    expect(attemptsLeftHint(refusalMessage({ dispMsg: 'Wrong verification code' }, 'account.newCodeNeeded', { attemptsLeft: 0 }))).toBeNull();
    expect(attemptsLeftHint(messageOf('account.wrongCode', { attemptsLeft: 2 }))).toBeNull();
  });
});
