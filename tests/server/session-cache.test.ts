/**
 * The session memory on PGlite (docs/architecture.md#session-cache): a signed-in call after the
 * first reads no session from the database, yet a session that ends (logout, password change or
 * reset, 30 days idle, swept) is refused at once, even when the memory held it; on PostgreSQL
 * every call reads its session (svc/order excepted: recalled-sessions.test.ts). Every test first makes the memory hold the tokens it then ends.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { cachedSessionCount } from '../../server/db/repositories/session-repository';
import { sweepAccounts } from '../../server/services/accounts/account-sweeper';
import {
  AccountClient,
  freshPhone,
  MODE_TENANTS,
  STRONG_PASSWORD,
  testClock,
  type TestClock,
} from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { describeOnDrivers } from './support/describe-on-drivers';
import { recordingStatements } from './support/statement-log';
import { sourceFiles } from './support/source-files';

const SESSION_READ = /FROM sessions s JOIN accounts a/;
const DAY = 24 * 60 * 60;

describeOnDrivers('the session memory', (driver) => {
  let db: Database;
  let t: TestApp;
  let clock: TestClock;
  const statements: string[] = [];

  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    clock = testClock();
    t = await startTestApp({ db: recordingStatements(db, statements), accounts: { now: clock.now, smsSandbox: true } });
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
    await driver.cleanup();
  });

  const client = (tenant = 'plainco') => {
    const entry = MODE_TENANTS.find((m) => m.tenant === tenant);
    if (!entry) throw new Error(`no fixture tenant ${tenant}`);
    return new AccountClient(t.app, { tenant, mode: entry.mode });
  };
  const sessionReads = () => statements.filter((sql) => SESSION_READ.test(sql)).length;
  /** Calls until the memory holds the token (on PGlite), checking each call is answered. */
  const warm = async (c: AccountClient, token: string) => {
    for (let i = 0; i < 2; i += 1) expect(await c.status('/account/detail', {}, token)).toBe(200);
  };

  it('reads a session from the database once on PGlite, on every call on PostgreSQL', async () => {
    const c = client();
    const token = await c.signUp(freshPhone().typed);
    const before = sessionReads();
    for (let i = 0; i < 5; i += 1) expect(await c.status('/account/detail', {}, token)).toBe(200);
    expect(sessionReads() - before).toBe(driver.name === 'pglite' ? 1 : 5);
    // On PostgreSQL too the memory holds it, but only svc/order recalls it, and proves it in its
    // statement (recalled-sessions.test.ts); a read answers from it only on PGlite.
    expect(cachedSessionCount(db)).toBeGreaterThan(0);
  });

  it('refuses a logged-out token at once, and keeps the account’s other sessions', async () => {
    const c = client('basco');
    const { typed } = freshPhone();
    const token = await c.signUp(typed);
    const other = await c.token(typed);
    await warm(c, token);
    await warm(c, other);
    expect(await c.call('/account/logout', {}, token)).toEqual({ success: true, result: { rtn: 1 } });
    expect(await c.status('/account/detail', {}, token)).toBe(401);
    expect(await c.status('/account/detail', {}, other)).toBe(200);
  });

  it('refuses the other sessions at once after a password change, and keeps the current one', async () => {
    const c = client('paramco');
    const { typed } = freshPhone();
    const current = await c.signUp(typed);
    const others = [await c.token(typed), await c.token(typed)];
    for (const token of [current, ...others]) await warm(c, token);
    expect(
      await c.call('/account/changePwd', { oldPassword: STRONG_PASSWORD, newPassword: 'Newpass1!' }, current),
    ).toEqual({ success: true, result: { rtn: 1 } });
    for (const token of others) expect(await c.status('/account/detail', {}, token)).toBe(401);
    expect(await c.status('/account/detail', {}, current)).toBe(200);
  });

  it('refuses every session at once after a password reset', async () => {
    const c = client();
    const { typed } = freshPhone();
    const tokens = [await c.signUp(typed), await c.token(typed)];
    for (const token of tokens) await warm(c, token);
    clock.advanceSeconds(121); // the sign-up code's resend wait
    const verificationToken = await c.verificationToken(typed, 'reset');
    expect(await c.call('/account/resetPwd', { verificationToken, newPassword: 'Reset123!' })).toEqual({
      success: true,
      result: { rtn: 1 },
    });
    for (const token of tokens) expect(await c.status('/account/detail', {}, token)).toBe(401);
  });

  it('ends a remembered session after 30 days without use, and counts each use', async () => {
    const c = client();
    const { typed } = freshPhone();
    const used = await c.signUp(typed);
    const idle = await c.token(typed);
    await warm(c, used);
    await warm(c, idle);
    clock.advanceSeconds(29 * DAY);
    await warm(c, used); // moves its idle clock on (and the memory's copy of it)
    clock.advanceSeconds(DAY + 1);
    expect(await c.status('/account/detail', {}, idle)).toBe(401);
    expect(await c.status('/account/detail', {}, used)).toBe(200);
    clock.advanceSeconds(30 * DAY + 1);
    expect(await c.status('/account/detail', {}, used)).toBe(401);
  });

  it('refuses a remembered token at another tenant', async () => {
    const c = client();
    const token = await c.signUp(freshPhone().typed);
    await warm(c, token);
    expect(await client('basco').status('/account/detail', {}, token)).toBe(401);
    expect(await c.status('/account/detail', {}, token)).toBe(200);
  });

  it('keeps a swept session refused, and a live one served', async () => {
    const c = client();
    const { typed } = freshPhone();
    const kept = await c.signUp(typed);
    const ended = await c.token(typed);
    await warm(c, kept);
    await warm(c, ended);
    await c.call('/account/logout', {}, ended);
    clock.advanceSeconds(DAY + 1);
    await warm(c, kept);
    await sweepAccounts({ db, now: clock.now });
    expect(await c.status('/account/detail', {}, ended)).toBe(401);
    expect(await c.status('/account/detail', {}, kept)).toBe(200);
  });

  it('refuses every call sent after a logout answered, however many raced it', async () => {
    const c = client('aesco');
    for (let round = 0; round < 5; round += 1) {
      const token = await c.signUp(freshPhone().typed);
      await warm(c, token);
      const racing = Array.from({ length: 12 }, () => c.status('/account/detail', {}, token));
      const logout = c.call('/account/logout', {}, token);
      const more = Array.from({ length: 12 }, () => c.status('/account/detail', {}, token));
      expect((await logout).result).toEqual({ rtn: 1 });
      // The racing calls may go either way; every one after the answer is refused.
      for (const status of await Promise.all([...racing, ...more])) expect([200, 401]).toContain(status);
      for (let i = 0; i < 5; i += 1) expect(await c.status('/account/detail', {}, token)).toBe(401);
    }
  });
});

describe('the session memory’s invariant', () => {
  it('every write that can end a session or change whose it is goes through the session repository', () => {
    const root = path.resolve(import.meta.dirname, '../../server');
    const repository = path.join(root, 'db/repositories/session-repository.ts');
    const offending: string[] = [];
    const rules: [RegExp, string][] = [
      [/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+sessions\b/i, 'writes sessions'],
      [/\b(?:DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+accounts\b/i, 'deletes accounts'],
      [
        /\bUPDATE\s+accounts\s+SET\b(?:(?!\bWHERE\b)[^;`])*\b(?:tenant_id|id)\s*=/i,
        "changes an account's id or tenant",
      ],
    ];
    const files = sourceFiles(root);
    expect(files).toContain(repository);
    for (const file of files) {
      if (file === repository) continue;
      const text = readFileSync(file, 'utf8');
      for (const [rule, what] of rules) if (rule.test(text)) offending.push(`${path.relative(root, file)} ${what}`);
    }
    expect(offending).toEqual([]);
  });
});
