import { describe, expect, it } from 'vitest';
import { messageOf } from '../protocol/messages';
import { messageNotification } from './message-notification';

describe('messageNotification', () => {
  it('names the code in the messages namespace, with its params and its English', () => {
    expect(messageNotification(messageOf('LOGIN_EXPIRED'))).toEqual({ key: 'messages:LOGIN_EXPIRED', defaultValue: 'Login expired' });
    expect(messageNotification(messageOf('PIN_LOCKED', { minutes: 3 }))).toEqual({
      key: 'messages:PIN_LOCKED',
      values: { minutes: 3 },
      defaultValue: 'Too many wrong PINs. Please try again in 3 min',
    });
  });
});
