import { describe, expect, it } from 'vitest';
import enGb from '../i18n/locales/en-gb/errors.json';
import zhHans from '../i18n/locales/zh-hans/errors.json';
import { ERROR_CODES, ERROR_MESSAGES, isErrorCode, LOGIN_SPECIAL_CASE_CODE } from './errors';

const SPEC_SECTION_8_MESSAGES = [
  'User name or password not match',
  'Connection failed',
  'getInfo: failed to get info !',
  'Login expired',
  'System error',
  'Network timeout',
  'Network error',
  'Connection error',
  'Failed to operate',
  'Unknown error',
  'Sorry, out of service',
  'Payment failed',
  'Failed to request payment, please try later',
  'Failed to send the PIN',
  'Failed to verify the PIN',
  'Failed to sign up',
  'Failed to cancel the Pre-pay, please try later',
  'Ticket expired',
  'Failed to submit the ticket to the server, please try later',
  'Failed to get a discount',
  'Failed to delete the card',
  'Failed to logout, please retry later',
  'Old password is not correct',
  'Failed to reset the password',
  'Failed to verify the mobile phone',
  'Failed to submit requirement, please try later',
  'Failed to upload the order',
];

describe('error catalogue', () => {
  it('has every catalogue message, each once', () => {
    const messages: string[] = Object.values(ERROR_MESSAGES);
    for (const message of SPEC_SECTION_8_MESSAGES) expect(messages).toContain(message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("corrects the legacy 'Connecion Failed' typo", () => {
    expect(ERROR_MESSAGES.CONNECTION_FAILED).toBe('Connection failed');
    expect(Object.values(ERROR_MESSAGES).join('|')).not.toMatch(/Connecion/);
  });

  it('codes are SCREAMING_SNAKE_CASE and recognised by isErrorCode', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('network_error')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('flags the login special case with -821009', () => {
    expect(LOGIN_SPECIAL_CASE_CODE).toBe(-821009);
  });
});

describe.each([
  ['en-gb', enGb],
  ['zh-hans', zhHans],
])('%s errors.json', (_locale, messages: Record<string, unknown>) => {
  it('has exactly the catalogue keys, each a non-empty string', () => {
    expect(Object.keys(messages).sort()).toEqual([...ERROR_CODES].sort());
    for (const text of Object.values(messages)) {
      expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    }
  });
});

describe('translations', () => {
  it('en-gb is the catalogue English', () => {
    expect(enGb).toEqual(ERROR_MESSAGES);
  });

  it('zh-hans is written in Chinese, not left in English', () => {
    for (const [code, text] of Object.entries(zhHans)) {
      expect(text, code).toMatch(/[\u4e00-\u9fff]/u);
    }
  });
});
