/**
 * Exports every machine in flows/registry.ts as flows/diagrams/<name>.{mmd,json,svg}.
 *   npx tsx scripts/flows-export.ts          write the files (and remove ones no machine produces)
 *   npx tsx scripts/flows-export.ts --check  exit 1 naming each stale, missing or extra file
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowRegistry } from '../flows/registry';
import { compareWithDisk, renderFlowFiles } from './diagram/flow-files';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const diagramsDir = join(root, 'flows', 'diagrams');
const shown = (name: string): string => relative(root, join(diagramsDir, name));

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
