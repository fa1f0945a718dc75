/**
 * Staff on the server (docs/staff.md): employee login with staff id or phone and password, the PIN
 * that unlocks the session, lockouts, the roles every staff call enforces (a customer token and a
 * staff token without the role get 403), tenants apart, member find, and the action log.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { insertStaffMember } from '../../server/db/repositories/staff-repository';
import { hashPassword } from '../../server/services/accounts/password-hashing';
import { DEMO_STAFF } from '../../server/services/staff/demo-staff';

/** The password of the staff members these tests add; the demo staff each have their own (docs/staff.md#demo-staff). */
const TEST_PASSWORD = 'Staff-test1';
const demo = (login: string) => DEMO_STAFF.find((m) => m.staffCode === login.toUpperCase());
/** The counter member's own PIN. */
const COUNTER_PIN = demo('S200')?.pin ?? '';
import { issueWalletCard } from '../../server/services/wallet';
import { STAFF_LOCK_MINUTES, STAFF_MAX_WRONG_PASSWORDS, STAFF_MAX_WRONG_PINS } from '../../src/lib/limits';
import { STAFF_FUNCTIONS, type StaffFunction } from '../../src/lib/staff-functions';
import { AccountClient, freshPhone, testClock, type Envelope } from './support/account-kit';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { modeTenants } from './support/tenant-fixtures';
import { PARKCO_WALLET } from './support/wallet-kit';

type Profile = {
  staffId: string;
  staffCode: string;
  name: string;
  roles: string[];
  admin: boolean;
  functions: StaffFunction[];
};
type Member = {
  memberId: string;
  firstName: string;
  phone: string;
  cards: Array<{ cardNumber: string; kind: string }>;
};

/** Every staff call after sign-in, with a valid body and the function whose roles it needs (none: every staff member may call it). */
const STAFF_CALLS: ReadonlyArray<{ path: string; body: object; fn?: StaffFunction; unlocked: boolean }> = [
  { path: '/staff/unlock', body: { pin: COUNTER_PIN }, unlocked: false },
  { path: '/staff/lock', body: {}, unlocked: false },
  { path: '/staff/logout', body: {}, unlocked: false },
  { path: '/staff/me', body: {}, unlocked: true },
  { path: '/staff/member/find', body: { by: 'phone', value: '0412 000 000' }, fn: 'memberFind', unlocked: true },
  { path: '/staff/member/recent', body: {}, fn: 'memberFind', unlocked: true },
  {
    path: '/staff/member/register',
    body: { phone: '0412 000 000', firstName: 'A', lastName: 'B', acceptTerms: true },
    fn: 'memberRegistration',
    unlocked: true,
  },
  {
    path: '/staff/member/assess',
    body: { memberId: randomUUID(), answers: [] },
    fn: 'memberAssessment',
    unlocked: true,
  },
];

const QUESTIONS = [
  { id: 'vehicle', text: 'What will you park?', info: { A: 'Car|Van|NOTE=0' } },
  { id: 'access', text: 'Accessible bay?', info: { A: 'No|Yes|NOTE=1' } },
];

