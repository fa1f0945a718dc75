import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeMachine } from '../../flows/shape/machine-shape';
import type { FlowEntry } from '../../flows/registry';
import { toFlowJsonText } from './flow-json';
import { layoutDiagram } from './layout';
import { toMermaid } from './mermaid';
import { renderSvg } from './svg';

/** The generated files of every registered flow, keyed by file name inside flows/diagrams/. */
export function renderFlowFiles(entries: readonly FlowEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    const shape = describeMachine(entry.machine);
    const source = `flows/registry.ts (${entry.name})`;
    files.set(`${entry.name}.mmd`, toMermaid(shape, { title: entry.name, source }));
    files.set(`${entry.name}.json`, toFlowJsonText(shape, { name: entry.name, description: entry.description }));
    files.set(`${entry.name}.svg`, renderSvg(layoutDiagram(shape), { title: entry.name, subtitle: entry.description }));
  }
  return files;
}

/** Extensions this exporter owns in the diagrams folder; anything else there is left alone. */
export const GENERATED_EXTENSIONS = ['.mmd', '.json', '.svg'] as const;

export interface StaleReport {
  stale: string[];
  missing: string[];
  extra: string[];
}

export function compareWithDisk(directory: string, files: Map<string, string>): StaleReport {
  const onDisk = existsSync(directory)
    ? readdirSync(directory).filter((name) => GENERATED_EXTENSIONS.some((ext) => name.endsWith(ext)))
    : [];
  const report: StaleReport = { stale: [], missing: [], extra: [] };
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(directory, name);
    if (!existsSync(path)) report.missing.push(name);
    else if (readFileSync(path, 'utf8') !== content) report.stale.push(name);
  }
  report.extra = onDisk.filter((name) => !files.has(name)).sort();
  return report;
}
