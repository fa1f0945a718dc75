/**
 * Demo staff (docs/staff.md#demo-staff, README "Staff"): a server started with the demo's test tools
 * (DEMO_STAFF=1, as `npm start`, `npm run dev`, the browser tests and the screenshots do) gives every
 * tenant these staff members, one per role plus an admin, all with the same password and PIN. A
 * member already there is left as it is; a server started any other way has no staff it did not add.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { insertStaffMember, staffCodeTaken } from '../../db/repositories/staff-repository';
import { hashPassword } from '../accounts/password-hashing';

export const DEMO_STAFF_PASSWORD = 'Staff-demo1';
export const DEMO_STAFF_PIN = '2468';

export interface DemoStaffMember {
  staffCode: string;
  name: string;
  /** Staff functions' roles (docs/staff.md#roles) or the admin area's (docs/admin.md#roles). */
  roles: string[];
  admin: boolean;
}

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { staffCode: 'S100', name: 'Morgan (admin)', roles: [], admin: true },
  { staffCode: 'S200', name: 'Casey (counter)', roles: ['counter'], admin: false },
  { staffCode: 'S300', name: 'Ash (assessor)', roles: ['assessor'], admin: false },
  { staffCode: 'S400', name: 'Kim (cashier)', roles: ['cashier'], admin: false },
  // The admin area's roles (docs/admin.md#demo-staff): each sees a different admin menu and permission test pages.
  { staffCode: 'S500', name: 'Riley (content editor)', roles: ['content'], admin: false },
  { staffCode: 'S600', name: 'Jordan (configuration)', roles: ['config'], admin: false },
  { staffCode: 'S700', name: 'Avery (members)', roles: ['members'], admin: false },
];

/** Adds the demo staff members each tenant lacks; returns how many were added. */
export async function seedDemoStaff(db: Queryable, tenantIds: readonly string[], now: Date): Promise<number> {
  let added = 0;
  let hashes: { password: string; pin: string } | null = null;
  for (const tenantId of tenantIds) {
    for (const member of DEMO_STAFF) {
      if (await staffCodeTaken(db, tenantId, member.staffCode)) continue;
      // Hashed once for all of them: scrypt is slow on purpose.
      hashes ??= { password: await hashPassword(DEMO_STAFF_PASSWORD), pin: await hashPassword(DEMO_STAFF_PIN) };
      const inserted = await insertStaffMember(db, {
        id: randomUUID(),
        tenantId,
        staffCode: member.staffCode,
        phone: null,
        name: member.name,
        roles: member.roles,
        admin: member.admin,
        passwordHash: hashes.password,
        pinHash: hashes.pin,
        now,
      });
      if (inserted) added += 1;
    }
  }
  return added;
}
