/**
 * A tenant with a café that takes table orders (tests of docs/shop.md#table-bill and
 * #single-pay): its catalogue written beside the tenant file, a POS key, and helpers to order at
 * a table and to decide payments at the sandbox gateway.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/** The tenants folder with the café's catalogue and its image. */
export async function tableTenantsFolder(): Promise<TenantsFolder> {
  const folder = await tenantsFolder([tableTenant()]);
  await mkdir(path.join(folder.dir, 'parkco', 'catalogue'), { recursive: true });
  await writeFile(path.join(folder.dir, 'parkco', 'catalogue', 'cup.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
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
