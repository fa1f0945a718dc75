import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TenantConfigResponse } from '../../src/generated/api/tenant-config.response';
import { eventually, startTestApp, type TestApp } from './support/app-harness';
import { makeSite, makeTenant, ROOT, writeTenant } from './support/tenant-fixtures';

interface LogLine {
  msg: string;
  file?: string;
  pointer?: string;
  message?: string;
  lastGoodVersionServing?: boolean;
}

let t: TestApp;
let logs: LogLine[];

beforeEach(async () => {
  logs = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  t = await startTestApp({ watchTenants: true, logger: { level: 'info', stream } });
});
afterEach(async () => {
  await t.close();
});

async function shopTenant(shop: string): Promise<{ status: number; body?: TenantConfigResponse }> {
  const res = await t.app.inject(`/tenant-config/${shop}`);
  return res.statusCode === 200 ? { status: 200, body: res.json<TenantConfigResponse>() } : { status: res.statusCode };
}

/** Waits until the registry has reloaded at least once more (the watcher fired and settled). */
function nextReload(): Promise<void> {
  return new Promise((resolve) => {
    const off = t.app.tenants.onReload(() => {
      off();
      resolve();
    });
  });
}

const rejected = () => logs.filter((l) => l.msg === 'tenant file rejected');

describe('hot reload of tenant files', () => {
  it('serves a tenant file copied in while running within 2 s', async () => {
    expect((await shopTenant('harbour-central')).status).toBe(404);
    await cp(path.join(ROOT, 'tenants', 'harbourpark'), path.join(t.tenantsDir, 'harbourpark'), { recursive: true });
    await cp(path.join(ROOT, 'tenants', 'harbourpark.json'), path.join(t.tenantsDir, 'harbourpark.json'));
    const took = await eventually(async () => {
      expect((await shopTenant('harbour-central')).body?.tenant.id).toBe('harbourpark');
    }, 2000);
    expect(took).toBeLessThan(2000);
    expect(logs.some((l) => l.msg === 'tenant loaded' && l.file?.endsWith('harbourpark.json'))).toBe(true);
  });

  it('rejects a broken new file, logs file + pointer + message, and changes nothing', async () => {
    const reloaded = nextReload();
    const broken = makeTenant('broken', 'plain', [makeSite('broken-central')]);
    await writeTenant(t.tenantsDir, { ...broken, contact: { ...broken.contact, email: 'not an email' } });
    await reloaded;
    await eventually(async () => expect(rejected().length).toBeGreaterThan(0));
    expect(rejected()[0]).toMatchObject({ file: path.join(t.tenantsDir, 'broken.json'), pointer: '/contact/email' });
    expect(rejected()[0]?.message).toBeTruthy();
    expect(rejected()[0]?.lastGoodVersionServing).toBe(false);
    // The log names the line and column where the refused value begins, as for a syntax error.
    const text = await readFile(path.join(t.tenantsDir, 'broken.json'), 'utf8');
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('"email": "not an email"'));
    expect(rejected()[0]).toMatchObject({ line: line + 1, column: (lines[line] ?? '').indexOf('"not an email"') + 1 });
    expect((await shopTenant('broken-central')).status).toBe(404);
    expect(t.app.tenants.count()).toBe(4);
    expect((await shopTenant('plain-central')).status).toBe(200);
  });

  it('rejects a new file that takes a live shop code; the live tenant keeps it', async () => {
    const reloaded = nextReload();
    await writeTenant(t.tenantsDir, makeTenant('thief', 'plain', [makeSite('PLAIN-CENTRAL')]));
    await reloaded;
    await eventually(async () =>
      expect(rejected().some((l) => l.file?.endsWith('thief.json') && l.pointer === '/sites/0/shopCode')).toBe(true),
    );
    expect((await shopTenant('plain-central')).body?.tenant.id).toBe('plainco');
    expect(t.app.tenants.byId('thief')).toBeUndefined();
  });

  it('keeps the last good version when a valid file is edited into a broken one', async () => {
    const file = path.join(t.tenantsDir, 'basco.json');
    const good = makeTenant('basco', 'base64', [makeSite('base-central', { lotName: 'Edited name' })]);
    await writeFile(file, JSON.stringify(good));
    await eventually(async () => expect((await shopTenant('base-central')).body?.site.lotName).toBe('Edited name'));

    // Not JSON at all.
    await writeFile(file, '{ "id": "basco", ');
    await eventually(async () => expect(rejected().some((l) => l.file === file && l.pointer === '')).toBe(true));
    expect((await shopTenant('base-central')).body?.site.lotName).toBe('Edited name');

    // JSON, but breaking the schema.
    await writeFile(file, JSON.stringify({ ...good, sites: [] }));
    await eventually(async () => expect(rejected().some((l) => l.file === file && l.pointer === '/sites')).toBe(true));
    const still = await shopTenant('base-central');
    expect(still.body?.site.lotName).toBe('Edited name');
    expect(
      rejected()
        .filter((l) => l.file === file)
        .every((l) => l.lastGoodVersionServing),
    ).toBe(true);

    // Fixed again: the new version serves.
    await writeFile(
      file,
      JSON.stringify(makeTenant('basco', 'base64', [makeSite('base-central', { lotName: 'Fixed' })])),
    );
    await eventually(async () => expect((await shopTenant('base-central')).body?.site.lotName).toBe('Fixed'));
  });

  it("gives an edited tenant's config a new tag: the browser's copy is answered with the new config, not 304", async () => {
    const before = await t.app.inject('/tenant-config/base-central');
    const etag = before.headers.etag as string;
    expect(
      (await t.app.inject({ url: '/tenant-config/base-central', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    await writeTenant(
      t.tenantsDir,
      makeTenant('basco', 'base64', [makeSite('base-central', { lotName: 'Renamed lot' })]),
    );
    await eventually(async () => expect((await shopTenant('base-central')).body?.site.lotName).toBe('Renamed lot'));
    const after = await t.app.inject({ url: '/tenant-config/base-central', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<TenantConfigResponse>().site.lotName).toBe('Renamed lot');
  });

  it('re-validates only the edited file: the other tenants keep their entries', async () => {
    const before = new Map(t.app.tenants.list().map((e) => [e.tenant.id, e]));
    const reloaded = nextReload();
    await writeTenant(
      t.tenantsDir,
      makeTenant('basco', 'base64', [makeSite('base-central', { lotName: 'Only this one' })]),
    );
    await reloaded;
    await eventually(async () => expect((await shopTenant('base-central')).body?.site.lotName).toBe('Only this one'));
    for (const entry of t.app.tenants.list()) {
      if (entry.tenant.id === 'basco') expect(entry).not.toBe(before.get('basco'));
      else expect(entry, entry.tenant.id).toBe(before.get(entry.tenant.id));
    }
    // An explicit reload trusts nothing: every file is read and validated again.
    await t.app.tenants.reload();
    for (const entry of t.app.tenants.list()) expect(entry).not.toBe(before.get(entry.tenant.id));
  });

  it('stops serving a tenant whose file is removed', async () => {
    await rm(path.join(t.tenantsDir, 'paramco.json'));
    await eventually(async () => expect((await shopTenant('param-central')).status).toBe(404));
    expect(t.app.tenants.count()).toBe(3);
    expect(logs.some((l) => l.msg === 'tenant removed')).toBe(true);
  });

  it('counts on /health follow the reloads', async () => {
    await writeTenant(t.tenantsDir, makeTenant('newco', 'aes', [makeSite('new-central')]));
    await eventually(async () => expect((await t.app.inject('/health')).json()).toMatchObject({ tenants: 5 }));
  });
});
