/**
 * The bench's tenants folder (bench:tenants, profile-tenants.ts): BENCH_TENANTS copies of the demo
 * tenant harbourpark with their own ids and shop codes, beside the demo tenants, each with an asset
 * folder of its own whose files are hard links to harbourpark's, so that validation finds every
 * file a tenant names, its shops' catalogues (catalogue/<shop code>.json) included, as it would for
 * a real tenant. `edited` is the one in the middle, which the benches edit.
 */
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
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
    linkTree(path.join(dir, TEMPLATE), path.join(dir, id), (folder) => path.basename(folder) !== 'catalogue');
    // Each shop's catalogue, under its new shop code and naming it (catalogue-rules.ts checks both).
    template.sites.forEach((site, j) => {
      const source = path.join(dir, TEMPLATE, 'catalogue', `${site.shopCode}.json`);
      const shopCode = sites[j]?.shopCode;
      if (!existsSync(source) || !shopCode) return;
      const catalogue = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
      writeFileSync(
        path.join(dir, id, 'catalogue', `${shopCode}.json`),
        JSON.stringify({ ...catalogue, shopCode }, null, 2),
      );
    });
    if (i === Math.ceil(count / 2)) edited = { file, shop: tenant.sites[0]?.shopCode ?? '', tenant };
  }
  if (!edited) throw new Error('BENCH_TENANTS must be at least 1');
  return { dir, edited };
}

/**
 * `from`'s folders made again under `to`, its files hard-linked (a link is inside the folder, where
 * a symbolic link to harbourpark's would escape it), except the JSON files of folders `linkJson` refuses.
 */
function linkTree(from: string, to: string, linkJson: (folder: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, path.join(to, entry.name), linkJson);
    else if (!entry.name.endsWith('.json') || linkJson(from)) linkSync(source, path.join(to, entry.name));
  }
}

/** The edited tenant with its first site's lot name set to `lotName`, written to its file. */
export function editBenchTenant(edited: BenchTenantsFolder['edited'], lotName: string): void {
  const tenant = {
    ...edited.tenant,
    sites: edited.tenant.sites.map((s, i) => (i === 0 ? { ...s, lotName } : s)) as Tenant['sites'],
  };
  writeFileSync(edited.file, JSON.stringify(tenant, null, 2));
}

/** The lot name the server shows for the edited shop (undefined while it does not answer). */
export async function lotNameOf(baseUrl: string, shop: string): Promise<string | undefined> {
  const res = await fetch(`${baseUrl}/tenant-config/${shop}`);
  if (!res.ok) return undefined;
  return ((await res.json()) as { site?: { lotName?: string } }).site?.lotName;
}
