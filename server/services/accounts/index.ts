/**
 * What other domains may use of accounts (docs/architecture.md#server-layers): the signed-in
 * customer of a call, the password and token hashing staff and admin share, and the account a
 * counter opens for a member.
 */
export { provenSession, SESSION_ENDED, type RecalledSession, type SessionIdentity } from './account-deps';
export { hashPassword, spendVerificationTime, verifyPassword } from './password-hashing';
export { newSecureToken, secureTokenHash } from './secure-tokens';
export { createCounterAccount } from './registration';
