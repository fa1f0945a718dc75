/**
 * The bench's tenants folder (bench:tenants, profile-tenants.ts): BENCH_TENANTS copies of the demo
 * tenant harbourpark with their own ids and shop codes, beside the demo tenants, each with its asset
 * folder a symbolic link to harbourpark's (validation checks the files a tenant names exist there).
 * `edited` is the one in the middle, which the benches edit.
 */
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Tenant } from '../../src/generated/tenant';

const root = path.resolve(import.meta.dirname, '../..');
const TEMPLATE = 'harbourpark';

export interface BenchTenantsFolder {
  dir: string;
  edited: { file: string; shop: string; tenant: Tenant };
}

export function benchTenantsFolder(count: number): BenchTenantsFolder {
  const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-bench-1k-'));
  cpSync(path.join(root, 'tenants'), dir, { recursive: true });
  const template = JSON.parse(readFileSync(path.join(dir, `${TEMPLATE}.json`), 'utf8')) as Tenant;
  let edited: BenchTenantsFolder['edited'] | undefined;
  for (let i = 1; i <= count; i += 1) {
    const id = `bench${String(i).padStart(4, '0')}`;
    const sites = template.sites.map((s) => ({ ...s, shopCode: `${s.shopCode}-${id}` })) as Tenant['sites'];
    const tenant: Tenant = { ...template, id, sites };
    const file = path.join(dir, `${id}.json`);
    writeFileSync(file, JSON.stringify(tenant, null, 2));
    symlinkSync(path.join(dir, TEMPLATE), path.join(dir, id), 'dir');
    if (i === Math.ceil(count / 2)) edited = { file, shop: tenant.sites[0]?.shopCode ?? '', tenant };
  }
  if (!edited) throw new Error('BENCH_TENANTS must be at least 1');
  return { dir, edited };
}

/** The edited tenant with its first site's lot name set to `lotName`, written to its file. */
export function editBenchTenant(edited: BenchTenantsFolder['edited'], lotName: string): void {
  const tenant = { ...edited.tenant, sites: edited.tenant.sites.map((s, i) => (i === 0 ? { ...s, lotName } : s)) as Tenant['sites'] };
  writeFileSync(edited.file, JSON.stringify(tenant, null, 2));
}

/** The lot name the server shows for the edited shop (undefined while it does not answer). */
export async function lotNameOf(baseUrl: string, shop: string): Promise<string | undefined> {
  const res = await fetch(`${baseUrl}/tenant-config/${shop}`);
  if (!res.ok) return undefined;
  return ((await res.json()) as { site?: { lotName?: string } }).site?.lotName;
}
