/**
 * The café shop both shop-ordering suites run against (docs/shop.md): Park Co's tenant with a shop
 * site open 08:00-20:00 in Auckland (pickup, delivery to one zone, one table) and its catalogue.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Catalogue } from '../../../src/generated/catalogue';
import type { Tenant } from '../../../src/generated/tenant';
import { parkingTenants } from './parking-kit';
import { makeSite } from './tenant-fixtures';

export const POS_KEY = 'pos-key-of-the-test-shop-32-chars-long';
export const SHOP = 'cafe-central';
export const name = (en: string) => ({ 'en-gb': en });

export const catalogue: Catalogue = {
  shopCode: SHOP,
  categories: [{ id: 'coffee', name: name('Coffee') }],
  products: [
    {
      id: 'flat-white',
      category: 'coffee',
      name: name('Flat white'),
      image: 'catalogue/cup.svg',
      price: 550,
      optionGroups: [
        {
          id: 'size',
          name: name('Size'),
          required: true,
          min: 1,
          max: 1,
          options: [
            { id: 'regular', name: name('Regular'), price: 0 },
            { id: 'large', name: name('Large'), price: 80 },
          ],
        },
        {
          id: 'shots',
          name: name('Shots'),
          required: false,
          min: 0,
          max: 2,
          options: [
            { id: 'shot', name: name('Extra shot'), price: 60, max: 2 },
            { id: 'decaf', name: name('Decaf'), price: 0 },
          ],
        },
      ],
    },
    { id: 'muffin', category: 'coffee', name: name('Muffin'), image: 'catalogue/cup.svg', price: 490 },
  ],
};

export function shopTenant(): Tenant {
  const [parkco] = parkingTenants();
  return {
    ...parkco!,
    secrets: { posKey: { env: 'PARKCO_POS_KEY' } },
    sites: [
      ...parkco!.sites,
      makeSite(SHOP, {
        timeZone: 'Pacific/Auckland',
        location: { lat: -36.8443, lng: 174.7641 },
        shop: {
          // START is 09:00 on Tuesday in Auckland.
          openingHours: [{ days: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }],
          minimumWaitMinutes: 20,
          cartMinutes: 60,
          tipPresets: [10],
          pickup: { enabled: true, slotMinutes: 15, daysAhead: 0 },
          delivery: {
            enabled: true,
            freeDeliveryAmount: 5000,
            zones: [{ id: 'cbd', name: name('CBD'), postcodes: ['1010'], fee: 500, minimum: 1000 }],
          },
          table: { enabled: true, tables: ['T1'] },
        },
      }),
    ],
  };
}

/** Writes a café catalogue (the one above unless given), named by its shop, and the picture its products name into Park Co's folder. */
export async function writeCafeCatalogue(tenantsDir: string, shopCatalogue: Catalogue = catalogue): Promise<void> {
  const dir = path.join(tenantsDir, 'parkco', 'catalogue');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'cup.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  await writeFile(path.join(dir, `${shopCatalogue.shopCode}.json`), JSON.stringify(shopCatalogue));
}
