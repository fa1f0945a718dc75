/**
 * CPU of the asset rule (server/tenants/assets.ts: every asset a tenant names exists inside its
 * folder) over the bench's 1,000 tenants (tenants-folder.ts), 5 rounds in one process: the part of
 * a restart's tenant checks that asks the disk (docs/architecture.md#tenant-loading).
 *   npx tsx scripts/bench/tenant-assets.ts
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '../../src/generated/tenant';
import { assetProblems } from '../../server/tenants/assets';
import { benchTenantsFolder } from './tenants-folder';

const { dir } = benchTenantsFolder(Number(process.env.BENCH_TENANTS || 1000));
const tenants = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tenant);
for (let round = 1; round <= 5; round += 1) {
  const before = process.cpuUsage();
  const problems = tenants.reduce((sum, tenant) => sum + assetProblems(tenant, dir).length, 0);
  const used = process.cpuUsage(before);
  console.log(`round ${round}: ${tenants.length} tenants, ${problems} problems, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU`);
}
rmSync(dir, { recursive: true, force: true });
