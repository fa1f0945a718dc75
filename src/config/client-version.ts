/** The client version sent with user info (docs/rules.md#client-version). */
export const CLIENT_VERSION = 'V3.9.5';
