/**
 * Demo staff are data of the demo (docs/staff.md#demo-staff): a server started once with
 * DEMO_STAFF=1 and again without it on the same database disables them at start and says so in its
 * log: S100 with the published password no longer signs in, its session from before ends, and a
 * member the tenant added itself still signs in. Started with the demo again, they work again.
 * Members from before the demo mark (migration 026) are told apart by their password.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { insertStaffMember } from '../../server/db/repositories/staff-repository';
import { hashPassword, verifyPassword } from '../../server/services/accounts/password-hashing';
import { DEMO_STAFF, demoStaffMember, SHARED_DEMO_PASSWORD } from '../../server/services/staff/demo-staff';
import type { AdminMember } from '../../src/protocol/admin-content';
import { signedInAdmin, staffToken } from './support/admin-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { tenantsFolder, type TenantsFolder } from './support/tenant-fixtures';

interface Envelope {
  success: boolean;
  result: { rtn: number; token?: string; problem?: { code: string } };
}

describeOnDrivers('demo staff after a restart', (driver) => {
  let db: Database;
  let folder: TenantsFolder;
  const logLines: Array<{ msg: string; disabled?: number }> = [];

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    folder = await tenantsFolder();
  });
  afterAll(async () => {
    await db?.close();
    await folder?.remove();
    await driver.cleanup();
  });

  /** One start of the server on the shared database, its warnings collected. */
  const start = (demoStaff: boolean): Promise<TestApp> =>
    startTestApp({
      db,
      tenantsDir: folder.dir,
      demoStaff,
      logger: {
        level: 'warn',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            for (const line of chunk.toString().split('\n').filter(Boolean))
              logLines.push(JSON.parse(line) as { msg: string });
            done();
          },
        }),
      },
    });
  const signIn = async (t: TestApp, login: string, password = demoStaffMember(login).password) =>
    (
      await t.app.inject({ method: 'POST', url: '/cloud/plainco/staff/signIn', payload: { login, password } })
    ).json<Envelope>();

  it('a start without DEMO_STAFF=1 disables the demo staff and logs it; with it again they sign in', async () => {
    const demo = await start(true);
    const oldToken = await staffToken(demo.app, 'plainco', 'S100');
    const admin = await signedInAdmin(demo.app, 'plainco', 'S100');
    await admin.ok<AdminMember>('POST', '/members', {
      staffCode: 'T1',
      name: 'Own',
      roles: ['counter'],
      admin: false,
      password: 'Own-pass-1',
      pin: '1357',
    });
    expect((await signIn(demo, 'S100')).result.rtn).toBe(1);
    await demo.close();

    const plain = await start(false);
    const refused = await signIn(plain, 'S100');
    expect(refused).toMatchObject({ success: false, result: { problem: { code: 'LOGIN_MISMATCH' } } });
    expect((await signIn(plain, 'S700')).success).toBe(false);
    // The session signed in before the restart ends too.
    const me = await plain.app.inject({
      method: 'GET',
      url: '/cloud/plainco/admin/me',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.statusCode).toBe(401);
    // The tenant's own member is not demo staff.
    expect((await signIn(plain, 'T1', 'Own-pass-1')).result.rtn).toBe(1);
    const warning = logLines.find((line) => line.msg.startsWith('demo staff disabled'));
    expect(warning?.msg).toMatch(
      /demo staff disabled: \d+ demo members \(S100, S200, .*S800\) of \d+ tenant\(s\) cannot sign in, as DEMO_STAFF is not 1/,
    );
    await plain.close();

    // Nothing left to disable: a second start says nothing more.
    const warned = logLines.length;
    const again = await start(false);
    expect((await signIn(again, 'S100')).success).toBe(false);
    await again.close();
    expect(logLines.slice(warned).filter((line) => line.msg.startsWith('demo staff disabled'))).toEqual([]);

    const demoAgain = await start(true);
    expect((await signIn(demoAgain, 'S100')).result.rtn).toBe(1);
    await signedInAdmin(demoAgain.app, 'plainco', 'S100');
    expect((await signIn(demoAgain, 'T1', 'Own-pass-1')).result.rtn).toBe(1);
    await demoAgain.close();
  });

  it('members from before the demo mark are demo staff only when their password is the demo one', async () => {
    const now = new Date();
    const demoHash = await hashPassword(SHARED_DEMO_PASSWORD);
    const ownHash = await hashPassword('Kept-pass-1');
    const pin = await hashPassword('2468');
    // As a database seeded before migration 026 holds them: no mark.
    for (const [tenantId, staffCode, passwordHash] of [
      ['legacyco', 'S100', demoHash],
      ['legacyco', 'S200', demoHash],
      ['keptco', 'S100', ownHash],
    ] as const) {
      await insertStaffMember(db, {
        id: randomUUID(),
        tenantId,
        staffCode,
        phone: null,
        name: staffCode,
        roles: [],
        admin: true,
        passwordHash,
        pinHash: pin,
        now,
      });
    }
    await db.query(`UPDATE staff_members SET demo = NULL WHERE tenant_id IN ('legacyco', 'keptco')`);
    const plain = await start(false);
    // Any request waits for the start's work.
    await signIn(plain, 'S100', 'x');

    const rows = await db.query<{ tenantId: string; staffCode: string; demo: boolean; disabled: boolean }>(
      `SELECT tenant_id AS "tenantId", staff_code AS "staffCode", demo, disabled_at IS NOT NULL AS disabled FROM staff_members WHERE tenant_id IN ('legacyco', 'keptco') ORDER BY tenant_id DESC, staff_code`,
    );
    expect(rows).toEqual([
      { tenantId: 'legacyco', staffCode: 'S100', demo: true, disabled: true },
      { tenantId: 'legacyco', staffCode: 'S200', demo: true, disabled: true },
      { tenantId: 'keptco', staffCode: 'S100', demo: false, disabled: false },
    ]);
    await plain.close();
  });

  it('each demo member has a password and PIN of their own; members still holding the shared one get theirs at a demo start', async () => {
    expect(new Set(DEMO_STAFF.map((m) => m.password)).size).toBe(DEMO_STAFF.length);
    expect(new Set(DEMO_STAFF.map((m) => m.pin)).size).toBe(DEMO_STAFF.length);
    const now = new Date();
    const shared = await hashPassword(SHARED_DEMO_PASSWORD);
    const sharedPin = await hashPassword('2468');
    const changed = await hashPassword('Changed-pass-1');
    // As a database seeded when every demo member shared one password and PIN holds them.
    for (const [staffCode, passwordHash] of [
      ['S100', shared],
      ['S200', shared],
      ['S300', changed],
    ] as const) {
      await insertStaffMember(db, {
        id: randomUUID(),
        tenantId: 'sharedco',
        staffCode,
        phone: null,
        name: staffCode,
        roles: ['counter'],
        admin: false,
        passwordHash,
        pinHash: sharedPin,
        now,
      });
    }
    await db.query(`UPDATE staff_members SET demo = true WHERE tenant_id = 'sharedco'`);
    const demo = await start(true);
    // Any request waits for the start's work.
    await signIn(demo, 'S100', 'x');
    const rows = await db.query<{ staffCode: string; password: string; pin: string }>(
      `SELECT staff_code AS "staffCode", password_hash AS password, pin_hash AS pin FROM staff_members WHERE tenant_id = 'sharedco' ORDER BY staff_code`,
    );
    const holds = async (staffCode: string, password: string, pin: string) => {
      const row = rows.find((r) => r.staffCode === staffCode)!;
      return [await verifyPassword(password, row.password), await verifyPassword(pin, row.pin)];
    };
    for (const code of ['S100', 'S200']) {
      const own = demoStaffMember(code);
      expect(await holds(code, own.password, own.pin)).toEqual([true, true]);
      expect(await holds(code, SHARED_DEMO_PASSWORD, '2468')).toEqual([false, false]);
    }
    // A demo member whose password was changed keeps it (and their PIN).
    expect(await holds('S300', 'Changed-pass-1', '2468')).toEqual([true, true]);
    // On a live tenant each signs in with their own only.
    expect((await signIn(demo, 'S200', demoStaffMember('S100').password)).success).toBe(false);
    expect((await signIn(demo, 'S200')).result.rtn).toBe(1);
    await demo.close();
  });
});
