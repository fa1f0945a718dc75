import { describe, expect, it } from 'vitest';
import { RefusedRead, failureMessage } from './refused-read';

describe('failureMessage', () => {
  it("says a refusal in the catalogue's words, an unknown one as the fallback, anything else as a failed connection", () => {
    const refusal = new RefusedRead({ problem: { code: 'PINPAD_RECEIPT_SENT' } });
    expect(failureMessage(refusal, 'RECEIPT_SEND_FAILED').code).toBe('PINPAD_RECEIPT_SENT');
    expect(failureMessage(new RefusedRead({}), 'RECEIPT_SEND_FAILED').code).toBe('RECEIPT_SEND_FAILED');
    expect(failureMessage(new TypeError('fetch failed'), 'RECEIPT_SEND_FAILED').code).toBe('CONNECTION_FAILED');
  });
});
