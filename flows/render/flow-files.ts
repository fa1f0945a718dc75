import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowEntry } from '../registry';
import { DIAGRAM_VIEWS, diagramText, type DiagramView } from './diagram-text';
import { GENERIC_FACTS, type FlowFacts } from './flow-facts';
import { flowAvailable, flowDocument, flowShape } from './flow-document';
import { layoutDiagram } from './layout';
import { toMermaid } from './mermaid';
import { storiesMarkdown } from './stories';
import { renderSvg } from './svg';
import type { MachineShape } from '../shape/machine-shape';

/** `<name>.svg` is en-gb; the other views add theirs: `<name>.zh-hans.svg`, `<name>.technical.svg`. */
export function viewSuffix(view: DiagramView): string {
  return view === 'en-gb' ? '' : `.${view}`;
}

/** One view of one flow as SVG, and as Mermaid. */
export function renderFlowSvg(
  entry: FlowEntry,
  view: DiagramView,
  facts: FlowFacts = GENERIC_FACTS,
  shape: MachineShape = flowShape(entry, facts),
): string {
  const text = diagramText(entry, view, facts);
  return renderSvg(layoutDiagram(shape, text), { title: text.title, subtitle: text.subtitle });
}

export function renderFlowMermaid(
  entry: FlowEntry,
  view: DiagramView,
  facts: FlowFacts = GENERIC_FACTS,
  shape: MachineShape = flowShape(entry, facts),
): string {
  const text = diagramText(entry, view, facts);
  const source = facts.scope
    ? `flows/registry.ts (${entry.name}) for ${facts.scope.tenant}/${facts.scope.site}`
    : `flows/registry.ts (${entry.name})`;
  return toMermaid(shape, { title: text.title, source, text });
}

/**
 * The generated files of every registered flow, keyed by file name: for each flow, the diagram in
 * each view (.mmd and .svg), the flow document (.json) and its path stories (.stories.md). With a
 * tenant's facts, flows its site switches off are left out and the rest are pruned.
 */
export function renderFlowFiles(entries: readonly FlowEntry[], facts: FlowFacts = GENERIC_FACTS): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    if (!flowAvailable(entry, facts)) continue;
    const shape = flowShape(entry, facts);
    for (const view of DIAGRAM_VIEWS) {
      files.set(`${entry.name}${viewSuffix(view)}.mmd`, renderFlowMermaid(entry, view, facts, shape));
      files.set(`${entry.name}${viewSuffix(view)}.svg`, renderFlowSvg(entry, view, facts, shape));
    }
    const document = flowDocument(entry, facts, shape);
    files.set(`${entry.name}.json`, `${JSON.stringify(document, null, 2)}\n`);
    files.set(`${entry.name}.stories.md`, storiesMarkdown(document.title, document.stories));
  }
  return files;
}

/** Extensions this exporter owns in the diagrams folder; anything else there is left alone. */
export const GENERATED_EXTENSIONS = ['.mmd', '.json', '.svg', '.stories.md'] as const;

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
