import { describe, expect, it } from 'vitest';
import codeSchema from '../../schemas/api/message-code.json';
import { BOOKING_PROBLEM_ORDER } from '../lib/booking-rules';
import { englishText, MESSAGES } from './messages';
import { fillParams, messageOf, messageParams } from './message';
import { isMessageCode, MESSAGE_CODES, refusalMessage } from './message-codes';

const CATALOGUE_MESSAGES = [
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

/** The validation messages of docs/rules.md#validation, word for word. */
const VALIDATION_MESSAGES = {
  LOGIN_INPUT_MISSING: 'Please input phone number or password properly',
  PASSWORD_EMPTY: 'Password cannot be empty',
  POSTCODE_DIGITS: 'Postcode: numbers only',
  EXIT_NOT_AFTER_ENTRY: 'Exit time must be later than entry time',
  STAY_TOO_SHORT: 'Minimum stay of {{span}} minutes',
  ENTRY_IN_PAST: 'Entry time cannot be earlier than now',
} as const;

describe('message catalogue', () => {
  it('has every message of the error catalogue, and each text once', () => {
    const texts: string[] = Object.values(MESSAGES);
    for (const message of CATALOGUE_MESSAGES) expect(texts).toContain(message);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('words the validation messages as the rules do', () => {
    for (const [code, text] of Object.entries(VALIDATION_MESSAGES))
      expect(MESSAGES[code as keyof typeof VALIDATION_MESSAGES], code).toBe(text);
  });

  it("corrects the legacy 'Connecion Failed' typo", () => {
    expect(MESSAGES.CONNECTION_FAILED).toBe('Connection failed');
    expect(Object.values(MESSAGES).join('|')).not.toMatch(/Connecion/);
  });

  it('has a message for every booking rule', () => {
    for (const code of BOOKING_PROBLEM_ORDER) expect(MESSAGES[code]).toBeTruthy();
  });

  it('codes are SCREAMING_SNAKE_CASE, recognised by isMessageCode, and exactly those of the API schema', () => {
    for (const code of MESSAGE_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(isMessageCode(code)).toBe(true);
    }
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('network_error')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
    expect([...codeSchema.enum].sort()).toEqual([...MESSAGE_CODES].sort());
    // The catalogue has a text for exactly these codes (MESSAGE_CODES is generated from the schema).
    expect(Object.keys(MESSAGES).sort()).toEqual([...MESSAGE_CODES].sort());
  });

  it('fills in params, leaving unknown ones visible', () => {
    expect(englishText({ code: 'STAY_TOO_SHORT', params: { span: 30 } })).toBe('Minimum stay of 30 minutes');
    expect(englishText({ code: 'ONLY_FEW_LEFT', params: { available: 2 } })).toBe('Only 2 left');
    expect(englishText({ code: 'SOLD_OUT' })).toBe('Sold out');
    expect(englishText({ code: 'STAY_TOO_SHORT' })).toBe('Minimum stay of {{span}} minutes');
    expect(fillParams('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(messageParams(MESSAGES.WAIT_BEFORE_RESEND)).toEqual(['seconds']);
  });

  it('leaves params out of a message that has none, so equal messages compare equal', () => {
    expect(messageOf('SOLD_OUT', {})).toEqual({ code: 'SOLD_OUT' });
    expect(messageOf('ONLY_FEW_LEFT', { available: 1 })).toEqual({ code: 'ONLY_FEW_LEFT', params: { available: 1 } });
  });

  it("reads a refusal's problem, or falls back when it has none or an unknown code", () => {
    expect(refusalMessage({ problem: { code: 'STAY_TOO_SHORT', params: { span: 30 } } }, 'OPERATION_FAILED')).toEqual({
      code: 'STAY_TOO_SHORT',
      params: { span: 30 },
    });
    expect(refusalMessage({ problem: { code: 'OLD_PASSWORD_INCORRECT', params: {} } }, 'OPERATION_FAILED')).toEqual({
      code: 'OLD_PASSWORD_INCORRECT',
    });
    expect(refusalMessage({}, 'SIGN_UP_FAILED')).toEqual({ code: 'SIGN_UP_FAILED' });
    expect(refusalMessage({ problem: { code: 'FROM_A_NEWER_SERVER', params: {} } }, 'SIGN_UP_FAILED')).toEqual({
      code: 'SIGN_UP_FAILED',
    });
  });
});
