/** Tenants with wallet programmes and helpers the wallet's server tests share. */
import type { Tenant, WalletConfig } from '../../../src/generated/tenant';
import type { Queryable } from '../../../server/db/database';
import { historySums } from '../../../server/db/repositories/wallet-repository';
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
    { code: 'PK-POINTS', kind: 'loyalty', name: 'Parkco Points', issue: ['signup', 'invitation'], cardPrefix: '6036', pointsPerCurrencyUnit: 1 },
  ],
};

/** paymentTenants() with parkco's wallet programmes (aesparkco has none). */
export function walletTenants(): Tenant[] {
  const [parkco, aesparkco] = paymentTenants();
  if (!parkco || !aesparkco) throw new Error('fixture tenants missing');
  return [{ ...parkco, wallet: PARKCO_WALLET }, aesparkco];
}

/** A card's balance and points, and what its history rows sum to. */
export async function cardLedger(db: Queryable, cardId: string): Promise<{ balance: number; points: number; history: { balance: number; points: number; rows: number } }> {
  const rows = await db.query<{ balance: number; points: number }>('SELECT balance, points FROM wallet_cards WHERE id = $1', [cardId]);
  const card = rows[0];
  if (!card) throw new Error(`no card ${cardId}`);
  return { ...card, history: await historySums(db, cardId) };
}
