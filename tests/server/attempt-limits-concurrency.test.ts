/**
 * Every attempt limit of the product under bursts, on PostgreSQL only (PGlite runs one query at a
 * time and cannot show a race; docs/rules.md#attempt-limits). For each guessable secret, 100
 * guesses sent at once, three times over:
 * - wrong ones: at most the limit are compared (the action log and the answers say which were),
 *   every other one is refused unseen, and then the right answer is refused too;
 * - right ones (where a right answer can be given again): every one goes through, none is
 *   refused as a wrong one.
 * Secrets: staff password (staff/signIn), staff PIN (staff/unlock, and staff/pinpad/exit while a
 * kiosk runs), the wallet PIN at the pinpad
 * kiosk (staff/pinpad/charge, where a stranger's guesses do not lock the owner's own channel),
 * the customer password (account/signIn) and the SMS code (account/checkUserIdentifyCode).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPostgresDatabase } from '../../server/db/postgres-driver';
import { applyCardChange, setCardPinHash } from '../../server/db/repositories/wallet-repository';
import { hashPassword } from '../../server/services/accounts/password-hashing';
import { MAX_FAILED_SIGN_INS } from '../../server/services/accounts/sign-in';

/** The password of the staff members these tests add. */
const STAFF_PASSWORD = 'Staff-test1';
import { issueWalletCard } from '../../server/services/wallet';
import type { Tenant } from '../../src/generated/tenant';
import { STAFF_MAX_WRONG_PASSWORDS, STAFF_MAX_WRONG_PINS, WALLET_PIN_MAX_TRIES } from '../../src/lib/limits';
import { AccountClient, freshPhone, STRONG_PASSWORD, testClock, type Envelope } from './support/account-kit';
import { packaged, startTestApp, type TestApp } from './support/app-harness';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { modeTenants } from './support/tenant-fixtures';
import { cardLedger, PARKCO_WALLET } from './support/wallet-kit';
import { insertTestStaff } from './support/staff-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[attempt-limits-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const RACE = 100;
const ROUNDS = 3;
const STAFF_PIN = '13579';
const WALLET_PIN = '246810';
// The secrets here are hashed at a lower scrypt cost (a stored hash carries its own parameters):
// the tests are about what is counted and compared, and 300 full-cost hashes would take minutes on
// two shared cores.
const QUICK_HASH = { N: 1024, r: 8, p: 1 };
const quickHash = (secret: string) => hashPassword(secret, QUICK_HASH);

type Problem = { problem?: { code: string } };
const codeOf = (answer: Envelope): string =>
  (answer.result as Problem).problem?.code ?? (answer.result.rtn > 0 ? 'OK' : 'FAILED');
const tally = (answers: Envelope[]): Record<string, number> =>
  answers.reduce<Record<string, number>>((t, a) => ({ ...t, [codeOf(a)]: (t[codeOf(a)] ?? 0) + 1 }), {});
// A burst of right answers waits its turn for the limit's slots, a few hashes at a time.
const BURST_TIMEOUT_MS = 240_000;
const burst = <T>(make: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: RACE }, (_, i) => make(i)));

