/**
 * A tenant with a café that takes table orders (tests of docs/shop.md#table-bill and
 * #single-pay): its catalogue written beside the tenant file, a POS key, and helpers to order at
 * a table and to decide payments at the sandbox gateway.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/database';
import type { PaymentGateway } from '../../../server/services/payments/payment-gateway';
import { decideSandbox, sandboxGateway, type SandboxDecision } from '../../../server/services/payments/sandbox-gateway';
import { createTableKeys } from '../../../server/services/shop/table-keys';
import type { Catalogue } from '../../../src/generated/catalogue';
import type { Tenant } from '../../../src/generated/tenant';
import { parkingTenants } from './parking-kit';
import { makeSite, tenantsFolder, type TenantsFolder } from './tenant-fixtures';

export const TABLE_POS_KEY = 'pos-key-of-the-table-shop-32-chars-long';
export const TABLE_SHOP = 'cafe-tables';
const name = (en: string) => ({ 'en-gb': en });

export const TABLE_CATALOGUE: Catalogue = {
  shopCode: TABLE_SHOP,
  categories: [{ id: 'food', name: name('Food') }],
  products: [
    { id: 'noodles', category: 'food', name: name('Noodles'), image: 'catalogue/cup.svg', price: 1200 },
    { id: 'dumplings', category: 'food', name: name('Dumplings'), image: 'catalogue/cup.svg', price: 850 },
    { id: 'tea', category: 'food', name: name('Tea'), image: 'catalogue/cup.svg', price: 400 },
  ],
};

export function tableTenant(): Tenant {
  const [parkco] = parkingTenants();
  return {
    ...parkco!,
    secrets: { posKey: { env: 'PARKCO_POS_KEY' } },
    sites: [
      ...parkco!.sites,
      makeSite(TABLE_SHOP, {
        timeZone: 'Pacific/Auckland',
        shop: {
          // The kits' START is 09:00 on Tuesday in Auckland; open all week, all day.
          openingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '23:59' }],
          minimumWaitMinutes: 10,
          cartMinutes: 60,
          tipPresets: [10],
          pickup: { enabled: false, slotMinutes: 15, daysAhead: 0 },
          delivery: { enabled: false, zones: [] },
          table: { enabled: true, tables: ['T1', 'T2'] },
        },
      }),
    ],
  };
}

/** The tenants folder with the café's catalogue and its image (the café's tenant, or one made from it). */
export async function tableTenantsFolder(tenants: Tenant[] = [tableTenant()]): Promise<TenantsFolder> {
  const folder = await tenantsFolder(tenants);
  await mkdir(path.join(folder.dir, 'parkco', 'catalogue'), { recursive: true });
  await writeFile(
    path.join(folder.dir, 'parkco', 'catalogue', 'cup.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  );
  await writeFile(path.join(folder.dir, 'parkco', 'catalogue', `${TABLE_SHOP}.json`), JSON.stringify(TABLE_CATALOGUE));
  return folder;
}

/** Approves, declines or abandons a payment on the sandbox gateway's page. */
export function decide(app: FastifyInstance, gatewayUrl: string, decision: 'approve' | 'decline' | 'abandon') {
  return app.inject({
    method: 'POST',
    url: `${gatewayUrl.replace(/^.*\/sandbox\/pay\//, '/sandbox-api/gateway/payments/').replace(/\?.*$/, '')}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/**
 * The sandbox gateway with the race window of a payment approved just after it was asked about:
 * after `staleOnce(id)`, the next status asked of that payment answers 'pending' although the
 * sandbox has it decided, as an answer read a moment before the payer's approval landed. With it
 * the sandbox's pages are not served: tests decide payments with `decideInSandbox`.
 */
export function gatewayWithRaceWindow(): { gateway: PaymentGateway; staleOnce(gatewayPaymentId: string): void } {
  const stale = new Set<string>();
  const gateway: PaymentGateway = {
    ...sandboxGateway,
    async getPayment(db, id, now) {
      const reported = await sandboxGateway.getPayment(db, id, now);
      if (!reported || !stale.delete(id)) return reported;
      return { ...reported, status: 'pending', cardNumber: '', cardHolder: '' };
    },
  };
  return { gateway, staleOnce: (id) => void stale.add(id) };
}

/** Decides a payment of the sandbox (its id from the page URL) as its page's button would. */
export async function decideInSandbox(
  db: Database,
  now: () => Date,
  gatewayUrl: string,
  decision: SandboxDecision,
): Promise<void> {
  const decided = await decideSandbox({ db, now }, sandboxIdOf(gatewayUrl), decision);
  if (!decided) throw new Error(`no sandbox payment at ${gatewayUrl}`);
}

export const sandboxIdOf = (gatewayUrl: string) => gatewayUrl.replace(/^.*\/sandbox\/pay\//, '').replace(/\?.*$/, '');

/**
 * A table's secret as its QR code carries it (docs/shop.md#table-key), derived as the server does
 * from the database's key; staff/tableCodes answers the same in the links it gives to print.
 */
export function tableKeyOf(db: Database, table: string, shopCode = TABLE_SHOP, tenantId = 'parkco'): Promise<string> {
  return createTableKeys(db).keyOf({ tenantId, shopCode }, table);
}
