/**
 * Quick staff switch by personal PIN (docs/staff.md#staff-switch): only from a device's staff
 * session signed in at the site with a password (never a cold browser, another site or the admin
 * area), the chosen member's own PIN, exactly their roles, wrong PINs counted per member and per
 * device (and per the device's signer), no way out of kiosk mode, and the action log.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { DEMO_STAFF } from '../../server/services/staff/demo-staff';
import { STAFF_LOCK_MINUTES, STAFF_MAX_WRONG_PINS, STAFF_SWITCH_MAX_WRONG_PINS } from '../../src/lib/limits';
import { testClock, type Envelope } from './support/account-kit';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { modeTenants } from './support/tenant-fixtures';
import { insertTestStaff } from './support/staff-kit';

const SHOP = 'plain-central';
const TEST_PASSWORD = 'Staff-test1';
const TEST_PIN = '13579';
const demo = (code: string) => {
  const member = DEMO_STAFF.find((m) => m.staffCode === code);
  if (!member) throw new Error(`no demo staff ${code}`);
  return member;
};
type Problem = { problem?: { code: string; params?: Record<string, number> } };
type Profile = { staffId: string; staffCode: string; roles: string[]; admin: boolean; functions: string[] };
type Candidate = { staffId: string; staffCode: string; name: string };

describeOnDrivers('staff switch', (driver) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    const db = await driver.open();
    await migrate(db);
    t = await startTestApp({
      db,
      tenants: modeTenants(),
      accounts: { now: clock.now, smsSandbox: true },
      parking: { now: clock.now },
      demoStaff: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await t?.db.close();
    await driver.cleanup();
  });

  function raw(path: string, payload: unknown, token?: string, tenant = 'plainco') {
    return t.app.inject({
      method: 'POST',
      url: `/cloud/${tenant}${path}`,
      payload: packaged(tenant === 'basco' ? 'base64' : 'plain', payload) as object,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  }
  async function call<T extends object = Record<string, unknown>>(
    path: string,
    payload: unknown,
    token?: string,
    tenant = 'plainco',
  ): Promise<Envelope<T> & { result: Problem }> {
    const res = await raw(path, payload, token, tenant);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T> & { result: Problem }>();
  }
  const codeOf = (answer: { result: Problem & { rtn: number } }) =>
    answer.result.problem?.code ?? (answer.result.rtn > 0 ? 'OK' : 'FAILED');

  /** A password sign-in (at `shop` when given): the device's locked session. */
  async function signIn(login: string, password: string, shop?: string): Promise<string> {
    const answer = await call<{ token: string }>('/staff/signIn', {
      login,
      password,
      ...(shop === undefined ? {} : { shop }),
    });
    expect(answer.result.rtn, JSON.stringify(answer)).toBe(1);
    return answer.result.token;
  }
  const signInDemo = (code: string, shop: string | undefined = SHOP) => signIn(code, demo(code).password, shop);
  async function staffId(code: string): Promise<string> {
    const rows = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM staff_members WHERE tenant_id = 'plainco' AND staff_code = $1",
      [code],
    );
    return rows[0]?.id ?? '';
  }
  /** A new counter member of plainco with TEST_PASSWORD and TEST_PIN. */
  const newStaff = (roles: string[] = ['counter']) =>
    insertTestStaff(t.db, {
      codePrefix: 'W',
      name: (code) => `Switch ${code}`,
      roles,
      password: TEST_PASSWORD,
      pin: TEST_PIN,
      now: clock.now(),
    });
  const switchTo = (token: string, to: string, pin: string, shop = SHOP) =>
    call<{ token: string; staff: Profile }>('/staff/switch', { shop, staffId: to, pin }, token);

  it('works only from a session signed in at the site with a password: never a cold browser', async () => {
    const to = await staffId('S200');
    // A cold browser: no session at all.
    expect((await raw('/staff/switch', { shop: SHOP, staffId: to, pin: demo('S200').pin })).statusCode).toBe(401);
    expect((await raw('/staff/switch/list', { shop: SHOP })).statusCode).toBe(401);
    expect((await raw('/staff/switch', { shop: SHOP, staffId: to, pin: '1' }, 'not-a-token')).statusCode).toBe(401);
    // Signed in without a site (the admin area's sign-in), at another site, or at an unknown one.
    const noSite = await signIn('S100', demo('S100').password);
    expect(codeOf(await switchTo(noSite, to, demo('S200').pin))).toBe('STAFF_SWITCH_NOT_HERE');
    expect(codeOf(await call('/staff/switch/list', { shop: SHOP }, noSite))).toBe('STAFF_SWITCH_NOT_HERE');
    const elsewhere = await signInDemo('S100', 'plain-north');
    expect(codeOf(await switchTo(elsewhere, to, demo('S200').pin))).toBe('STAFF_SWITCH_NOT_HERE');
    const unknownSite = await signInDemo('S100', 'nowhere');
    expect(codeOf(await switchTo(unknownSite, to, demo('S200').pin, 'nowhere'))).toBe('STAFF_SWITCH_NOT_HERE');
    // A staff token of plainco is nobody's on another tenant.
    const here = await signInDemo('S100');
    expect(
      (await raw('/staff/switch', { shop: 'base-central', staffId: to, pin: '2580' }, here, 'basco')).statusCode,
    ).toBe(401);
  });

  it("lists the site's staff, then the chosen member's own PIN opens their session with exactly their roles", async () => {
    // Casey (counter) signed in at the site earlier; Morgan (admin) holds the device now, locked.
    await signInDemo('S200');
    const device = await signInDemo('S100');
    const list = await call<{ staff: Candidate[] }>('/staff/switch/list', { shop: SHOP }, device);
    const codes = list.result.staff.map((s) => s.staffCode);
    expect(codes).toContain('S200');
    expect(codes).not.toContain('S100');
    const casey = list.result.staff.find((s) => s.staffCode === 'S200');
    expect(casey).toMatchObject({ staffId: await staffId('S200'), name: demo('S200').name });

    // Another member's PIN, or Morgan's own, is not Casey's.
    const wrong = await switchTo(device, casey?.staffId ?? '', demo('S100').pin);
    expect(wrong.result).toMatchObject({ rtn: 0, problem: { code: 'STAFF_PIN_WRONG' } });
    expect(wrong.result.problem?.params?.triesLeft).toBe(
      Math.min(STAFF_MAX_WRONG_PINS, STAFF_SWITCH_MAX_WRONG_PINS) - 1,
    );
    expect(codeOf(await switchTo(device, casey?.staffId ?? '', '12'))).toBe('STAFF_PIN_FORMAT');
    expect(codeOf(await switchTo(device, await staffId('S100'), demo('S100').pin))).toBe('STAFF_SWITCH_UNKNOWN');
    expect(codeOf(await switchTo(device, randomUUID(), '1234'))).toBe('STAFF_SWITCH_UNKNOWN');
    expect(codeOf(await switchTo(device, 'not-an-id', '1234'))).toBe('STAFF_SWITCH_UNKNOWN');

    const switched = await switchTo(device, casey?.staffId ?? '', demo('S200').pin);
    expect(switched.result.rtn, JSON.stringify(switched)).toBe(1);
    // Exactly Casey's roles: the admin flag of the member who signed the device in does not carry over.
    expect(switched.result.staff).toMatchObject({
      staffCode: 'S200',
      roles: ['counter'],
      admin: false,
      functions: ['memberFind', 'memberRegistration', 'singlePay'],
    });
    const next = switched.result.token ?? '';
    // The device's old session has ended; the new one is unlocked and Casey's.
    expect((await raw('/staff/me', {}, device)).statusCode).toBe(401);
    expect((await call<{ staff: Profile }>('/staff/me', {}, next)).result.staff?.staffCode).toBe('S200');
    expect((await raw('/staff/pinpad/charges', { shop: SHOP }, next)).statusCode).toBe(403);
    expect((await raw('/staff/tableCodes', { shop: SHOP }, next)).statusCode).toBe(403);

    // The action log names who from and who to.
    const rows = await t.db.query<{ action: string; subject: string; detail: string; staffCode: string }>(
      `SELECT a.action, a.subject, a.detail, m.staff_code AS "staffCode" FROM staff_actions a
       JOIN staff_members m ON m.id = a.staff_id
       WHERE a.tenant_id = 'plainco' AND a.action IN ('staff_switch', 'staff_switch_refused') ORDER BY a.id`,
    );
    expect(rows.at(-1)).toEqual({
      action: 'staff_switch',
      subject: 'S100',
      detail: `from S100 to S200 at ${SHOP}`,
      staffCode: 'S200',
    });
    expect(rows).toContainEqual({
      action: 'staff_switch_refused',
      subject: 'S100',
      detail: `from S100 to S200 at ${SHOP}`,
      staffCode: 'S200',
    });

    // The switched session is the device's: it may switch again, back to Morgan by Morgan's PIN.
    const back = await switchTo(next, await staffId('S100'), demo('S100').pin);
    expect(back.result.staff).toMatchObject({ staffCode: 'S100', admin: true });
  });

  it('counts wrong PINs per device and per signer across members, and per member as unlock does', async () => {
    const signer = await newStaff();
    const members = await Promise.all(Array.from({ length: STAFF_SWITCH_MAX_WRONG_PINS + 1 }, () => newStaff()));
    const device = await signIn(signer.code, TEST_PASSWORD, SHOP);
    // One wrong PIN for each of five members: none of them is locked, but the device is.
    const answers = [];
    for (const member of members.slice(0, STAFF_SWITCH_MAX_WRONG_PINS))
      answers.push(codeOf(await switchTo(device, member.id, '0000')));
    expect(answers).toEqual([
      ...Array.from({ length: STAFF_SWITCH_MAX_WRONG_PINS - 1 }, () => 'STAFF_PIN_WRONG'),
      'STAFF_SWITCH_LOCKED',
    ]);
    const sixth = members[STAFF_SWITCH_MAX_WRONG_PINS]?.id ?? '';
    const locked = await switchTo(device, sixth, TEST_PIN);
    expect(locked.result).toMatchObject({
      problem: { code: 'STAFF_SWITCH_LOCKED', params: { minutes: STAFF_LOCK_MINUTES } },
    });
    // Signing the device in again does not give fresh tries: the signer's count holds too.
    const again = await signIn(signer.code, TEST_PASSWORD, SHOP);
    expect(codeOf(await switchTo(again, sixth, TEST_PIN))).toBe('STAFF_SWITCH_LOCKED');
    // The members themselves are not locked out of their own unlock.
    const own = await signIn(members[0]?.code ?? '', TEST_PASSWORD, SHOP);
    expect(codeOf(await call('/staff/unlock', { pin: TEST_PIN }, own))).toBe('OK');
    // Another staff member's device at the site switches as before; the lock ends after its minutes.
    const other = await signIn((await newStaff()).code, TEST_PASSWORD, SHOP);
    expect(codeOf(await switchTo(other, sixth, TEST_PIN))).toBe('OK');
    clock.advanceSeconds(STAFF_LOCK_MINUTES * 60 + 1);
    expect(codeOf(await switchTo(again, members[1]?.id ?? '', TEST_PIN))).toBe('OK');

    // Per member: wrong unlocks of a member's own PIN and wrong switches to them are one count.
    const target = await newStaff();
    const targetSession = await signIn(target.code, TEST_PASSWORD, SHOP);
    for (let i = 0; i < STAFF_MAX_WRONG_PINS - 1; i += 1)
      expect(codeOf(await call('/staff/unlock', { pin: '0000' }, targetSession))).toBe('STAFF_PIN_WRONG');
    const device2 = await signIn((await newStaff()).code, TEST_PASSWORD, SHOP);
    expect(codeOf(await switchTo(device2, target.id, '0000'))).toBe('STAFF_PIN_LOCKED');
    expect(codeOf(await switchTo(device2, target.id, TEST_PIN))).toBe('STAFF_PIN_LOCKED');
  });

  it('never leaves kiosk mode: a session handed over at the pinpad cannot switch, locked or not', async () => {
    const cashier = await signInDemo('S400');
    expect(codeOf(await call('/staff/unlock', { pin: demo('S400').pin }, cashier))).toBe('OK');
    expect(codeOf(await call('/staff/pinpad/kiosk', { shop: SHOP }, cashier))).toBe('OK');
    const manager = await staffId('S800');
    // Unlocked and handed over: refused before the body is read, like every call but the pinpad's.
    for (const res of [
      await raw('/staff/switch', { shop: SHOP, staffId: manager, pin: demo('S800').pin }, cashier),
      await raw('/staff/switch/list', { shop: SHOP }, cashier),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<{ result: Problem }>().result.problem?.code).toBe('STAFF_KIOSK_ON');
    }
    // Locked while handed over: the switch is refused too, and shows no names.
    expect(codeOf(await call('/staff/lock', {}, cashier))).toBe('OK');
    expect(codeOf(await call('/staff/switch/list', { shop: SHOP }, cashier))).toBe('STAFF_KIOSK_ON');
    expect(codeOf(await switchTo(cashier, manager, demo('S800').pin))).toBe('STAFF_KIOSK_ON');
    const refusals = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM staff_actions WHERE action = 'refused_kiosk' AND (detail LIKE 'staff/switch at %' OR subject LIKE '%/staff/switch%')",
    );
    expect(refusals[0]?.n).toBeGreaterThanOrEqual(3);
    // Only the cashier's own PIN leaves the kiosk; then the device may switch.
    expect(codeOf(await call('/staff/unlock', { pin: demo('S400').pin }, cashier))).toBe('OK');
    expect(codeOf(await switchTo(cashier, manager, demo('S800').pin))).toBe('OK');
  });
});
