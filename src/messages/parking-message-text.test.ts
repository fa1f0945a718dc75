import { describe, expect, it } from 'vitest';
import { parkingMessageOf, parkingRefusalMessage } from '../../flows/parking-messages';
import { parkingMessageText, type ParkingTranslate } from './parking-message-text';

const translate: ParkingTranslate = (ns, key, values) => `${ns}:${key}${values ? JSON.stringify(values) : ''}`;

describe('parking message text', () => {
  it('translates problem codes from the parking namespace, even when the server gave its English', () => {
    const refusal = parkingRefusalMessage({ dispMsg: 'Minimum stay of 30 minutes', problem: { code: 'STAY_TOO_SHORT', params: { span: 30 } } }, 'OPERATION_FAILED');
    expect(parkingMessageText(refusal, translate)).toBe('parking:errors.STAY_TOO_SHORT{"span":30}');
  });

  it('shows catalogue aliases in the catalogue words', () => {
    expect(parkingMessageText(parkingMessageOf('PIN_INVALID'), translate)).toBe('errors:PIN_VERIFY_FAILED');
    expect(parkingMessageText(parkingMessageOf('TICKET_EXPIRED'), translate)).toBe('errors:TICKET_EXPIRED');
  });

  it("shows the server's words for a refusal without a code, else the catalogue or the flow's own text", () => {
    expect(parkingMessageText(parkingRefusalMessage({ dispMsg: 'Gateway says no' }, 'PAYMENT_FAILED'), translate)).toBe('Gateway says no');
    expect(parkingMessageText(parkingMessageOf('PAYMENT_FAILED'), translate)).toBe('errors:PAYMENT_FAILED');
    expect(parkingMessageText(parkingMessageOf('topUp.intervalTooShort', { minutes: 30 }), translate)).toBe('parking:flow.topUp.intervalTooShort{"minutes":30}');
  });
});
