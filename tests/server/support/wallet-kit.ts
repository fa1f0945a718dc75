/** Tenants with wallet programmes and helpers the wallet's server tests share. */
import type { Tenant, WalletConfig } from '../../../src/generated/tenant';
import type { Database, Queryable } from '../../../server/db/database';
import { applyCardChange, historySums, setCardPinHash } from '../../../server/db/repositories/wallet-repository';
import { hashWalletPin } from '../../../server/services/wallet/card-pin';
import { issueWalletCard } from '../../../server/services/wallet';
import { paymentTenants } from './payment-kit';

/** parkco: a stored-value programme (top-ups 5.00 .. 500.00, presets 10/20/50) and a loyalty one, 1 point per unit; both issued at sign-up. */
export const PARKCO_WALLET: WalletConfig = {
  programmes: [
    {
      code: 'PK-VALUE',
      kind: 'stored-value',
      name: 'Parkco Wallet',
      issue: ['signup', 'counter'],
      cardPrefix: '6035',
      validityDays: 365,
      pointsPerCurrencyUnit: 0,
      topUp: { presets: [1000, 2000, 5000], minimum: 500, maximum: 50000, maximumBalance: 100000, custom: true },
    },
    {
      code: 'PK-POINTS',
      kind: 'loyalty',
      name: 'Parkco Points',
      issue: ['signup', 'invitation'],
      cardPrefix: '6036',
      pointsPerCurrencyUnit: 1,
    },
  ],
};

/** paymentTenants() with parkco's wallet programmes (aesparkco has none). */
export function walletTenants(): Tenant[] {
  const [parkco, aesparkco] = paymentTenants();
  if (!parkco || !aesparkco) throw new Error('fixture tenants missing');
  return [{ ...parkco, wallet: PARKCO_WALLET }, aesparkco];
}

/** A card's balance and points, and what its history rows sum to. */
export async function cardLedger(
  db: Queryable,
  cardId: string,
): Promise<{ balance: number; points: number; history: { balance: number; points: number; rows: number } }> {
  const rows = await db.query<{ balance: number; points: number }>(
    'SELECT balance, points FROM wallet_cards WHERE id = $1',
    [cardId],
  );
  const card = rows[0];
  if (!card) throw new Error(`no card ${cardId}`);
  return { ...card, history: await historySums(db, cardId) };
}

/** The PIN the tests give stored-value cards. */
export const TEST_WALLET_PIN = '246810';

/**
 * Gives the account a parkco stored-value card (issued at the counter) with this PIN and balance
 * (credited as a top-up with its history row); the card's id.
 */
export async function fundedStoredValueCard(
  db: Database,
  accountId: string,
  balance: number,
  now: Date,
  pin = TEST_WALLET_PIN,
): Promise<string> {
  const issued = await db.transaction((tx) =>
    issueWalletCard(tx, {
      tenant: { id: 'parkco', wallet: PARKCO_WALLET },
      accountId,
      programmeCode: 'PK-VALUE',
      via: 'counter',
      now,
    }),
  );
  if (!issued) throw new Error('no stored-value card issued');
  const cardId = issued.card.id;
  await setCardPinHash(db, cardId, await hashWalletPin(pin), now);
  if (balance > 0) {
    await db.transaction((tx) =>
      applyCardChange(tx, {
        cardId,
        action: 'top_up',
        valueAdd: balance,
        pointAdd: 0,
        siteId: '',
        shopName: 'test',
        reason: 'seed',
        entryKey: `seed:${now.getTime()}:${Math.random()}`,
        now,
      }),
    );
  }
  return cardId;
}
