/**
 * Session and transport (docs/rules.md#http-failures): what the app's frame tells the user by itself,
 * whatever the screen. The API client's failures ('Network error', 'Login expired'...) and the
 * session's ('Failed to logout'). Their English is part of the message catalogue
 * (./messages.ts spreads it in) but lives here, so the first download carries these few texts and
 * not the whole catalogue (docs/architecture.md#message-catalogue). With no connection and no
 * locale file yet, these are what a notice shows.
 */
import type { Message, MessageCode } from './message';

export const TRANSPORT_MESSAGES = {
  LOGIN_MISMATCH: 'User name or password not match',
  CONNECTION_FAILED: 'Connection failed',
  GET_INFO_FAILED: 'getInfo: failed to get info !',
  LOGIN_EXPIRED: 'Login expired',
  SESSION_ENDED:
    'You have been logged out, for example because your password was changed on another device. Please log in again.',
  SYSTEM_ERROR: 'System error',
  NETWORK_TIMEOUT: 'Network timeout',
  NETWORK_ERROR: 'Network error',
  MALFORMED_REQUEST: 'Malformed request',
  INVALID_FIELD: 'A field of the request is missing or not valid',
  INVALID_RESPONSE: 'Unexpected response from the server',
  CHUNK_LOAD_FAILED: 'Failed to load the page, please reload',
  NOT_FOUND: 'Not found',
  TENANT_NOT_FOUND: 'Tenant not found',
  SHOP_NOT_FOUND: 'Shop not found',
  TOO_MANY_REQUESTS: 'Too many requests, please try again later',
  REQUEST_TOO_LARGE: 'Request too large',
  LOGOUT_FAILED: 'Failed to logout, please retry later',
} as const satisfies Partial<Readonly<Record<MessageCode, string>>>;

export type TransportMessageCode = keyof typeof TRANSPORT_MESSAGES;

/** A message the frame shows by itself: one of TRANSPORT_MESSAGES (none of them has params). */
export interface TransportMessage extends Message {
  readonly code: TransportMessageCode;
}
