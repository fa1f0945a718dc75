/** Staff members the server tests add to a tenant, as an operator would (docs/staff.md). */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../server/db/database';
import { insertStaffMember } from '../../../server/db/repositories/staff-repository';
import { hashPassword } from '../../../server/services/accounts/password-hashing';

export interface NewTestStaff {
  /** Their staff code starts with this letter, then random digits (unique enough per test). */
  codePrefix: string;
  roles: string[];
  password: string;
  pin: string;
  now: Date;
  tenantId?: string;
  /** Their name; `${codePrefix} staff` when not given. */
  name?: (code: string) => string;
  /**
   * How their password and PIN are hashed: the server's own by default. A race of a hundred
   * sign-ins passes a cheaper scrypt so that the race, not the hashing, is what takes the time.
   */
  hash?: (secret: string) => Promise<string>;
}

/** Adds a staff member with their own password and PIN; answers their id and staff code. */
export async function insertTestStaff(db: Queryable, staff: NewTestStaff): Promise<{ id: string; code: string }> {
  const hash = staff.hash ?? ((secret: string) => hashPassword(secret));
  const id = randomUUID();
  const code = `${staff.codePrefix}${Math.floor(Math.random() * 1e8)}`;
  await insertStaffMember(db, {
    id,
    tenantId: staff.tenantId ?? 'plainco',
    staffCode: code,
    phone: null,
    name: staff.name?.(code) ?? `${staff.codePrefix} staff`,
    roles: staff.roles,
    admin: false,
    passwordHash: await hash(staff.password),
    pinHash: await hash(staff.pin),
    now: staff.now,
  });
  return { id, code };
}
