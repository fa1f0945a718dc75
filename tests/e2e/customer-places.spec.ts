/**
 * The customer's places on the real server (docs/customer-places.md): where to go lists the sites
 * with address, opening notes and directions, and with no internet (tiles cannot load) the map gives
 * way to the list; info/{code} shows the site's info block with the notices' head, list and bottom;
 * my sites, my spots and my pre-pays show the signed-in customer's own.
 */
import type { Page } from '@playwright/test';
import { accountForm } from './account-helpers';
import { bookedByApi, customerByApi, secondsFromNow, type Customer } from './parking-helpers';
import { expect, test } from './test';

const TENANT = 'harbourpark';
const SHOP = 'harbour-central';

async function logInTo(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto(`/app/${SHOP}/${path}`);
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/login\\?redirect=`));
  const panel = page.locator('#login-panel-password');
  await accountForm(panel).phone.fill(customer.phone.typed);
  await accountForm(panel).password.fill(customer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${SHOP}/${path}$`));
}

test('where to go lists the sites with address, opening notes and directions; with no tiles the map gives way to the list', async ({
  page,
}) => {
  // The tests run with no internet: make sure of it for the tile server.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`/app/${SHOP}/wheretogo`);
  await expect(page.getByRole('heading', { name: 'Where to go' })).toBeVisible();
  await expect(page.getByTestId('where-map-unavailable')).toHaveText(
    'The map could not load here, so the sites are listed below.',
  );
  await expect(page.getByTestId('where-map')).toHaveCount(0);
  const places = page.getByTestId('where-place');
  await expect(places).toHaveCount(2);
  await expect(page.getByTestId('where-place-name').first()).toHaveText(
    'Harbour Park Central · Customs Street Carpark',
  );
  await expect(places.first().getByTestId('where-place-address')).toHaveText(
    '31 Customs Street West, Auckland CBD, Auckland 1010',
  );
  await expect(places.first().getByTestId('where-place-opening')).toHaveText('Open 24 hours, every day');
  await expect(places.nth(1).getByTestId('where-place-opening')).toHaveText(
    'Open 6:00 to 24:00; later on cruise ship days',
  );
  await expect(places.first().getByTestId('where-place-directions')).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-36.8443%2C174.7641',
  );
  await places.nth(1).getByTestId('where-place-book').click();
  await expect(page).toHaveURL(/\/app\/harbour-wharf\/(site|home)$/);
});

test('where to go shows the map while its tiles load', async ({ page }) => {
  // A stand-in tile server answering every tile: the map stays, with a marker per site.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: png }),
  );
  await page.goto(`/app/${SHOP}/wheretogo`);
  await expect(page.getByTestId('where-map')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('.leaflet-interactive')).toHaveCount(2);
  await expect(page.getByTestId('where-map-unavailable')).toHaveCount(0);
});

test("info/{code} shows the site's info block, then the notices' head, list and bottom", async ({ page }) => {
  await page.goto(`/app/${SHOP}/info/ev-charging/home`);
  await expect(page.getByRole('heading', { name: 'EV charging', level: 1 })).toBeVisible();
  await expect(page.getByText('Twelve 22 kW chargers on level 2 (bays 201 to 212).', { exact: false })).toBeVisible();
  await expect(page.getByText('Open 24/7 – entry from Customs Street West')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Height limit 2.1 m' })).toBeVisible();
  await expect(
    page.getByText('All prices in NZD and include GST. Card payments carry a 1.5% surcharge.'),
  ).toBeVisible();
  await page.goto(`/app/${SHOP}/info/no-such-block/home`);
  await expect(page.getByText('EV charging')).toHaveCount(0);
});

test('my spots: a customer saves a vehicle, a bad plate is refused, and removes it', async ({ page, request }) => {
  const customer = await customerByApi(request, TENANT);
  await logInTo(page, customer, 'myspots');
  await expect(page.getByTestId('my-spots-none')).toBeVisible();
  await page.getByTestId('my-spot-plate-input').fill('AB_12');
  await page.getByTestId('my-spot-add').click();
  await expect(page.getByTestId('flow-message')).toHaveText(
    'Please enter a licence plate of up to 10 letters and digits',
  );
  await page.getByTestId('my-spot-plate-input').fill('abc 123');
  await page.getByTestId('my-spot-nickname-input').fill('Family car');
  await page.getByTestId('my-spot-add').click();
  await expect(page.getByTestId('my-spot-plate')).toHaveText('ABC123');
  await page.getByTestId('my-spot-plate-input').fill('ABC123');
  await page.getByTestId('my-spot-add').click();
  await expect(page.getByTestId('flow-message')).toHaveText('This vehicle is already saved');
  await page.reload();
  await expect(page.getByTestId('my-spot')).toContainText('Family car');
  await page.getByTestId('my-spot-remove').click();
  await expect(page.getByTestId('my-spots-none')).toBeVisible();
});

test('my sites and my pre-pays show the customer their own pre-paid bookings, grouped by site', async ({
  page,
  request,
}) => {
  const customer = await customerByApi(request, TENANT);
  const entry = secondsFromNow(26);
  await bookedByApi(request, customer, SHOP, { offerCode: 'hourly', entry, exit: entry + 2 * 3600 });
  await bookedByApi(request, customer, 'harbour-wharf', { offerCode: 'hourly', entry, exit: entry + 3 * 3600 });
  await bookedByApi(request, customer, SHOP, { offerCode: 'hourly', entry: entry + 86400, exit: entry + 86400 + 3600 });
  // Another customer's booking shows nowhere here.
  const other = await customerByApi(request, TENANT);
  await bookedByApi(request, other, SHOP, { offerCode: 'hourly', entry, exit: entry + 3600 });

  await logInTo(page, customer, 'myprepays');
  const groups = page.getByTestId('my-prepay-group');
  await expect(groups).toHaveCount(2);
  await expect(page.getByTestId('my-prepay-upcoming')).toHaveCount(3);
  await expect(groups.filter({ hasText: 'Harbour Park Central' }).getByTestId('my-prepay-total')).toContainText(
    '2 bookings',
  );
  await groups.filter({ hasText: 'Harbour Park Wharf' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/mytickets\?booking=/);

  await page.goto(`/app/${SHOP}/mysites`);
  const sites = page.getByTestId('my-site');
  await expect(sites).toHaveCount(2);
  await expect(sites.first().getByTestId('my-site-name')).toHaveText('Harbour Park Central');
  await expect(sites.first().getByTestId('my-site-detail')).toContainText('2 bookings');
  await sites.nth(1).getByTestId('my-site-book').click();
  await expect(page).toHaveURL(/\/app\/harbour-wharf\/(site|home)$/);
});