describe.skipIf(!url)(
  url ? 'attempt limits under bursts on postgres' : `attempt limits under bursts: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const schema = `kerbside_attempts_${process.pid}_${randomUUID().slice(0, 8)}`;
    const clock = testClock();
    let db: Database;
    let t: TestApp;

    beforeAll(async () => {
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`CREATE SCHEMA ${schema}`);
      await admin.close();
      db = await openPostgresDatabase({ connectionString: url ?? '', schema, maxConnections: 20 });
      await migrate(db);
      const tenants = modeTenants().map((tenant) =>
        tenant.id === 'plainco' ? { ...tenant, wallet: PARKCO_WALLET } : tenant,
      ) as Tenant[];
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
      await db?.close();
      const admin = await openPostgresDatabase({ connectionString: url ?? '', maxConnections: 1 });
      await admin.executeScript(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });

    async function call<T extends object = Record<string, unknown>>(
      path: string,
      payload: unknown,
      token?: string,
    ): Promise<Envelope<T>> {
      const res = await t.app.inject({
        method: 'POST',
        url: `/cloud/plainco${path}`,
        payload: packaged('plain', payload) as object,
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json<Envelope<T>>();
    }
    /** A new staff member of plainco whose roles open the pinpad; returns its staff id. */
    const newStaff = () =>
      insertTestStaff(t.db, {
        codePrefix: 'R',
        name: () => 'Race staff',
        roles: ['cashier'],
        password: STAFF_PASSWORD,
        pin: STAFF_PIN,
        hash: quickHash,
        now: clock.now(),
      });
    const signIn = async (code: string) =>
      (await call<{ token: string }>('/staff/signIn', { login: code, password: STAFF_PASSWORD })).result.token;
    async function unlockedStaff(): Promise<{ id: string; token: string }> {
      const staff = await newStaff();
      const token = await signIn(staff.code);
      expect((await call('/staff/unlock', { pin: STAFF_PIN }, token)).result.rtn).toBe(1);
      return { id: staff.id, token };
    }
    const actions = async (staffId: string, action: string) =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM staff_actions WHERE staff_id = $1 AND action = $2',
          [staffId, action],
        )
      )[0]?.n ?? 0;

    describe('staff password (staff/signIn)', () => {
      it(
        `compares at most ${STAFF_MAX_WRONG_PASSWORDS} of ${RACE} wrong passwords at once, then refuses the right one`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const staff = await newStaff();
            const answers = await burst((i) => call('/staff/signIn', { login: staff.code, password: `Wrong-${i}` }));
            expect(await actions(staff.id, 'sign_in_refused')).toBe(STAFF_MAX_WRONG_PASSWORDS);
            expect(tally(answers)).toEqual({
              LOGIN_MISMATCH: STAFF_MAX_WRONG_PASSWORDS - 1,
              STAFF_LOCKED: RACE - STAFF_MAX_WRONG_PASSWORDS + 1,
            });
            expect(codeOf(await call('/staff/signIn', { login: staff.code, password: STAFF_PASSWORD }))).toBe(
              'STAFF_LOCKED',
            );
          }
        },
        BURST_TIMEOUT_MS,
      );

      it(
        `signs in ${RACE} right passwords at once`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const staff = await newStaff();
            expect(
              tally(await burst(() => call('/staff/signIn', { login: staff.code, password: STAFF_PASSWORD }))),
            ).toEqual({ OK: RACE });
          }
        },
        BURST_TIMEOUT_MS,
      );
    });

    describe('staff PIN (staff/unlock)', () => {
      it(
        `compares at most ${STAFF_MAX_WRONG_PINS} of ${RACE} wrong PINs at once, then refuses the right one`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const staff = await newStaff();
            const token = await signIn(staff.code);
            const answers = await burst((i) => call('/staff/unlock', { pin: String(10000 + i) }, token));
            expect(await actions(staff.id, 'unlock_refused')).toBe(STAFF_MAX_WRONG_PINS);
            expect(tally(answers)).toEqual({
              STAFF_PIN_WRONG: STAFF_MAX_WRONG_PINS - 1,
              STAFF_PIN_LOCKED: RACE - STAFF_MAX_WRONG_PINS + 1,
            });
            expect(codeOf(await call('/staff/unlock', { pin: STAFF_PIN }, token))).toBe('STAFF_PIN_LOCKED');
          }
        },
        BURST_TIMEOUT_MS,
      );

      it(
        `unlocks with ${RACE} right PINs at once`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const staff = await newStaff();
            const token = await signIn(staff.code);
            expect(tally(await burst(() => call('/staff/unlock', { pin: STAFF_PIN }, token)))).toEqual({ OK: RACE });
          }
        },
        BURST_TIMEOUT_MS,
      );
    });

    describe('staff PIN leaving the kiosk (staff/pinpad/exit)', () => {
      async function kiosk(): Promise<{ id: string; token: string }> {
        const staff = await unlockedStaff();
        expect((await call('/staff/pinpad/kiosk', { shop: 'plain-central' }, staff.token)).result.rtn).toBe(1);
        return staff;
      }

      it(
        `compares at most ${STAFF_MAX_WRONG_PINS} of ${RACE} wrong PINs at once, then refuses the right one and the kiosk stays`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const staff = await kiosk();
            const answers = await burst((i) => call('/staff/pinpad/exit', { pin: String(10000 + i) }, staff.token));
            expect(await actions(staff.id, 'pinpad_exit_refused')).toBe(STAFF_MAX_WRONG_PINS);
            expect(tally(answers)).toEqual({
              STAFF_PIN_WRONG: STAFF_MAX_WRONG_PINS - 1,
              STAFF_PIN_LOCKED: RACE - STAFF_MAX_WRONG_PINS + 1,
            });
            expect(codeOf(await call('/staff/pinpad/exit', { pin: STAFF_PIN }, staff.token))).toBe('STAFF_PIN_LOCKED');
            // Still a kiosk: the staff session's other calls stay closed.
            const me = await t.app.inject({
              method: 'POST',
              url: '/cloud/plainco/staff/me',
              payload: packaged('plain', {}) as object,
              headers: { authorization: `Bearer ${staff.token}` },
            });
            expect(me.statusCode).toBe(403);
          }
        },
        BURST_TIMEOUT_MS,
      );

      it(
        `leaves the kiosk with ${RACE} right PINs at once`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const staff = await kiosk();
            expect(tally(await burst(() => call('/staff/pinpad/exit', { pin: STAFF_PIN }, staff.token)))).toEqual({
              OK: RACE,
            });
          }
        },
        BURST_TIMEOUT_MS,
      );
    });

    describe('wallet PIN at the pinpad kiosk (staff/pinpad/charge)', () => {
      async function cardHolder(balance: number) {
        const client = new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' });
        const phone = freshPhone();
        const token = await client.signUp(phone.typed);
        const accountId =
          (
            await t.db.query<{ id: string }>("SELECT id FROM accounts WHERE tenant_id = 'plainco' AND phone = $1", [
              phone.e164,
            ])
          )[0]?.id ?? '';
        const now = clock.now();
        const issued = await t.db.transaction((tx) =>
          issueWalletCard(tx, {
            tenant: { id: 'plainco', wallet: PARKCO_WALLET },
            accountId,
            programmeCode: 'PK-VALUE',
            via: 'counter',
            now,
          }),
        );
        if (!issued) throw new Error('no card');
        await setCardPinHash(t.db, issued.card.id, await quickHash(WALLET_PIN), now);
        await t.db.transaction((tx) =>
          applyCardChange(tx, {
            cardId: issued.card.id,
            action: 'top_up',
            valueAdd: balance,
            pointAdd: 0,
            siteId: '',
            shopName: 'test',
            reason: 'seed',
            entryKey: `seed:${randomUUID()}`,
            now,
          }),
        );
        return { token, cardId: issued.card.id, cardNumber: issued.card.cardNumber };
      }
      const charge = (cardNumber: string, pin: string) => ({
        shop: 'plain-central',
        amount: 1,
        by: 'card',
        value: cardNumber,
        pin,
        idempotencyKey: randomUUID(),
      });

      it(
        `compares at most ${WALLET_PIN_MAX_TRIES} of ${RACE} wrong PINs at once, refuses the right one after, and leaves the owner's own PIN alone`,
        async () => {
          const staff = await unlockedStaff();
          for (let round = 0; round < ROUNDS; round += 1) {
            const card = await cardHolder(500);
            const answers = await burst((i) =>
              call('/staff/pinpad/charge', charge(card.cardNumber, String(100000 + i)), staff.token),
            );
            expect(tally(answers)).toEqual({
              PIN_VERIFY_FAILED: WALLET_PIN_MAX_TRIES,
              PIN_LOCKED: RACE - WALLET_PIN_MAX_TRIES,
            });
            expect(codeOf(await call('/staff/pinpad/charge', charge(card.cardNumber, WALLET_PIN), staff.token))).toBe(
              'PIN_LOCKED',
            );
            // The owner, signed in, still changes the PIN with the right one: a stranger's guesses at the counter lock the kiosk only.
            const changed = await t.app.inject({
              method: 'POST',
              url: '/s/plain-central/pro/account/valuePassChgPwd',
              payload: packaged('plain', {
                cardId: card.cardId,
                oldPin: WALLET_PIN,
                newPin: '135790',
                confirmPin: '135790',
              }) as object,
              headers: { authorization: `Bearer ${card.token}` },
            });
            expect(changed.json<Envelope>().result.rtn, changed.body).toBe(1);
            expect((await cardLedger(t.db, card.cardId)).balance).toBe(500);
          }
        },
        BURST_TIMEOUT_MS,
      );

      it(
        `takes ${RACE} right-PIN charges at once, every one`,
        async () => {
          const staff = await unlockedStaff();
          for (let round = 0; round < ROUNDS; round += 1) {
            const card = await cardHolder(RACE);
            expect(
              tally(await burst(() => call('/staff/pinpad/charge', charge(card.cardNumber, WALLET_PIN), staff.token))),
            ).toEqual({ OK: RACE });
            expect((await cardLedger(t.db, card.cardId)).balance).toBe(0);
          }
        },
        BURST_TIMEOUT_MS,
      );
    });

    describe('customer password (account/signIn)', () => {
      async function customer(): Promise<{ client: AccountClient; typed: string; e164: string }> {
        const client = new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' });
        const phone = freshPhone();
        await client.signUp(phone.typed, {}, STRONG_PASSWORD);
        await t.db.query("UPDATE accounts SET password_hash = $2 WHERE tenant_id = 'plainco' AND phone = $1", [
          phone.e164,
          await quickHash(STRONG_PASSWORD),
        ]);
        return { client, ...phone };
      }

      it(
        `compares at most ${MAX_FAILED_SIGN_INS} of ${RACE} wrong passwords at once, locks the account, then refuses the right one`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const { client, typed, e164 } = await customer();
            const answers = await burst((i) => client.signIn(typed, `Wrong-${i}-Aa1!`));
            expect(tally(answers)).toEqual({
              LOGIN_MISMATCH: MAX_FAILED_SIGN_INS - 1,
              ACCOUNT_LOCKED: RACE - MAX_FAILED_SIGN_INS + 1,
            });
            expect(codeOf(await client.signIn(typed))).toBe('ACCOUNT_LOCKED');
            const account = await t.db.query<{ locked: boolean }>(
              "SELECT locked_at IS NOT NULL AS locked FROM accounts WHERE tenant_id = 'plainco' AND phone = $1",
              [e164],
            );
            expect(account[0]?.locked).toBe(true);
          }
        },
        BURST_TIMEOUT_MS,
      );

      it(
        `signs in ${RACE} right passwords at once`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const { client, typed } = await customer();
            expect(tally(await burst(() => client.signIn(typed)))).toEqual({ OK: RACE });
          }
        },
        BURST_TIMEOUT_MS,
      );
    });

    describe('SMS code (account/checkUserIdentifyCode)', () => {
      it(
        `tries at most 5 of ${RACE} wrong codes at once, then refuses the right one`,
        async () => {
          for (let round = 0; round < ROUNDS; round += 1) {
            const client = new AccountClient(t.app, { tenant: 'plainco', mode: 'plain' });
            const phone = freshPhone();
            const code = await client.codeFor(phone.typed, 'signup');
            const wrong = (i: number) => String((Number(code) + 1 + (i % 9000)) % 10000).padStart(4, '0');
            const answers = await burst((i) =>
              client.call('/account/checkUserIdentifyCode', { phone: phone.typed, purpose: 'signup', code: wrong(i) }),
            );
            const counts = tally(answers);
            expect(counts.WRONG_CODE).toBe(5);
            expect((counts.TOO_MANY_WRONG_TRIES ?? 0) + (counts.WRONG_CODE ?? 0)).toBe(RACE);
            expect(
              codeOf(
                await client.call('/account/checkUserIdentifyCode', { phone: phone.typed, purpose: 'signup', code }),
              ),
            ).toBe('TOO_MANY_WRONG_TRIES');
          }
        },
        BURST_TIMEOUT_MS,
      );
    });
  },
);
