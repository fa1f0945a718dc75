/**
 * Demo staff (docs/staff.md#demo-staff, README "Staff"): a server started with the demo's test tools
 * (DEMO_STAFF=1, as `npm start`, `npm run dev`, the browser tests and the screenshots do) gives every
 * tenant these staff members, one per role plus an admin, all with the same published password and
 * PIN, marked as the demo's in the database. A member already there is left as it is (a demo member
 * disabled by a start without the demo is enabled again).
 *
 * They are data of the demo: a server started any other way disables every demo member at start and
 * ends their sessions, and says so in its log, so a database that once ran the demo does not keep a
 * published admin password (issue: S100 still signed in after a restart without DEMO_STAFF=1).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import {
  disableDemoStaff,
  enableDemoStaff,
  insertDemoStaffMember,
  settleDemoMarks,
  unsettledPasswordHashes,
} from '../../db/repositories/demo-staff-repository';
import { staffCodeTaken } from '../../db/repositories/staff-repository';
import { hashPassword, verifyPassword } from '../accounts';

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

/**
 * Members from before the demo mark (migration 026) with a demo staff id are settled once: demo
 * staff when their password is the demo's. Their hashes are checked once each: one seeding hashed
 * the password once for every tenant.
 */
async function settleUnmarkedStaff(db: Queryable): Promise<void> {
  const hashes = await unsettledPasswordHashes(db);
  if (hashes.length === 0) return;
  const demoHashes: string[] = [];
  for (const hash of hashes) if (await verifyPassword(DEMO_STAFF_PASSWORD, hash)) demoHashes.push(hash);
  await settleDemoMarks(db, demoHashes);
}

export interface DemoStaffSeeded {
  /** Demo members added. */
  added: number;
  /** Demo members a start without the demo had disabled, enabled again. */
  enabled: number;
}

/** Adds the demo staff members each tenant lacks, and enables those a start without the demo disabled. */
export async function seedDemoStaff(db: Queryable, tenantIds: readonly string[], now: Date): Promise<DemoStaffSeeded> {
  await settleUnmarkedStaff(db);
  const enabled = await enableDemoStaff(db, tenantIds, now);
  let added = 0;
  let hashes: { password: string; pin: string } | null = null;
  for (const tenantId of tenantIds) {
    for (const member of DEMO_STAFF) {
      if (await staffCodeTaken(db, tenantId, member.staffCode)) continue;
      // Hashed once for all of them: scrypt is slow on purpose.
      hashes ??= { password: await hashPassword(DEMO_STAFF_PASSWORD), pin: await hashPassword(DEMO_STAFF_PIN) };
      const inserted = await insertDemoStaffMember(db, {
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
  return { added, enabled };
}

/** A start without DEMO_STAFF=1: every demo member of every tenant disabled, their sessions ended; whom. */
export async function retireDemoStaff(
  db: Queryable,
  now: Date,
): Promise<Array<{ tenantId: string; staffCode: string }>> {
  await settleUnmarkedStaff(db);
  return disableDemoStaff(db, now);
}