describeOnDrivers('staff', (driver) => {
  let t: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    const db = await driver.open();
    await migrate(db);
    // plainco issues its stored-value card at the counter and asks the questions above.
    const tenants = modeTenants().map((tenant) =>
      tenant.id === 'plainco' ? { ...tenant, wallet: PARKCO_WALLET, cloud: { questionList: QUESTIONS } } : tenant,
    );
    t = await startTestApp({
      db,
      tenants,
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

  function raw(tenant: string, path: string, payload: unknown, token?: string) {
    return t.app.inject({
      method: 'POST',
      url: `/cloud/${tenant}${path}`,
      payload: packaged(tenant === 'basco' ? 'base64' : 'plain', payload) as object,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  }
  async function call<T extends object>(
    tenant: string,
    path: string,
    payload: unknown,
    token?: string,
  ): Promise<Envelope<T>> {
    const res = await raw(tenant, path, payload, token);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json<Envelope<T>>();
  }
  async function signIn(
    login: string,
    tenant = 'plainco',
    password = demo(login)?.password ?? TEST_PASSWORD,
  ): Promise<string> {
    const answer = await call<{ token: string }>(tenant, '/staff/signIn', { login, password });
    expect(answer.result.rtn, JSON.stringify(answer)).toBe(1);
    return answer.result.token;
  }
  async function unlocked(login: string, tenant = 'plainco'): Promise<{ token: string; staff: Profile }> {
    const token = await signIn(login, tenant);
    const answer = await call<{ staff: Profile }>(tenant, '/staff/unlock', { pin: demo(login)?.pin }, token);
    expect(answer.result.rtn, JSON.stringify(answer)).toBe(1);
    return { token, staff: answer.result.staff };
  }
  async function customer(tenant = 'plainco'): Promise<{ token: string; phone: string; accountId: string }> {
    const client = new AccountClient(t.app, { tenant, mode: tenant === 'basco' ? 'base64' : 'plain' });
    const phone = freshPhone();
    const token = await client.signUp(phone.typed);
    const rows = await t.db.query<{ id: string }>('SELECT id FROM accounts WHERE tenant_id = $1 AND phone = $2', [
      tenant,
      phone.e164,
    ]);
    return { token, phone: phone.typed, accountId: rows[0]?.id ?? '' };
  }
  async function staffWith(roles: string[], admin = false, phone: string | null = null): Promise<string> {
    const staffCode = `T${Math.floor(Math.random() * 1e8)}`;
    await insertStaffMember(t.db, {
      id: randomUUID(),
      tenantId: 'plainco',
      staffCode,
      phone,
      name: 'Test staff',
      roles,
      admin,
      passwordHash: await hashPassword(TEST_PASSWORD),
      pinHash: await hashPassword('13579'),
      now: clock.now(),
    });
    return staffCode;
  }

  it('signs in with staff id and password; the session is locked until the PIN unlocks it', async () => {
    const token = await signIn('s200');
    const locked = await raw('plainco', '/staff/me', {}, token);
    expect(locked.statusCode).toBe(403);
    expect(locked.json<Envelope>().result).toMatchObject({ problem: { code: 'STAFF_PIN_NEEDED' } });
    const wrong = await call('plainco', '/staff/unlock', { pin: '0000' }, token);
    expect(wrong.result).toMatchObject({
      rtn: 0,
      problem: { code: 'STAFF_PIN_WRONG', params: { triesLeft: STAFF_MAX_WRONG_PINS - 1 } },
    });
    expect((await call('plainco', '/staff/unlock', { pin: '12' }, token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'STAFF_PIN_FORMAT' },
    });
    const opened = await call<{ staff: Profile }>('plainco', '/staff/unlock', { pin: COUNTER_PIN }, token);
    expect(opened.result.staff).toMatchObject({
      staffCode: 'S200',
      roles: ['counter'],
      admin: false,
      functions: ['memberFind', 'memberRegistration', 'singlePay'],
    });
    expect((await call<{ staff: Profile }>('plainco', '/staff/me', {}, token)).result.staff.staffCode).toBe('S200');
    // Locked again (the shared device idled): the PIN is needed once more.
    expect((await call('plainco', '/staff/lock', {}, token)).result.rtn).toBe(1);
    expect((await raw('plainco', '/staff/me', {}, token)).statusCode).toBe(403);
    await call('plainco', '/staff/unlock', { pin: COUNTER_PIN }, token);
    expect((await call('plainco', '/staff/logout', {}, token)).result.rtn).toBe(1);
    expect((await raw('plainco', '/staff/me', {}, token)).statusCode).toBe(401);
  });

  it("signs in with the staff member's phone number too", async () => {
    const phone = freshPhone();
    await staffWith(['cashier'], false, phone.e164);
    const token = await signIn(phone.typed);
    const opened = await call<{ staff: Profile }>('plainco', '/staff/unlock', { pin: '13579' }, token);
    expect(opened.result.staff.functions).toEqual(['pinpad', 'singlePay']);
  });

  it('function select gets exactly the functions the roles open; the admin flag opens all', async () => {
    expect((await unlocked('S100')).staff.functions).toEqual([...STAFF_FUNCTIONS]);
    expect((await unlocked('S300')).staff.functions).toEqual(['memberFind', 'memberAssessment']);
    expect((await unlocked('S400')).staff.functions).toEqual(['pinpad', 'singlePay']);
    const nobody = await staffWith([]);
    const token = await signIn(nobody);
    expect(
      (await call<{ staff: Profile }>('plainco', '/staff/unlock', { pin: '13579' }, token)).result.staff.functions,
    ).toEqual([]);
  });

  it('refuses a wrong password as a mismatch, an unknown login the same way, and locks after the limit', async () => {
    const code = await staffWith(['counter']);
    const unknown = await call('plainco', '/staff/signIn', { login: 'nobody-here', password: 'x' });
    expect(unknown).toMatchObject({ success: false, result: { problem: { code: 'LOGIN_MISMATCH' } } });
    for (let i = 1; i < STAFF_MAX_WRONG_PASSWORDS; i += 1) {
      expect(await call('plainco', '/staff/signIn', { login: code, password: 'wrong' })).toMatchObject({
        success: false,
        result: { problem: { code: 'LOGIN_MISMATCH' } },
      });
    }
    expect((await call('plainco', '/staff/signIn', { login: code, password: 'wrong' })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'STAFF_LOCKED' },
    });
    // Locked: even the right password is refused until the lock runs out.
    expect((await call('plainco', '/staff/signIn', { login: code, password: TEST_PASSWORD })).result).toMatchObject({
      rtn: 0,
      problem: { code: 'STAFF_LOCKED', params: { minutes: STAFF_LOCK_MINUTES } },
    });
    clock.advanceSeconds(STAFF_LOCK_MINUTES * 60 + 1);
    expect((await call('plainco', '/staff/signIn', { login: code, password: TEST_PASSWORD })).result.rtn).toBe(1);
    expect((await call('plainco', '/staff/signIn', { login: '', password: '' })).result).toMatchObject({
      problem: { code: 'LOGIN_INPUT_MISSING' },
    });
  });

  it('locks the PIN after the limit of wrong PINs, also against the right one, until the lock runs out', async () => {
    const code = await staffWith(['counter']);
    const token = await signIn(code);
    for (let i = 1; i < STAFF_MAX_WRONG_PINS; i += 1) {
      expect((await call('plainco', '/staff/unlock', { pin: '0000' }, token)).result).toMatchObject({
        problem: { code: 'STAFF_PIN_WRONG', params: { triesLeft: STAFF_MAX_WRONG_PINS - i } },
      });
    }
    expect((await call('plainco', '/staff/unlock', { pin: '0000' }, token)).result).toMatchObject({
      problem: { code: 'STAFF_PIN_LOCKED' },
    });
    expect((await call('plainco', '/staff/unlock', { pin: '13579' }, token)).result).toMatchObject({
      problem: { code: 'STAFF_PIN_LOCKED' },
    });
    clock.advanceSeconds(STAFF_LOCK_MINUTES * 60 + 1);
    expect((await call('plainco', '/staff/unlock', { pin: '13579' }, token)).result.rtn).toBe(1);
  });

  it('every staff call refuses a customer token with 403, and no token or a made-up one with 401', async () => {
    const { token } = await customer();
    for (const c of STAFF_CALLS) {
      const res = await raw('plainco', c.path, c.body, token);
      expect(res.statusCode, c.path).toBe(403);
      expect(res.json<Envelope>().result, c.path).toMatchObject({ problem: { code: 'NO_PERMISSION' } });
      expect((await raw('plainco', c.path, c.body)).statusCode, c.path).toBe(401);
      expect((await raw('plainco', c.path, c.body, 'A'.repeat(43))).statusCode, c.path).toBe(401);
    }
  });

  it('every role-gated staff call refuses a staff token without one of its roles (403) and logs the refusal', async () => {
    const { token } = await unlocked('S400'); // cashier: pinpad only
    const gated = STAFF_CALLS.filter((c) => c.fn !== undefined && c.fn !== 'pinpad');
    expect(gated.length).toBeGreaterThan(0);
    for (const c of gated) {
      const res = await raw('plainco', c.path, c.body, token);
      expect(res.statusCode, c.path).toBe(403);
      expect(res.json<Envelope>().result, c.path).toMatchObject({ problem: { code: 'NO_PERMISSION' } });
    }
    const logged = await t.db.query<{ action: string }>(
      "SELECT a.action FROM staff_actions a JOIN staff_members m ON m.id = a.staff_id WHERE m.tenant_id = 'plainco' AND m.staff_code = 'S400' AND a.action = 'refused_no_role'",
    );
    expect(logged.length).toBeGreaterThanOrEqual(gated.length);
  });

  it("a staff member of one tenant sees nothing of another: their token is nobody's there, and the other's members are not found", async () => {
    const { token } = await unlocked('S100', 'plainco');
    for (const c of STAFF_CALLS) expect((await raw('basco', c.path, c.body, token)).statusCode, c.path).toBe(401);
    const other = await customer('basco');
    const found = await call('plainco', '/staff/member/find', { by: 'phone', value: other.phone }, token);
    expect(found.result).toMatchObject({ rtn: 0, problem: { code: 'MEMBER_NOT_FOUND' } });
    // The same staff id in the other tenant is another person with its own session.
    const theirs = await unlocked('S100', 'basco');
    expect((await raw('plainco', '/staff/me', {}, theirs.token)).statusCode).toBe(401);
  });

  it('finds a member by phone, card number and QR member code; a wrong one is not found', async () => {
    const member = await customer();
    const issued = await t.db.transaction((tx) =>
      issueWalletCard(tx, {
        tenant: { id: 'plainco', wallet: PARKCO_WALLET },
        accountId: member.accountId,
        programmeCode: 'PK-VALUE',
        via: 'counter',
        now: clock.now(),
      }),
    );
    if (!issued) throw new Error('card not issued');
    const { token } = await unlocked('S200');
    const byPhone = await call<{ member: Member }>(
      'plainco',
      '/staff/member/find',
      { by: 'phone', value: member.phone },
      token,
    );
    expect(byPhone.result.member).toMatchObject({ memberId: member.accountId, firstName: 'Ada' });
    expect(byPhone.result.member.cards).toContainEqual(
      expect.objectContaining({ kind: 'stored-value', cardNumber: issued.card.maskedNumber }),
    );
    const byCard = await call<{ member: Member }>(
      'plainco',
      '/staff/member/find',
      { by: 'card', value: issued.card.cardNumber.replace(/(\d{4})/g, '$1 ').trim() },
      token,
    );
    expect(byCard.result.member.memberId).toBe(member.accountId);
    const byQr = await call<{ member: Member }>(
      'plainco',
      '/staff/member/find',
      { by: 'qr', value: issued.card.qrPayload },
      token,
    );
    expect(byQr.result.member.memberId).toBe(member.accountId);
    for (const [by, value] of [
      ['card', '1234567812345678'],
      ['phone', 'abc'],
      ['qr', 'short'],
    ] as const) {
      expect(
        (await call('plainco', '/staff/member/find', { by, value }, token)).result,
        `${by} ${value}`,
      ).toMatchObject({ rtn: 0, problem: { code: 'MEMBER_NOT_FOUND' } });
    }
  });

  it('finds members by part of a name, opens one by id, and lists the members a staff member opened, latest first', async () => {
    const surname = `Quillfeather${Math.floor(Math.random() * 1e6)}`;
    const [ada, bea] = [await customer(), await customer()];
    const name = async (accountId: string, first: string) =>
      t.db.query('UPDATE accounts SET first_name = $2, last_name = $3 WHERE id = $1', [accountId, first, surname]);
    await name(ada.accountId, 'Ada');
    await name(bea.accountId, 'Bea');
    const { token } = await unlocked('S200');
    type Matches = { matches: { memberId: string; firstName: string; lastName: string; phone: string }[] };
    // Part of the surname in any case: both, by first name; the phones masked.
    const both = await call<Matches>(
      'plainco',
      '/staff/member/find',
      { by: 'name', value: surname.slice(2, 9).toUpperCase() },
      token,
    );
    expect(both.result.matches.map((m) => m.firstName)).toEqual(['Ada', 'Bea']);
    expect(both.result.matches[0]?.phone).toMatch(/\*/);
    expect(both.result.matches[0]?.phone).not.toBe(ada.phone);
    // First and last name together, either order.
    for (const value of [`bea ${surname}`, `${surname} Bea`])
      expect(
        (await call<Matches>('plainco', '/staff/member/find', { by: 'name', value }, token)).result.matches,
      ).toEqual([expect.objectContaining({ memberId: bea.accountId })]);
    // A pattern character is a letter, a short name is refused, another tenant's member is not found.
    expect((await call('plainco', '/staff/member/find', { by: 'name', value: '%_' }, token)).result).toMatchObject({
      problem: { code: 'MEMBER_NOT_FOUND' },
    });
    expect((await call('plainco', '/staff/member/find', { by: 'name', value: 'Q' }, token)).result).toMatchObject({
      problem: { code: 'MEMBER_NAME_TOO_SHORT', params: { min: 2 } },
    });
    const stranger = await customer('basco');
    await t.db.query('UPDATE accounts SET last_name = $2 WHERE id = $1', [stranger.accountId, surname]);
    expect(
      (await call<Matches>('plainco', '/staff/member/find', { by: 'name', value: surname }, token)).result.matches,
    ).toHaveLength(2);
    expect(
      (await call('plainco', '/staff/member/find', { by: 'id', value: stranger.accountId }, token)).result,
    ).toMatchObject({
      problem: { code: 'MEMBER_NOT_FOUND' },
    });

    // Opened by id: the whole record; then the recent members, latest first, each once.
    for (const id of [ada.accountId, bea.accountId, ada.accountId]) {
      clock.advanceSeconds(1);
      const opened = await call<{ member: Member }>('plainco', '/staff/member/find', { by: 'id', value: id }, token);
      expect(opened.result.member.memberId).toBe(id);
    }
    type Recent = { members: { memberId: string; seenAt: number }[] };
    const recent = await call<Recent>('plainco', '/staff/member/recent', {}, token);
    expect(recent.result.members.slice(0, 2).map((m) => m.memberId)).toEqual([ada.accountId, bea.accountId]);
    expect(new Set(recent.result.members.map((m) => m.memberId)).size).toBe(recent.result.members.length);
    // Another staff member's recent members are their own.
    const other = await unlocked('S100');
    const theirs = await call<Recent>('plainco', '/staff/member/recent', {}, other.token);
    expect(theirs.result.members.map((m) => m.memberId)).not.toContain(bea.accountId);
  });

  it('logs every staff action with who and when', async () => {
    const before = clock.now();
    const { token, staff } = await unlocked('S200');
    await call('plainco', '/staff/member/find', { by: 'card', value: '0000000000000000' }, token);
    await call('plainco', '/staff/lock', {}, token);
    const rows = await t.db.query<{ action: string; staff_id: string; at: Date; detail: string }>(
      'SELECT action, staff_id, at, detail FROM staff_actions WHERE staff_id = $1 AND at >= $2 ORDER BY id',
      [staff.staffId, before],
    );
    expect(rows.map((r) => r.action).slice(-4)).toEqual(['sign_in', 'unlock', 'member_find', 'lock']);
    expect(rows.at(-2)?.detail).toBe('card:0000*********000');
    for (const row of rows) expect(row.at.getTime()).toBe(clock.now().getTime());
  });

  it('registers a member at the counter: the customer exists without a password, and the counter card is issued', async () => {
    const { token } = await unlocked('S200');
    const phone = freshPhone();
    const registered = await call<{
      member: Member;
      issuedCards: Array<{ cardNumber: string; programmeCode: string }>;
    }>(
      'plainco',
      '/staff/member/register',
      { phone: phone.typed, firstName: ' Grace ', lastName: 'Hopper', acceptTerms: true },
      token,
    );
    expect(registered.result.rtn, JSON.stringify(registered)).toBe(1);
    expect(registered.result.member).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: phone.e164 });
    // PK-VALUE issues at the counter, PK-POINTS does not.
    expect(registered.result.issuedCards).toEqual([
      expect.objectContaining({ programmeCode: 'PK-VALUE', cardNumber: expect.stringMatching(/^6035\d{12}$/) }),
    ]);
    const found = await call<{ member: Member }>(
      'plainco',
      '/staff/member/find',
      { by: 'card', value: registered.result.issuedCards[0]?.cardNumber ?? '' },
      token,
    );
    expect(found.result.member.memberId).toBe(registered.result.member.memberId);
    // The customer has no password yet: sign-in says so (-821009), SMS login or a reset sets one.
    const client = new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' });
    expect((await client.signIn(phone.typed, 'Whatever1!')).result.rtn).toBe(-821009);
    const again = await call(
      'plainco',
      '/staff/member/register',
      { phone: phone.typed, firstName: 'G', lastName: 'H', acceptTerms: true },
      token,
    );
    expect(again.result).toMatchObject({ rtn: 0, problem: { code: 'PHONE_ALREADY_REGISTERED' } });
    expect(
      (
        await call(
          'plainco',
          '/staff/member/register',
          { phone: 'nope', firstName: 'G', lastName: 'H', acceptTerms: true },
          token,
        )
      ).result,
    ).toMatchObject({ problem: { code: 'INVALID_PHONE' } });
    expect(
      (
        await call(
          'plainco',
          '/staff/member/register',
          { phone: freshPhone().typed, firstName: 'G', lastName: 'H', acceptTerms: false },
          token,
        )
      ).result,
    ).toMatchObject({ problem: { code: 'TERMS_REQUIRED' } });
    const actions = await t.db.query<{ action: string }>(
      "SELECT action FROM staff_actions WHERE action = 'member_register' AND subject = $1",
      [registered.result.member.memberId],
    );
    expect(actions).toHaveLength(1);
  });

  it('records an assessment: a mandatory note is refused until written; the answers are stored with the version and shown on the record', async () => {
    const member = await customer();
    const { token } = await unlocked('S300');
    const answers = (note: string) => [
      { questionId: 'vehicle', option: 'Van', note: '' },
      { questionId: 'access', option: 'Yes', note },
    ];
    const refusedNote = await call(
      'plainco',
      '/staff/member/assess',
      { memberId: member.accountId, answers: answers('  ') },
      token,
    );
    expect(refusedNote.result).toMatchObject({ rtn: 0, problem: { code: 'ASSESSMENT_NOTE_REQUIRED' } });
    const incomplete = await call(
      'plainco',
      '/staff/member/assess',
      { memberId: member.accountId, answers: [{ questionId: 'vehicle', option: 'Boat', note: '' }] },
      token,
    );
    expect(incomplete.result).toMatchObject({ rtn: 0, problem: { code: 'ASSESSMENT_INCOMPLETE' } });
    const recorded = await call<{
      member: Member & { assessments: Array<{ questionnaireVersion: string; staffName: string; answers: unknown[] }> };
      questionnaireVersion: string;
    }>('plainco', '/staff/member/assess', { memberId: member.accountId, answers: answers('Permit 123') }, token);
    expect(recorded.result.rtn, JSON.stringify(recorded)).toBe(1);
    expect(recorded.result.questionnaireVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(recorded.result.member.assessments[0]).toMatchObject({
      questionnaireVersion: recorded.result.questionnaireVersion,
      staffName: 'Ash (assessor)',
      answers: [
        { questionId: 'vehicle', question: 'What will you park?', option: 'Van', note: '' },
        { questionId: 'access', question: 'Accessible bay?', option: 'Yes', note: 'Permit 123' },
      ],
    });
    // Member find shows the record too; a member of another tenant is not found.
    const counter = await unlocked('S200');
    const found = await call<{ member: { assessments: unknown[] } }>(
      'plainco',
      '/staff/member/find',
      { by: 'phone', value: member.phone },
      counter.token,
    );
    expect(found.result.member.assessments).toHaveLength(1);
    const other = await customer('basco');
    expect(
      (await call('plainco', '/staff/member/assess', { memberId: other.accountId, answers: answers('x') }, token))
        .result,
    ).toMatchObject({ problem: { code: 'MEMBER_NOT_FOUND' } });
  });

  it('under concurrency: one registration per phone (one account, one card), and every wrong PIN is counted', async () => {
    const { token } = await unlocked('S200');
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(
          'plainco',
          '/staff/member/register',
          { phone: phone.typed, firstName: 'Con', lastName: 'Current', acceptTerms: true },
          token,
        ),
      ),
    );
    expect(answers.filter((a) => a.result.rtn === 1)).toHaveLength(1);
    expect(
      answers.filter((a) => (a.result as { problem?: { code: string } }).problem?.code === 'PHONE_ALREADY_REGISTERED'),
    ).toHaveLength(5);
    const cards = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM wallet_cards c JOIN accounts a ON a.id = c.account_id WHERE a.tenant_id = 'plainco' AND a.phone = $1",
      [phone.e164],
    );
    expect(cards[0]?.n).toBe(1);

    const code = await staffWith(['counter']);
    const session = await signIn(code);
    await Promise.all(
      Array.from({ length: STAFF_MAX_WRONG_PINS + 2 }, () =>
        call('plainco', '/staff/unlock', { pin: '0000' }, session),
      ),
    );
    const rows = await t.db.query<{ wrong: number }>(
      "SELECT a.wrong FROM attempt_limits a JOIN staff_members m ON a.key = 'staff-pin:' || m.id::text WHERE m.tenant_id = 'plainco' AND m.staff_code = $1",
      [code],
    );
    // Counted before compared: exactly the limit was compared, the rest refused unseen.
    expect(rows[0]?.wrong).toBe(STAFF_MAX_WRONG_PINS);
    expect((await call('plainco', '/staff/unlock', { pin: '13579' }, session)).result).toMatchObject({
      problem: { code: 'STAFF_PIN_LOCKED' },
    });
  });

  it('answers hostile text with a 400, never a 500', async () => {
    const res = await raw('plainco', '/staff/signIn', { login: 'S1\u0000', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect((await raw('plainco', '/staff/signIn', { login: 'S1', password: 'x', extra: 1 })).statusCode).toBe(400);
    const { token } = await unlocked('S200');
    expect((await raw('plainco', '/staff/member/find', { by: 'email', value: 'x' }, token)).statusCode).toBe(400);
  });
});
