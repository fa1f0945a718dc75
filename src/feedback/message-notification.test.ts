import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../protocol/messages';
import { TRANSPORT_MESSAGES, type TransportMessageCode } from '../protocol/transport-messages';
import { messageNotification } from './message-notification';

describe('messageNotification', () => {
  it('names the code in the messages namespace, with its English', () => {
    expect(messageNotification({ code: 'LOGIN_EXPIRED' })).toEqual({
      key: 'messages:LOGIN_EXPIRED',
      defaultValue: 'Login expired',
    });
    expect(messageNotification({ code: 'LOGOUT_FAILED' })).toEqual({
      key: 'messages:LOGOUT_FAILED',
      defaultValue: 'Failed to logout, please retry later',
    });
  });

  it("gives every transport message the catalogue's English", () => {
    for (const code of Object.keys(TRANSPORT_MESSAGES) as TransportMessageCode[]) {
      expect(messageNotification({ code }).defaultValue).toBe(MESSAGES[code]);
    }
  });
});
