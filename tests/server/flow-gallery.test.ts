/** The flow gallery's data (docs/flows.md#gallery), served from the demo tenants. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowDocumentResponse } from '../../src/generated/api/flow-document.response';
import type { FlowGalleryResponse } from '../../src/generated/api/flow-gallery.response';
import { startTestApp, type TestApp } from './support/app-harness';
import { demoTenantsFolder, type TenantsFolder } from './support/tenant-fixtures';

let folder: TenantsFolder;
let t: TestApp;
// Starting an app on the demo tenants can take a while when the machine is busy.
beforeAll(async () => {
  folder = await demoTenantsFolder();
  t = await startTestApp({ tenantsDir: folder.dir, parking: { holdMinutes: 20 } });
}, 90_000);
afterAll(async () => {
  await t.close();
  await folder.remove();
});

describe('GET /flow-data/{tenant}', () => {
  it("lists each site's flows, without the ones its configuration switches off", async () => {
    const res = await t.app.inject('/flow-data/harbourpark');
    expect(res.statusCode).toBe(200);
    const body = res.json<FlowGalleryResponse>();
    expect(body.name).toBe('Harbour Park');
    const central = body.sites.find((s) => s.shopCode === 'harbour-central');
    const wharf = body.sites.find((s) => s.shopCode === 'harbour-wharf');
    expect(central?.flows.map((f) => f.name)).toContain('sms-login');
    expect(wharf?.flows.map((f) => f.name)).not.toContain('sms-login');
    const booking = central?.flows.find((f) => f.name === 'booking');
    expect(booking?.title).toEqual({ 'en-gb': 'Book parking', 'zh-hans': '预订停车' });
    expect(booking?.leftOut).toBe(1);
  });

  it('answers 404 for an unknown tenant, and refuses a bad name', async () => {
    expect((await t.app.inject('/flow-data/nobody')).json()).toEqual({ error: 'tenant-not-found' });
    expect((await t.app.inject('/flow-data/nobody')).statusCode).toBe(404);
    expect((await t.app.inject('/flow-data/..%2F..%2Fetc')).statusCode).toBe(400);
  });
});

describe('GET /flow-data/{tenant}/{site}/{flow}/{format}', () => {
  it('serves the flow document with labels, arrows, stories and the tenant numbers (hold minutes from the server)', async () => {
    const res = await t.app.inject('/flow-data/harbourpark/harbour-wharf/pay-booking/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<FlowDocumentResponse>();
    expect(doc.scope).toEqual({ tenant: 'harbourpark', site: 'harbour-wharf', siteName: expect.any(String) });
    expect(doc.description['en-gb']).toContain('20 minutes');
    expect(doc.states.map((s) => s.path)).toContain('leftForGateway');
    expect(doc.stories.length).toBeGreaterThan(0);
    expect(doc.technical).toMatchObject({ name: 'pay-booking' });
  });

  it('serves the SVG and Mermaid in each view, and as a download', async () => {
    const svg = await t.app.inject('/flow-data/greenway/greenway-southbank/booking/svg?view=zh-hans');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('预订停车');
    const mmd = await t.app.inject('/flow-data/greenway/greenway-southbank/booking/mmd?view=technical&download=1');
    expect(mmd.body).toContain('stateDiagram-v2');
    expect(mmd.body).toContain('state "choosing" as choosing');
    expect(mmd.headers['content-disposition']).toBe(
      'attachment; filename="greenway-greenway-southbank-booking.technical.mmd"',
    );
    const stories = await t.app.inject('/flow-data/greenway/greenway-southbank/booking/md');
    expect(stories.body).toContain('# Book parking: How to reach each step');
  });

  it('answers 404 for a site or flow the tenant does not have, and 400 for a bad format or view', async () => {
    expect((await t.app.inject('/flow-data/greenway/harbour-central/booking/json')).json()).toEqual({
      error: 'site-not-found',
    });
    expect((await t.app.inject('/flow-data/greenway/greenway-valley/sms-login/svg')).json()).toEqual({
      error: 'flow-not-found',
    });
    expect((await t.app.inject('/flow-data/greenway/greenway-valley/nothing/svg')).statusCode).toBe(404);
    expect((await t.app.inject('/flow-data/greenway/greenway-valley/booking/exe')).statusCode).toBe(400);
    expect((await t.app.inject('/flow-data/greenway/greenway-valley/booking/svg?view=fr')).statusCode).toBe(400);
  });
});
