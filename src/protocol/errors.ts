/**
 * The error catalogue (docs/rules.md#error-catalogue): one code per user-facing message, with its
 * default English text. The UI translates by code (src/i18n/locales/<lang>/errors.json has exactly
 * these keys); the English here is the fallback and what logs show. Legacy typos are corrected
 * ('Connecion Failed' -> 'Connection failed').
 */
export const ERROR_MESSAGES = {
  // Session and transport
  LOGIN_MISMATCH: 'User name or password not match',
  CONNECTION_FAILED: 'Connection failed',
  GET_INFO_FAILED: 'getInfo: failed to get info !',
  LOGIN_EXPIRED: 'Login expired',
  SYSTEM_ERROR: 'System error',
  NETWORK_TIMEOUT: 'Network timeout',
  NETWORK_ERROR: 'Network error',
  MALFORMED_REQUEST: 'Malformed request',
  INVALID_RESPONSE: 'Unexpected response from the server',
  CHUNK_LOAD_FAILED: 'Failed to load the page, please reload',
  // Catalogue messages
  CONNECTION_ERROR: 'Connection error',
  OPERATION_FAILED: 'Failed to operate',
  UNKNOWN_ERROR: 'Unknown error',
  OUT_OF_SERVICE: 'Sorry, out of service',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_REQUEST_FAILED: 'Failed to request payment, please try later',
  PIN_SEND_FAILED: 'Failed to send the PIN',
  PIN_VERIFY_FAILED: 'Failed to verify the PIN',
  SIGN_UP_FAILED: 'Failed to sign up',
  PREPAY_CANCEL_FAILED: 'Failed to cancel the Pre-pay, please try later',
  TICKET_EXPIRED: 'Ticket expired',
  TICKET_SUBMIT_FAILED: 'Failed to submit the ticket to the server, please try later',
  DISCOUNT_FAILED: 'Failed to get a discount',
  CARD_DELETE_FAILED: 'Failed to delete the card',
  LOGOUT_FAILED: 'Failed to logout, please retry later',
  OLD_PASSWORD_INCORRECT: 'Old password is not correct',
  PASSWORD_RESET_FAILED: 'Failed to reset the password',
  PHONE_VERIFY_FAILED: 'Failed to verify the mobile phone',
  REQUIREMENT_SUBMIT_FAILED: 'Failed to submit requirement, please try later',
  ORDER_UPLOAD_FAILED: 'Failed to upload the order',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** The server's login rtn that flags the login special case (docs/rules.md#login-outcomes). */
export const LOGIN_SPECIAL_CASE_CODE = -821009;
