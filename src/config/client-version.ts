/** The client version sent with user info (spec section 9). */
export const CLIENT_VERSION = 'V3.9.5';
