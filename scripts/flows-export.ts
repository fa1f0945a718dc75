/**
 * Exports every machine in flows/registry.ts as flows/diagrams/<name>.{mmd,svg,json,stories.md}
 * (plus <name>.zh-hans.* and <name>.technical.* views of the diagrams).
 *   npx tsx scripts/flows-export.ts                 write the files (and remove ones no machine produces)
 *   npx tsx scripts/flows-export.ts --check         exit 1 naming each stale, missing or extra file
 *   npx tsx scripts/flows-export.ts --tenant <id>   write the tenant's diagrams, one folder per site, to
 *                                                   flows/diagrams/tenants/<id>/<shopCode>/ (not committed:
 *                                                   the server draws them live from the tenant file)
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowRegistry } from '../flows/registry';
import { tenantFacts } from '../flows/render/flow-facts';
import { compareWithDisk, renderFlowFiles } from '../flows/render/flow-files';
import { DEFAULT_HOLD_MINUTES } from '../server/services/parking/parking-deps';
import type { Tenant } from '../src/generated/tenant';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const diagramsDir = join(root, 'flows', 'diagrams');
const shown = (name: string): string => relative(root, join(diagramsDir, name));

const tenantFlag = process.argv.indexOf('--tenant');
if (tenantFlag >= 0) {
  const id = process.argv[tenantFlag + 1] ?? '';
  if (!/^[a-z0-9-]+$/.test(id)) {
    console.error('Usage: npm run flows:export -- --tenant <id>   (a file tenants/<id>.json)');
    process.exit(2);
  }
  const tenant = JSON.parse(readFileSync(join(root, 'tenants', `${id}.json`), 'utf8')) as Tenant;
  const holdMinutes = Number(process.env.PARKING_HOLD_MINUTES ?? DEFAULT_HOLD_MINUTES);
  const tenantDir = join(diagramsDir, 'tenants', id);
  rmSync(tenantDir, { recursive: true, force: true });
  for (const site of tenant.sites) {
    const files = renderFlowFiles(flowRegistry, tenantFacts(tenant, site, { holdMinutes }));
    const siteDir = join(tenantDir, site.shopCode);
    mkdirSync(siteDir, { recursive: true });
    for (const [name, content] of files) writeFileSync(join(siteDir, name), content);
    console.log(`Wrote ${files.size} files to ${relative(root, siteDir)}/`);
  }
} else {
  const files = renderFlowFiles(flowRegistry);
  const report = compareWithDisk(diagramsDir, files);

  if (process.argv.includes('--check')) {
    const problems = [
      ...report.stale.map((name) => `stale:   ${shown(name)}`),
      ...report.missing.map((name) => `missing: ${shown(name)}`),
      ...report.extra.map((name) => `extra:   ${shown(name)} (no machine in flows/registry.ts produces it)`),
    ];
    if (problems.length > 0) {
      console.error(`Flow diagrams are out of date; run \`npm run flows:export\`.\n${problems.join('\n')}`);
      process.exit(1);
    }
    console.log(`Flow diagrams are up to date (${files.size} files).`);
  } else {
    mkdirSync(diagramsDir, { recursive: true });
    for (const [name, content] of files) writeFileSync(join(diagramsDir, name), content);
    for (const name of report.extra) rmSync(join(diagramsDir, name));
    const changed = [...report.stale, ...report.missing];
    console.log(
      `Wrote ${files.size} files to ${relative(root, diagramsDir)}/` +
        (changed.length > 0 ? ` (changed: ${changed.join(', ')})` : ' (no changes)') +
        (report.extra.length > 0 ? `; removed ${report.extra.join(', ')}` : ''),
    );
  }
}
