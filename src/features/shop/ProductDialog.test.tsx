// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import harbourpark from '../../../tenants/harbourpark.json';
import type { ShopCatalogue } from '../../../flows/shop/shop-order.machine';
import type { CatalogueProduct } from '../../generated/catalogue';
import type { Site } from '../../generated/tenant';
import { initI18n } from '../../i18n/i18n';
import { TenantContext } from '../../tenant/tenant-context';
import type { TenantBundle } from '../../tenant/tenant-loader';
import { ProductDialog } from './ProductDialog';

const croissant: CatalogueProduct = {
  id: 'croissant',
  category: 'bakery',
  name: { 'en-gb': 'Croissant' },
  image: 'c.svg',
  price: 450,
  maxQuantity: 12,
};
const catalogue = {
  shopCode: 'bakery',
  categories: [{ id: 'bakery', name: { 'en-gb': 'Bakery' } }],
  products: [croissant],
} as ShopCatalogue;

function renderDialog(inCart: number) {
  const site = harbourpark.sites[0] as unknown as Site;
  const bundle = { shop: site.shopCode, tenant: harbourpark, site, api: {} } as unknown as TenantBundle;
  return render(
    <TenantContext value={{ bundle, layout: 'shop' }}>
      <Suspense fallback={<p>loading</p>}>
        <ProductDialog
          catalogue={catalogue}
          product={croissant}
          inCart={inCart}
          saving={false}
          onAdd={() => undefined}
          onClose={() => undefined}
        />
      </Suspense>
    </TenantContext>,
  );
}

describe('ProductDialog stops at the per-order maximum, counting the cart (docs/shop.md#options)', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
  });
  afterEach(cleanup);

  it('10 croissants in the cart (max 12): the quantity stops at 2', async () => {
    renderDialog(10);
    const more = await screen.findByRole('button', { name: 'More' });
    fireEvent.click(more);
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    expect(more).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('add-reason')).toBeNull();
  });

  it('12 in the cart: Add is disabled and says why', async () => {
    renderDialog(12);
    // The message catalogue arrives a moment after the dialog.
    await waitFor(() =>
      expect(screen.getByTestId('add-reason').textContent).toBe('Croissant: At most 12 of this item per order'),
    );
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'More' })).toHaveProperty('disabled', true);
  });
});
