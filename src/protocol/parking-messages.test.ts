import { describe, expect, it } from 'vitest';
import problemSchema from '../../schemas/api/parking-problem.json';
import paymentProblemSchema from '../../schemas/api/payment-problem.json';
import enGb from '../i18n/locales/en-gb/parking.json';
import zhHans from '../i18n/locales/zh-hans/parking.json';
import { BOOKING_PROBLEM_ORDER } from '../lib/booking-rules';
import { ERROR_MESSAGES } from './errors';
import { CATALOGUE_ALIASES, messageParams, PARKING_MESSAGES, parkingMessage } from './parking-messages';

describe('parking messages', () => {
  it('have a message for every booking rule', () => {
    for (const code of BOOKING_PROBLEM_ORDER) expect(PARKING_MESSAGES[code]).toBeTruthy();
  });

  it('fill in their params, leaving unknown ones visible', () => {
    expect(parkingMessage('STAY_TOO_SHORT', { span: 30 })).toBe('Minimum stay of 30 minutes');
    expect(parkingMessage('ONLY_FEW_LEFT', { available: 2 })).toBe('Only 2 left');
    expect(parkingMessage('SOLD_OUT')).toBe('Sold out');
    expect(parkingMessage('STAY_TOO_SHORT')).toBe('Minimum stay of {{span}} minutes');
    expect(parkingMessage('TICKET_EXPIRED')).toBe(ERROR_MESSAGES.TICKET_EXPIRED);
  });

  it('are exactly the codes the API schemas allow (ParkingProblem.code and PaymentProblem.code)', () => {
    const schemaCodes = [...problemSchema.properties.code.enum, ...paymentProblemSchema.properties.code.enum];
    expect(schemaCodes.sort()).toEqual([...Object.keys(PARKING_MESSAGES), ...Object.keys(CATALOGUE_ALIASES)].sort());
  });

  it('use the catalogue words for its aliases', () => {
    expect(parkingMessage('PIN_INVALID')).toBe(ERROR_MESSAGES.PIN_VERIFY_FAILED);
    expect(parkingMessage('GATEWAY_UNAVAILABLE')).toBe(ERROR_MESSAGES.PAYMENT_REQUEST_FAILED);
    expect(parkingMessage('TOPUP_TOO_SHORT', { minutes: 30 })).toBe('A top-up must add at least 30 minutes');
  });

  it('are distinct from each other and from the catalogue', () => {
    const texts = [...Object.values(PARKING_MESSAGES), ...Object.values(ERROR_MESSAGES)];
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe.each([
  ['en-gb', enGb.errors],
  ['zh-hans', zhHans.errors],
])('%s parking.json', (_locale, messages: Record<string, string>) => {
  it('has exactly the codes, each with the same {{params}}', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(PARKING_MESSAGES).sort());
    for (const [code, english] of Object.entries(PARKING_MESSAGES)) {
      expect(messageParams(messages[code] ?? '').sort(), code).toEqual(messageParams(english).sort());
    }
  });
});

describe('translations', () => {
  it('en-gb is the English of PARKING_MESSAGES', () => {
    expect(enGb.errors).toEqual(PARKING_MESSAGES);
  });

  it('zh-hans is written in Chinese', () => {
    for (const [code, text] of Object.entries(zhHans.errors)) expect(text, code).toMatch(/[\u4e00-\u9fff]/u);
  });
});
