/**
 * The stored-value cap under a burst of top-ups, on PostgreSQL (docs/wallet.md#top-up): 100 top-ups
 * of one card started at once, each for the largest amount, on a card whose cap leaves room for
 * two. Only two may start (a started, unsettled top-up counts against the cap), and once the
 * gateway approves every one that started, the balance is at the cap, never above it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './support/account-kit';
import { seedCustomer, START } from './support/parking-kit';
import { startRaceServer, type RaceServer } from './support/race-server';
import { decide } from './support/shop-table-kit';
import { POSTGRES_SKIP_REASON } from './support/test-databases';
import { cardLedger, fundedStoredValueCard, PARKCO_WALLET, walletTenants } from './support/wallet-kit';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[wallet-top-up-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const RACERS = 100;
const ROUNDS = 3;
const rules = PARKCO_WALLET.programmes[0]!.topUp!;
const CAP = rules.maximumBalance!;
const AMOUNT = rules.maximum;

describe.skipIf(!url)(
  url
    ? 'wallet top-ups racing for the stored-value cap on postgres'
    : `wallet top-up race: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const clock = testClock(START);
    let s: RaceServer;

    beforeAll(async () => {
      s = await startRaceServer(url ?? '', 'topuprace', { tenants: walletTenants(), accounts: { now: clock.now } });
    }, 120_000);
    afterAll(async () => s?.close());

    type Started = { txn?: string; status?: string; gatewayUrl?: string };
    const topUp = (token: string, cardId: string) =>
      s.post<Started>('park-central', '/pro/promotion/topup', token, {
        idempotencyKey: randomUUID(),
        cardId,
        amount: AMOUNT,
        paymentCode: 201,
      });
    const status = (token: string, txn: string) =>
      s.post<{ status?: string }>('park-central', '/pro/promotion/topupStatus', token, { txn });

    it(`${RACERS} top-ups of ${AMOUNT} at once against a cap of ${CAP}: ${CAP / AMOUNT} start, the rest refused, the balance ends at the cap (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const c = await seedCustomer(s.db, 'parkco', clock.now());
        const cardId = await fundedStoredValueCard(s.db, c.accountId, 0, clock.now());
        const answers = await Promise.all(Array.from({ length: RACERS }, () => topUp(c.token, cardId)));
        const started = answers.filter((a) => a.result.status === 'pending');
        const capped = answers.filter((a) => a.result.problem?.code === 'WALLET_BALANCE_LIMIT');
        console.info(
          `[wallet-top-up-concurrency] round ${round + 1}: ${started.length} started, ${capped.length} refused for the cap`,
        );
        expect(started).toHaveLength(CAP / AMOUNT);
        expect(capped).toHaveLength(RACERS - CAP / AMOUNT);
        for (const a of started)
          expect((await decide(s.t.app, a.result.gatewayUrl!, 'approve')).statusCode).toBeLessThan(400);
        const settled = await Promise.all(started.map((a) => status(c.token, a.result.txn!)));
        expect(settled.map((a) => a.result.status)).toEqual(started.map(() => 'approved'));
        expect(await cardLedger(s.db, cardId)).toMatchObject({ balance: CAP, history: { balance: CAP } });
      }
    }, 120_000);
  },
);
