/**
 * What other domains may use of staff (docs/architecture.md#server-layers): the signed-in staff
 * member, and the attempt limits an admin clears when setting a member's password or PIN.
 */
export type { StaffIdentity } from './staff-deps';
export { staffPasswordLimit, staffPinLimit } from './staff-sessions';
