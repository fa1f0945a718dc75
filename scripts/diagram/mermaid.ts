import { transitionLabel, type MachineShape, type ShapeState, type ShapeTransition } from '../../flows/shape/machine-shape';
import { stateDetailLines } from './state-details';

/** Pseudo-state standing for "whatever state the machine is in" (transitions on the machine root). */
export const ANY_STATE_ID = 'any_state';

/** Mermaid `stateDiagram-v2` source for a machine: nested states, initial and final markers, labelled transitions. */
export function toMermaid(shape: MachineShape, options: { title: string; source?: string }): string {
  const lines: string[] = ['---', `title: ${JSON.stringify(options.title)}`, '---', 'stateDiagram-v2'];
  if (options.source) lines.push(`  %% Generated from ${options.source} by scripts/flows-export.ts. Do not edit.`);

  const byBlock = groupTransitionsByBlock(shape);
  const emitBlock = (parent: ShapeState, indent: string): void => {
    if (parent.initial !== null) lines.push(`${indent}[*] --> ${mermaidId(parent.initial)}`);
    parent.children.forEach((child, index) => {
      // Mermaid separates the regions of a parallel state with `--`.
      if (parent.kind === 'parallel' && index > 0) lines.push(`${indent}--`);
      emitState(child, indent);
    });
    for (const t of byBlock.get(parent.path) ?? []) emitTransition(t, indent);
    for (const child of parent.children) {
      if (child.kind === 'final') lines.push(`${indent}${mermaidId(child.path)} --> [*]`);
    }
  };
  const emitState = (state: ShapeState, indent: string): void => {
    const id = mermaidId(state.path);
    if (id !== state.key) lines.push(`${indent}state "${clean(state.key)}" as ${id}`);
    if (state.children.length > 0) {
      lines.push(`${indent}state ${id} {`);
      emitBlock(state, `${indent}  `);
      lines.push(`${indent}}`);
    }
    const details = stateDetailLines(state);
    for (const detail of details) lines.push(`${indent}${id} : ${clean(detail)}`);
    // Declare states that no transition mentions, so they still appear.
    if (details.length === 0 && state.children.length === 0 && id === state.key) lines.push(`${indent}${id}`);
  };
  const emitTransition = (t: ShapeTransition, indent: string): void => {
    const source = t.source === '' ? ANY_STATE_ID : mermaidId(t.source);
    const targets = t.targets.length > 0 ? t.targets.map(mermaidId) : [source];
    for (const target of targets) lines.push(`${indent}${source} --> ${target} : ${clean(transitionLabel(t))}`);
  };

  if (shape.transitions.some((t) => t.source === '')) lines.push(`  state "any state" as ${ANY_STATE_ID}`);
  emitBlock(shape.root, '  ');
  return `${lines.join('\n')}\n`;
}

/** Mermaid ids cannot contain dots; nested paths join with a double underscore. */
export function mermaidId(path: string): string {
  return path.replace(/\./g, '__').replace(/[^A-Za-z0-9_]/g, '_');
}

/**
 * Mermaid labels are one line, may not contain `;` or `%%`, and end at a `:`; a colon is written
 * as the entity `#58;`, which Mermaid decodes when it renders.
 */
function clean(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/;/g, ',')
    .replace(/%%/g, '%')
    .replace(/:/g, '#58;');
}

/**
 * Mermaid cannot draw a transition between states of different composites unless it is written
 * where both are visible, so each transition goes in the block of the deepest common ancestor.
 */
function groupTransitionsByBlock(shape: MachineShape): Map<string, ShapeTransition[]> {
  const blocks = new Map<string, ShapeTransition[]>();
  for (const t of shape.transitions) {
    const ends = [t.source, ...t.targets].filter((p) => p !== '');
    const block = commonParent(ends);
    const list = blocks.get(block) ?? [];
    list.push(t);
    blocks.set(block, list);
  }
  return blocks;
}

function commonParent(paths: string[]): string {
  if (paths.length === 0) return '';
  const split = paths.map((p) => p.split('.').slice(0, -1));
  const common: string[] = [];
  for (let i = 0; split.every((parts) => i < parts.length && parts[i] === split[0]?.[i]); i += 1) {
    common.push(split[0]?.[i] ?? '');
  }
  return common.join('.');
}
