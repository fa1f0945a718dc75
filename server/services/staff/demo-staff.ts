/**
 * Demo staff (docs/staff.md#demo-staff, README "Staff"): a server started with the demo's test tools
 * (DEMO_STAFF=1, as `npm start`, `npm run dev`, the browser tests and the screenshots do) gives every
 * tenant these staff members, one per role plus an admin, each with a published password and PIN of
 * their own (so no demo member can sign in as, or lock out, a colleague with a shared PIN), marked as
 * the demo's in the database. A member already there is left as it is (a demo member
 * disabled by a start without the demo is enabled again).
 *
 * They are data of the demo: a server started any other way disables every demo member at start and
 * ends their sessions, and says so in its log, so a database that once ran the demo does not keep a
 * published admin password (issue: S100 still signed in after a restart without DEMO_STAFF=1).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import {
  demoPasswordHashes,
  disableDemoStaff,
  enableDemoStaff,
  insertDemoStaffMember,
  replaceDemoCredentials,
  settleDemoMarks,
  unsettledPasswordHashes,
} from '../../db/repositories/demo-staff-repository';
import { staffCodeTaken } from '../../db/repositories/staff-repository';
import { hashPassword, verifyPassword } from '../accounts';

/**
 * The one password and PIN every demo member shared before each had their own: members still holding
 * it are given their own at the next demo start (upgradeSharedCredentials).
 */
export const SHARED_DEMO_PASSWORD = 'Staff-demo1';

export interface DemoStaffMember {
  staffCode: string;
  name: string;
  /** Staff functions' roles (docs/staff.md#roles) or the admin area's (docs/admin.md#roles). */
  roles: string[];
  admin: boolean;
  /** Their own published password and counter PIN (README "Staff", docs/staff.md#demo-staff). */
  password: string;
  pin: string;
}

export const DEMO_STAFF: readonly DemoStaffMember[] = [
  { staffCode: 'S100', name: 'Morgan (admin)', roles: [], admin: true, password: 'Morgan-admin1', pin: '1357' },
  {
    staffCode: 'S200',
    name: 'Casey (counter)',
    roles: ['counter'],
    admin: false,
    password: 'Casey-counter2',
    pin: '2580',
  },
  {
    staffCode: 'S300',
    name: 'Ash (assessor)',
    roles: ['assessor'],
    admin: false,
    password: 'Ash-assessor3',
    pin: '3691',
  },
  { staffCode: 'S400', name: 'Kim (cashier)', roles: ['cashier'], admin: false, password: 'Kim-cashier4', pin: '4826' },
  // The admin area's roles (docs/admin.md#demo-staff): each sees a different admin menu and permission test pages.
  {
    staffCode: 'S500',
    name: 'Riley (content editor)',
    roles: ['content'],
    admin: false,
    password: 'Riley-content5',
    pin: '5193',
  },
  {
    staffCode: 'S600',
    name: 'Jordan (configuration)',
    roles: ['config'],
    admin: false,
    password: 'Jordan-config6',
    pin: '6047',
  },
  {
    staffCode: 'S700',
    name: 'Avery (members)',
    roles: ['members'],
    admin: false,
    password: 'Avery-members7',
    pin: '7315',
  },
  // A manager: the pinpad, its refunds (docs/staff.md#pinpad-refund) and table codes.
  {
    staffCode: 'S800',
    name: 'Drew (manager)',
    roles: ['manager'],
    admin: false,
    password: 'Drew-manager8',
    pin: '8264',
  },
];

/** A demo member by staff id (tests and scripts sign in with their own password and PIN). */
export function demoStaffMember(staffCode: string): DemoStaffMember {
  const member = DEMO_STAFF.find((m) => m.staffCode === staffCode);
  if (!member) throw new Error(`no demo staff member ${staffCode}`);
  return member;
}

/**
 * Members from before the demo mark (migration 026) with a demo staff id are settled once: demo
 * staff when their password is the demo's. Their hashes are checked once each: one seeding hashed
 * the password once for every tenant.
 */
async function settleUnmarkedStaff(db: Queryable): Promise<void> {
  const hashes = await unsettledPasswordHashes(db);
  if (hashes.length === 0) return;
  const demoHashes: string[] = [];
  for (const hash of hashes) if (await verifyPassword(SHARED_DEMO_PASSWORD, hash)) demoHashes.push(hash);
  await settleDemoMarks(db, demoHashes);
}

type DemoHashes = (member: DemoStaffMember) => Promise<{ password: string; pin: string }>;

/** Each member's own password and PIN hashes, hashed once per start for every tenant: scrypt is slow on purpose. */
function demoHashes(): DemoHashes {
  const hashed = new Map<string, Promise<{ password: string; pin: string }>>();
  return (member) => {
    let hashes = hashed.get(member.staffCode);
    if (!hashes) {
      hashes = Promise.all([hashPassword(member.password), hashPassword(member.pin)]).then(([password, pin]) => ({
        password,
        pin,
      }));
      hashed.set(member.staffCode, hashes);
    }
    return hashes;
  };
}

/**
 * Demo members still holding the password and PIN all of them once shared are given their own; a
 * member whose password an admin changed is left as it is. How many were given theirs.
 */
async function upgradeSharedCredentials(db: Queryable, hashesOf: DemoHashes, now: Date): Promise<number> {
  const shared: string[] = [];
  for (const hash of await demoPasswordHashes(db))
    if (await verifyPassword(SHARED_DEMO_PASSWORD, hash)) shared.push(hash);
  if (shared.length === 0) return 0;
  let upgraded = 0;
  for (const member of DEMO_STAFF) {
    const own = await hashesOf(member);
    upgraded += await replaceDemoCredentials(db, { staffCode: member.staffCode, from: shared, ...own, now });
  }
  return upgraded;
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
  const hashesOf = demoHashes();
  await upgradeSharedCredentials(db, hashesOf, now);
  const enabled = await enableDemoStaff(db, tenantIds, now);
  let added = 0;
  for (const tenantId of tenantIds) {
    for (const member of DEMO_STAFF) {
      if (await staffCodeTaken(db, tenantId, member.staffCode)) continue;
      const hashes = await hashesOf(member);
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
