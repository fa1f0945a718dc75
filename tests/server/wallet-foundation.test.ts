/** Wallet cards: issuing (idempotent per programme), the account's cards, and the balance rule in SQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCardChange } from '../../server/db/repositories/wallet-repository';
import { issueWalletCard, listAccountCards } from '../../server/services/wallet';
import { describeOnDrivers } from './support/describe-on-drivers';
import { startParkingSuite, type ParkingSuite } from './support/parking-kit';
import { cardLedger, PARKCO_WALLET, walletTenants } from './support/wallet-kit';

describeOnDrivers('wallet cards', (driver) => {
  let s: ParkingSuite;
  beforeAll(async () => {
    s = await startParkingSuite(driver, {}, walletTenants());
  });
  afterAll(async () => s.close());

  const tenant = { id: 'parkco', wallet: PARKCO_WALLET };

  describe('issueWalletCard', () => {
    it('issues a card with a 16-digit number of the prefix, an expiry day, a QR payload and an issue row; again gives the same card', async () => {
      const { accountId } = await s.customer();
      const now = s.clock.now();
      const first = await s.db.transaction((tx) =>
        issueWalletCard(tx, { tenant, accountId, programmeCode: 'PK-VALUE', via: 'counter', now }),
      );
      expect(first?.created).toBe(true);
      expect(first?.card.cardNumber).toMatch(/^6035\d{12}$/);
      expect(first?.card.maskedNumber).toMatch(/^6035\*{9}\d{3}$/);
      expect(first?.card).toMatchObject({
        kind: 'stored-value',
        balance: 0,
        points: 0,
        pinSet: false,
        expired: false,
        issuedVia: 'counter',
      });
      expect(first?.card.expiresOn).toBe(new Date(now.getTime() + 365 * 86_400_000).toISOString().slice(0, 10));
      const again = await s.db.transaction((tx) =>
        issueWalletCard(tx, { tenant, accountId, programmeCode: 'PK-VALUE', via: 'counter', now }),
      );
      expect(again).toMatchObject({ created: false, card: { id: first?.card.id } });
      expect((await cardLedger(s.db, first?.card.id ?? '')).history.rows).toBe(1);
    });

    it('issues nothing for an unknown programme or a channel the programme does not use', async () => {
      const { accountId } = await s.customer();
      const now = s.clock.now();
      expect(
        await s.db.transaction((tx) =>
          issueWalletCard(tx, { tenant, accountId, programmeCode: 'NOPE', via: 'counter', now }),
        ),
      ).toBeNull();
      expect(
        await s.db.transaction((tx) =>
          issueWalletCard(tx, { tenant, accountId, programmeCode: 'PK-POINTS', via: 'counter', now }),
        ),
      ).toBeNull();
      expect(await listAccountCards(s.db, 'parkco', accountId)).toEqual([]);
    });

    it("lists only the account's own cards in the tenant", async () => {
      const a = await s.customer();
      const b = await s.customer();
      const now = s.clock.now();
      await s.db.transaction((tx) =>
        issueWalletCard(tx, { tenant, accountId: a.accountId, programmeCode: 'PK-POINTS', via: 'invitation', now }),
      );
      await s.db.transaction((tx) =>
        issueWalletCard(tx, { tenant, accountId: b.accountId, programmeCode: 'PK-VALUE', via: 'counter', now }),
      );
      const cards = await listAccountCards(s.db, 'parkco', a.accountId);
      expect(cards.map((c) => c.programmeCode)).toEqual(['PK-POINTS']);
      expect(await listAccountCards(s.db, 'aesparkco', a.accountId)).toEqual([]);
    });
  });

  describe('applyCardChange', () => {
    it('never takes a balance below zero, and writes the history row with the change', async () => {
      const { accountId } = await s.customer();
      const now = s.clock.now();
      const issued = await s.db.transaction((tx) =>
        issueWalletCard(tx, { tenant, accountId, programmeCode: 'PK-VALUE', via: 'counter', now }),
      );
      const cardId = issued?.card.id ?? '';
      const change = (valueAdd: number, entryKey: string) =>
        s.db.transaction((tx) =>
          applyCardChange(tx, {
            cardId,
            action: valueAdd > 0 ? 'top_up' : 'payment',
            valueAdd,
            pointAdd: 0,
            siteId: '',
            shopName: '',
            reason: '',
            entryKey,
            now,
          }),
        );
      expect(await change(1000, 'a')).toEqual({ balance: 1000, points: 0 });
      expect(await change(-1001, 'b')).toBeNull();
      expect(await change(-1000, 'c')).toEqual({ balance: 0, points: 0 });
      await expect(change(500, 'a')).rejects.toThrow();
      const ledger = await cardLedger(s.db, cardId);
      expect(ledger).toEqual({ balance: 0, points: 0, history: { balance: 0, points: 0, rows: 3 } });
    });
  });
});
