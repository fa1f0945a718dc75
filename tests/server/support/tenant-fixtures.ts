/**
 * Small valid tenants written to a throwaway folder, one per packaging mode, so server tests do
 * not depend on the demo tenants or on each other.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Site, Tenant } from '../../../src/generated/tenant';
import type { PackagingMode } from '../../../src/protocol';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const THEMES_DIR = path.join(ROOT, 'themes');
export const PAYLOAD_KEY = 'Kerbside-test-payload-key-32char';
export const OTHER_KEY = 'Another-wrong-key-of-32-chars-ok';

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n';

export function makeSite(shopCode: string, overrides: Partial<Site> = {}): Site {
  return {
    siteId: `${shopCode}-site`,
    shopCode,
    lotName: `${shopCode} carpark`,
    spotName: `${shopCode} spot`,
    uiVersion: '2.4',
    layouts: ['shop', 'app'],
    ...overrides,
  };
}

export function makeTenant(
  id: string,
  packaging: PackagingMode,
  sites: Site[],
  overrides: Partial<Tenant> = {},
): Tenant {
  const [first, ...rest] = sites;
  if (!first) throw new Error('a tenant needs a site');
  return {
    id,
    branding: { name: `${id} parking`, logo: 'logo.svg' },
    theme: { preset: 'classic' },
    locale: { languages: ['en-gb', 'zh-hans'], defaultLanguage: 'en-gb', phoneCountry: 'AU' },
    contact: { phone: '+64 9 000 0000', email: `help@${id}.example` },
    payment: { methods: [{ name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'sandbox' }] },
    booking: {},
    api: { packaging, payloadKey: PAYLOAD_KEY },
    sites: [first, ...rest],
    secrets: { paymentGatewayKey: { env: `${id.toUpperCase().replace(/-/g, '_')}_GATEWAY_KEY` } },
    ...overrides,
  };
}

/** One tenant per packaging mode: plainco (plain), basco (base64), paramco (paramIn), aesco (aes). */
export function modeTenants(): Tenant[] {
  return [
    makeTenant('plainco', 'plain', [
      makeSite('plain-central', {
        address: '1 Plain Street',
        infoHead: 'Welcome',
        infoBody: 'Open 24/7| Height limit 2.1 m ||  Pay before you leave ',
        infoBottom: 'Thanks',
        location: { lat: -36.85, lng: 174.76 },
        infoBlocks: [{ infoCode: 'rates', title: 'Rates', body: 'First hour free.\n\nThen $2 an hour.' }],
        smsLogin: 1,
        payUiType: 'REDIRECT',
      }),
      makeSite('plain-north', { uiVersion: '3.1' }),
    ]),
    makeTenant('basco', 'base64', [makeSite('base-central')]),
    makeTenant('paramco', 'paramIn', [makeSite('param-central')]),
    makeTenant('aesco', 'aes', [makeSite('aes-central')], {
      locale: { languages: ['en-gb', 'zh-hans'], defaultLanguage: 'zh-hans', moneySymbol: '¥', phoneCountry: 'AU' },
      theme: { preset: 'classic', palette: { primary: '#0b5394' }, fonts: { body: 'Georgia, serif' }, radius: 12 },
    }),
  ];
}

export async function writeTenant(dir: string, tenant: Tenant): Promise<void> {
  await mkdir(path.join(dir, tenant.id), { recursive: true });
  await writeFile(path.join(dir, tenant.id, 'logo.svg'), LOGO_SVG);
  await writeFile(path.join(dir, `${tenant.id}.json`), `${JSON.stringify(tenant, null, 2)}\n`);
}

export interface TenantsFolder {
  dir: string;
  remove(): Promise<void>;
}

export async function tenantsFolder(tenants: Tenant[] = modeTenants()): Promise<TenantsFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-tenants-'));
  for (const t of tenants) await writeTenant(dir, t);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A copy of the repository's demo tenants (tenants/), for tests that want the real files. */
export async function demoTenantsFolder(): Promise<TenantsFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kerbside-demo-tenants-'));
  await cp(path.join(ROOT, 'tenants'), dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
