/**
 * Invitations (docs/vouchers-and-invitations.md#invitations): accepting makes the customer a member
 * (a wallet card of the tenant's invitation programme); a member invitation is one person's and used
 * once; unknown, used, expired and another tenant's links get one answer; a customer signed in as
 * another account is told so.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import { describeOnDrivers } from './support/describe-on-drivers';
import { DAY, startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { walletTenants } from './support/wallet-kit';

function invitationTenants(): Tenant[] {
  const [parkco, aesparkco] = walletTenants();
  if (!parkco || !aesparkco) throw new Error('fixture tenants missing');
  return [{ ...parkco, membership: { invitationDays: 3, invitationProgramme: 'PK-POINTS' } }, aesparkco];
}

type Answer = {
  programme?: string;
  cardNumber?: string;
  forThisAccount?: boolean;
  alreadyMember?: boolean;
  inviteePhone?: string;
};

describeOnDrivers('invitations', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, invitationTenants(), undefined, { sandboxLinks: true });
  });
  afterAll(async () => {
    await s?.close();
  });

  const mint = async (kind: 'merchant' | 'member', phone?: string, shop = 'park-central') => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/sandbox-api/links/invitation',
      payload: { shop, kind, ...(phone ? { phone } : {}) },
    });
    return res;
  };
  const view = (kind: string, token: string, session?: string) =>
    s.client().call<Answer>('/invitation/view', { kind, token }, session);
  const accept = (kind: string, token: string, session: string) =>
    s.client().call<Answer>('/invitation/accept', { kind, token }, session);
  const phoneOf = async (accountId: string) =>
    (await s.db.query<{ phone: string }>('SELECT phone FROM accounts WHERE id = $1', [accountId]))[0]?.phone ?? '';
  const cardsOf = async (accountId: string) =>
    s.db.query<{ programme_code: string }>('SELECT programme_code FROM wallet_cards WHERE account_id = $1', [
      accountId,
    ]);
  const generic = {
    rtn: 0,
    dispMsg: 'This invitation is not valid',
    problem: { code: 'INVITATION_UNAVAILABLE', params: {} },
  };

  it('a merchant invitation makes each customer who accepts it a member, once', async () => {
    const link = (await mint('merchant')).json<{ token: string; path: string }>();
    expect(link.path).toBe(`/company/park-central/merchant/${link.token}/invitation`);
    expect((await view('merchant', link.token)).result).toMatchObject({ rtn: 1, programme: 'Parkco Points' });
    for (const _ of [1, 2]) {
      const customer = await s.customer();
      const accepted = await accept('merchant', link.token, customer.token);
      expect(accepted.result).toMatchObject({ rtn: 1, programme: 'Parkco Points' });
      expect(accepted.result.cardNumber).toMatch(/^6036\*+\d{3}$/);
      // Again: the same card, nothing new.
      expect((await accept('merchant', link.token, customer.token)).result.cardNumber).toBe(accepted.result.cardNumber);
      expect(await cardsOf(customer.accountId)).toEqual([{ programme_code: 'PK-POINTS' }]);
      expect((await view('merchant', link.token, customer.token)).result).toMatchObject({
        forThisAccount: true,
        alreadyMember: true,
      });
    }
  });

  it("a member invitation is its invitee's: another account is told so; used once", async () => {
    const invitee = await s.customer();
    const other = await s.customer();
    const link = (await mint('member', await phoneOf(invitee.accountId))).json<{ token: string }>();
    expect((await view('member', link.token, other.token)).result).toMatchObject({ rtn: 1, forThisAccount: false });
    expect((await accept('member', link.token, other.token)).result).toMatchObject({
      rtn: 0,
      problem: { code: 'INVITATION_OTHER_ACCOUNT' },
    });
    expect(await cardsOf(other.accountId)).toEqual([]);
    expect((await accept('member', link.token, invitee.token)).result.rtn).toBe(1);
    expect((await view('member', link.token)).result).toEqual(generic);
    const third = await s.customer();
    expect((await accept('member', link.token, third.token)).result).toEqual(generic);
  });

  it('unknown, wrong kind, another tenant and expired links get one answer', async () => {
    const customer = await s.customer();
    const link = (await mint('merchant')).json<{ token: string }>();
    expect((await accept('merchant', 'A'.repeat(43), customer.token)).result).toEqual(generic);
    expect((await accept('member', link.token, customer.token)).result).toEqual(generic);
    const aes = await s.customer('aesparkco');
    expect(
      (await s.client('aes-park').call('/invitation/accept', { kind: 'merchant', token: link.token }, aes.token))
        .result,
    ).toEqual(generic);
    s.clock.advanceSeconds(4 * DAY);
    expect((await accept('merchant', link.token, customer.token)).result).toEqual(generic);
    expect((await view('merchant', link.token)).result).toEqual(generic);
    s.clock.advanceSeconds(-4 * DAY);
    // A tenant without an invitation programme mints nothing.
    expect((await mint('merchant', undefined, 'aes-park')).statusCode).toBe(404);
  });

  it('accepting needs a session', async () => {
    const link = (await mint('merchant')).json<{ token: string }>();
    expect((await s.client().raw('/invitation/accept', { kind: 'merchant', token: link.token })).statusCode).toBe(401);
  });

  it('concurrent accepts of one member invitation: exactly one member', async () => {
    const link = (await mint('member')).json<{ token: string }>();
    const customers = await Promise.all(Array.from({ length: 10 }, () => s.customer()));
    const answers = await Promise.all(customers.map((c) => accept('member', link.token, c.token)));
    expect(answers.filter((a) => a.result.rtn === 1)).toHaveLength(1);
  });
});
