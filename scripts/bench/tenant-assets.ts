/**
 * CPU of the asset rule (server/tenants/assets.ts: every asset a tenant names exists inside its
 * folder) over the bench's 1,000 tenants (tenants-folder.ts), 5 rounds in one process: the part of
 * a restart's tenant checks that asks the disk (docs/architecture.md#tenant-loading). Beside it,
 * every single-file rule as a restart runs them (validateSingleFile, with each content's schema pass
 * remembered as the registry's cache has it): the catalogues and the starting content's images ask
 * the disk too.
 *   npx tsx scripts/bench/tenant-assets.ts
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '../../src/generated/tenant';
import { assetProblems } from '../../server/tenants/assets';
import { openSchemaValidCache } from '../../server/tenants/schema-valid-cache';
import { singleFileContext, validateSingleFile } from '../../server/tenants/validate';
import { benchTenantsFolder } from './tenants-folder';

const { dir } = benchTenantsFolder(Number(process.env.BENCH_TENANTS || 1000));
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => path.join(dir, file));
const tenants = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Tenant);
// Every content passes once here, so the rounds below skip the schema as a restart does.
const schemaCache = openSchemaValidCache(null);
const remembered = {
  ...schemaCache,
  check: ((_kind, _hash, json) => ({ ok: true, value: json })) as typeof schemaCache.check,
};
const context = singleFileContext({
  tenantsDir: dir,
  themesDir: path.resolve(import.meta.dirname, '../../themes'),
  schemaCache: remembered,
});
for (let round = 1; round <= 5; round += 1) {
  const before = process.cpuUsage();
  const problems = tenants.reduce((sum, tenant) => sum + assetProblems(tenant, dir).length, 0);
  const used = process.cpuUsage(before);
  const beforeAll = process.cpuUsage();
  const allProblems = files.reduce(
    (sum, file, i) => sum + validateSingleFile(file, tenants[i], context).problems.length,
    0,
  );
  const usedAll = process.cpuUsage(beforeAll);
  const ms = (u: NodeJS.CpuUsage) => ((u.user + u.system) / 1000).toFixed(0);
  console.log(
    `round ${round}: ${tenants.length} tenants; asset rule ${problems} problems, ${ms(used)} ms CPU; every single-file rule, schema remembered: ${allProblems} problems, ${ms(usedAll)} ms CPU`,
  );
}
rmSync(dir, { recursive: true, force: true });
