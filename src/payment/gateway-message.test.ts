import { describe, expect, it } from 'vitest';
import { isDecisionFrom, isPaymentDecidedMessage, PAYMENT_DECIDED_MESSAGE } from './gateway-message';

describe('the gateway decided message', () => {
  const frame = {} as MessageEventSource;
  const data = { type: PAYMENT_DECIDED_MESSAGE, id: 'sbx_x' };

  it('recognises only its own shape', () => {
    expect(isPaymentDecidedMessage(data)).toBe(true);
    expect(isPaymentDecidedMessage({ type: PAYMENT_DECIDED_MESSAGE })).toBe(false);
    expect(isPaymentDecidedMessage({ type: 'other', id: 'x' })).toBe(false);
    expect(isPaymentDecidedMessage('kerbside:payment-decided')).toBe(false);
    expect(isPaymentDecidedMessage(null)).toBe(false);
  });

  it('is believed only from this origin and the gateway frame', () => {
    const origin = 'https://app.example';
    expect(isDecisionFrom({ origin, source: frame, data }, origin, frame)).toBe(true);
    expect(isDecisionFrom({ origin: 'https://evil.example', source: frame, data }, origin, frame)).toBe(false);
    expect(isDecisionFrom({ origin, source: {} as MessageEventSource, data }, origin, frame)).toBe(false);
    expect(isDecisionFrom({ origin, source: frame, data }, origin, null)).toBe(false);
    expect(isDecisionFrom({ origin, source: frame, data: { type: 'x' } }, origin, frame)).toBe(false);
  });
});
