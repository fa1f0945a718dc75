/**
 * One customer claiming many links of one campaign at once, on PostgreSQL
 * (docs/vouchers-and-invitations.md#claim-links): the customer gets the campaign's one voucher, and
 * only the link that gave it is used; every other link is still there for someone else, so a
 * refused (or already-held) claim burns nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '../../src/generated/api/voucher';
import type { Tenant } from '../../src/generated/tenant';
import { insertClaimToken } from '../../server/db/repositories/voucher-repository';
import { linkTokenHash, newLinkToken } from '../../server/services/shared/link-tokens';
import { testClock } from './support/account-kit';
import { seedCustomer, START } from './support/parking-kit';
import { paymentTenants } from './support/payment-kit';
import { startRaceServer, type RaceServer } from './support/race-server';
import { POSTGRES_SKIP_REASON } from './support/test-databases';

const url = process.env.TEST_DATABASE_URL || undefined;
if (!url)
  console.warn(
    `[voucher-claim-concurrency] ${POSTGRES_SKIP_REASON}; PGlite runs one query at a time and cannot show races`,
  );

const LINKS = 100;
const ROUNDS = 3;
const CAMPAIGN = 'LINKONLY';

function voucherTenants(): Tenant[] {
  const [parkco, aesparkco] = paymentTenants();
  const vouchers: Tenant['vouchers'] = [
    {
      code: CAMPAIGN,
      name: { 'en-gb': 'Link only' },
      discount: { amountOff: 200 },
      expiresAt: '2040-01-01T00:00:00Z',
      collectByCode: false,
    },
  ];
  return [{ ...parkco!, vouchers }, aesparkco!];
}

describe.skipIf(!url)(
  url
    ? 'voucher links claimed at once by one customer on postgres'
    : `voucher claim race: skipped, ${POSTGRES_SKIP_REASON}`,
  () => {
    const clock = testClock(START);
    let s: RaceServer;

    beforeAll(async () => {
      s = await startRaceServer(url ?? '', 'claimrace', {
        tenants: voucherTenants(),
        accounts: { now: clock.now },
        parking: { now: clock.now },
        vouchers: { attempts: { perAddress: 100_000, perAccount: 100_000 } },
      });
    }, 120_000);
    afterAll(async () => s?.close());

    const mint = async () => {
      const { token, hash } = newLinkToken();
      await insertClaimToken(s.db, {
        hash,
        tenantId: 'parkco',
        campaignCode: CAMPAIGN,
        expiresAt: new Date(clock.now().getTime() + 86_400_000),
        createdAt: clock.now(),
      });
      return token;
    };
    const claim = (token: string, link: string) =>
      s.post<{ voucher?: Voucher }>('park-central', '/api/voucher/linkClaim', token, { code: CAMPAIGN, token: link });
    const claimedLinks = async (accountId: string) =>
      (
        await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher_claim_tokens WHERE claimed_by = $1', [
          accountId,
        ])
      )[0]?.n;

    it(`${LINKS} links of one campaign claimed at once by one customer: one voucher, one link used, the other ${LINKS - 1} claimable by others (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const links = await Promise.all(Array.from({ length: LINKS }, mint));
        const greedy = await seedCustomer(s.db, 'parkco', clock.now());
        const answers = await Promise.all(links.map((link) => claim(greedy.token, link)));
        const ids = new Set(answers.map((a) => a.result.voucher?.id));
        console.info(
          `[voucher-claim-concurrency] round ${round + 1}: ${answers.filter((a) => a.result.rtn === 1).length} answered the voucher, ${await claimedLinks(greedy.accountId)} link(s) used`,
        );
        // Every claim answers the one voucher the customer holds; only one link was spent on it.
        expect(answers.every((a) => a.result.rtn === 1)).toBe(true);
        expect(ids.size).toBe(1);
        expect(await claimedLinks(greedy.accountId)).toBe(1);
        const unused = (
          await s.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM voucher_claim_tokens WHERE claimed_at IS NULL AND campaign_code = $1',
            [CAMPAIGN],
          )
        )[0]?.n;
        expect(unused).toBe(LINKS - 1);
        // The links left are anyone else's: LINKS - 1 other customers claim one each, all at once.
        const [spent] = await s.db.query<{ hash: string }>(
          'SELECT token_hash AS hash FROM voucher_claim_tokens WHERE claimed_by = $1',
          [greedy.accountId],
        );
        const rest = links.filter((link) => linkTokenHash(link) !== spent?.hash);
        const others = await Promise.all(rest.map(() => seedCustomer(s.db, 'parkco', clock.now())));
        const theirs = await Promise.all(others.map((c, i) => claim(c.token, rest[i]!)));
        expect(theirs.filter((a) => a.result.rtn === 1)).toHaveLength(LINKS - 1);
        const left = (
          await s.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM voucher_claim_tokens WHERE claimed_at IS NULL AND campaign_code = $1',
            [CAMPAIGN],
          )
        )[0]?.n;
        expect(left).toBe(0);
      }
    }, 240_000);
  },
);
