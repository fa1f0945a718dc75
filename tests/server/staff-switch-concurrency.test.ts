/**
 * The quick staff switch under bursts, on PostgreSQL only (PGlite runs one query at a time and
 * cannot show a race; docs/staff.md#staff-switch, docs/rules.md#attempt-limits). 100 switches sent
 * at once from one device, three times over:
 * - wrong PINs spread over many members (each of whom has tries to spare): at most
 *   STAFF_SWITCH_MAX_WRONG_PINS are compared on the device, every other one is refused unseen,
 *   and then a right PIN is refused too, so one device cannot walk through everyone's PINs;
 * - right PINs: one switch happens, the device has one live session, and nothing is counted wrong.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { hashPassword } from '../../server/services/accounts/password-hashing';
import { STAFF_SWITCH_MAX_WRONG_PINS } from '../../src/lib/limits';
import { testClock, type Envelope } from './support/account-kit';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { modeTenants } from './support/tenant-fixtures';
import { insertTestStaff } from './support/staff-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[staff-switch-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const RACE = 100;
const ROUNDS = 3;
const SHOP = 'plain-central';
const PASSWORD = 'Staff-test1';
const PIN = '13579';
/** Members the wrong PINs are spread over: together they could take far more than the device allows. */
const MEMBERS = 20;
// Lower scrypt cost (a stored hash carries its own parameters): the test is about what is counted.
const quickHash = (secret: string) => hashPassword(secret, { N: 1024, r: 8, p: 1 });
const BURST_TIMEOUT_MS = 240_000;

type Problem = { problem?: { code: string } };

describe.skipIf(!url)(
  url ? 'staff switch under bursts on postgres' : `staff switch under bursts: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const schema = `kerbside_switch_${process.pid}_${randomUUID().slice(0, 8)}`;
    const clock = testClock();
    let db: Database;
    let t: TestApp;

    beforeAll(async () => {
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
      await admin.close();
      db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
      await migrate(db);
      t = await startTestApp({
        db,
        tenants: modeTenants(),
        accounts: { now: clock.now, smsSandbox: true },
        parking: { now: clock.now },
      });
    });
    afterAll(async () => {
      await t?.close();
      await db?.close();
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });

    /** A call's answer code; a session ended under a call's feet answers 401 before its body is read. */
    async function call(path: string, payload: unknown, token?: string): Promise<{ code: string; body: Envelope }> {
      const res = await t.app.inject({
        method: 'POST',
        url: `/cloud/plainco${path}`,
        payload: packaged('plain', payload) as object,
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      if (res.statusCode === 401) return { code: 'LOGIN_EXPIRED', body: res.json<Envelope>() };
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      const body = res.json<Envelope>();
      return { code: (body.result as Problem).problem?.code ?? (body.result.rtn > 0 ? 'OK' : 'FAILED'), body };
    }
    const tally = (codes: string[]) =>
      codes.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});
    const newStaff = () =>
      insertTestStaff(t.db, {
        codePrefix: 'Q',
        name: () => 'Race staff',
        roles: ['counter'],
        password: PASSWORD,
        pin: PIN,
        hash: quickHash,
        now: clock.now(),
      });
    async function device(): Promise<{ code: string; token: string }> {
      const signer = await newStaff();
      const answer = await call('/staff/signIn', { login: signer.code, password: PASSWORD, shop: SHOP });
      expect(answer.code).toBe('OK');
      return { code: signer.code, token: (answer.body.result as { token?: string }).token ?? '' };
    }
    const burst = (make: (i: number) => Promise<{ code: string }>) =>
      Promise.all(Array.from({ length: RACE }, (_, i) => make(i).then((a) => a.code)));

    it(
      `compares at most ${STAFF_SWITCH_MAX_WRONG_PINS} of ${RACE} wrong switch PINs at once on one device, whoever they name`,
      async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const members = await Promise.all(Array.from({ length: MEMBERS }, () => newStaff()));
          const { code, token } = await device();
          const codes = await burst((i) =>
            call('/staff/switch', { shop: SHOP, staffId: members[i % MEMBERS]?.id, pin: String(10000 + i) }, token),
          );
          // Each compared try is answered wrong, or locked when it was the one that reached a limit
          // (the device's and its signer's may be reached by different tries): none is let through.
          const counts = tally(codes);
          expect(Object.keys(counts).sort()).toEqual(['STAFF_PIN_WRONG', 'STAFF_SWITCH_LOCKED']);
          expect(counts.STAFF_PIN_WRONG).toBeLessThanOrEqual(STAFF_SWITCH_MAX_WRONG_PINS - 1);
          // Compared: the log's refusals and the members' own counts say the same.
          const compared = await t.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM staff_actions WHERE action = 'staff_switch_refused' AND subject = $1",
            [code],
          );
          expect(compared[0]?.n).toBe(STAFF_SWITCH_MAX_WRONG_PINS);
          const counted = await t.db.query<{ n: number }>(
            "SELECT coalesce(sum(wrong), 0)::int AS n FROM attempt_limits WHERE key = ANY(string_to_array($1, ','))",
            [members.map((m) => `staff-pin:${m.id}`).join(',')],
          );
          expect(counted[0]?.n).toBe(STAFF_SWITCH_MAX_WRONG_PINS);
          // A right PIN is refused too, until the lock ends.
          expect((await call('/staff/switch', { shop: SHOP, staffId: members[0]?.id, pin: PIN }, token)).code).toBe(
            'STAFF_SWITCH_LOCKED',
          );
        }
      },
      BURST_TIMEOUT_MS,
    );

    it(
      `switches once for ${RACE} right PINs sent at once from one session`,
      async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const target = await newStaff();
          const { token } = await device();
          const codes = await burst(() => call('/staff/switch', { shop: SHOP, staffId: target.id, pin: PIN }, token));
          const counts = tally(codes);
          expect(counts.OK).toBe(1);
          // The rest found the device's session ended: none was taken for a wrong PIN.
          expect((counts.STAFF_SWITCH_NOT_HERE ?? 0) + (counts.LOGIN_EXPIRED ?? 0)).toBe(RACE - 1);
          const live = await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM staff_sessions WHERE staff_id = $1 AND revoked_at IS NULL',
            [target.id],
          );
          expect(live[0]?.n).toBe(1);
        }
      },
      BURST_TIMEOUT_MS,
    );
  },
);
