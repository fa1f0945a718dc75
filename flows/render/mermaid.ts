import type { MachineShape, ShapeState, ShapeTransition } from '../shape/machine-shape';
import { developerText, type DiagramText } from './diagram-text';

/** Pixels between boxes side by side and between rows of boxes in the Mermaid exports. */
const MERMAID_SPACING = 150;

/** Pseudo-state standing for "whatever state the machine is in" (transitions on the machine root). */
export const ANY_STATE_ID = 'any_state';

/**
 * Mermaid `stateDiagram-v2` source for a machine: nested states, initial and final markers, labelled
 * transitions. Every state is declared `state "Name" as id` and given nothing else: Mermaid shows
 * a state's last description instead of its name, so an `id : entry / settle` line would hide it.
 */
export function toMermaid(
  shape: MachineShape,
  options: { title: string; source?: string; text?: DiagramText },
): string {
  const text = options.text ?? developerText(shape.id);
  const lines: string[] = [
    '---',
    `title: ${JSON.stringify(options.title)}`,
    // Mermaid's default spacing (50 px) leaves no room between the labels of neighbouring arrows:
    // they are drawn over each other (counted by scripts/mermaid-overlaps.ts).
    'config:',
    '  layout: elk',
    '  state:',
    `    nodeSpacing: ${MERMAID_SPACING}`,
    `    rankSpacing: ${MERMAID_SPACING}`,
    '---',
    'stateDiagram-v2',
  ];
  if (options.source) lines.push(`  %% Generated from ${options.source} by scripts/flows-export.ts. Do not edit.`);

  const byBlock = groupTransitionsByBlock(shape);
  const emitBlock = (parent: ShapeState, indent: string): void => {
    if (parent.initial !== null) lines.push(`${indent}[*] --> ${mermaidId(parent.initial)}`);
    parent.children.forEach((child, index) => {
      // Mermaid separates the regions of a parallel state with `--`.
      if (parent.kind === 'parallel' && index > 0) lines.push(`${indent}--`);
      emitState(child, indent);
    });
    // Arrows between the same two boxes are drawn as one arrow, its labels one per line: Mermaid
    // lays parallel arrows on one path, so their labels would be drawn over each other.
    const arrows = new Map<string, string[]>();
    for (const t of byBlock.get(parent.path) ?? []) {
      for (const arrow of arrowsOf(t, parent.path)) {
        const key = `${arrow.from} --> ${arrow.to}`;
        const labels = arrows.get(key) ?? [];
        if (!labels.includes(arrow.label)) labels.push(arrow.label);
        arrows.set(key, labels);
      }
    }
    for (const [key, labels] of arrows) lines.push(`${indent}${key} : ${labels.map(clean).join('<br/>')}`);
    for (const child of parent.children) {
      if (child.kind === 'final') lines.push(`${indent}${mermaidId(child.path)} --> [*]`);
    }
  };
  const emitState = (state: ShapeState, indent: string): void => {
    const id = mermaidId(state.path);
    lines.push(`${indent}state "${quoted(text.stateName(state))}" as ${id}`);
    if (state.children.length > 0) {
      lines.push(`${indent}state ${id} {`);
      emitBlock(state, `${indent}  `);
      lines.push(`${indent}}`);
    }
  };
  const byPath = new Map(shape.states.map((s) => [s.path, s]));
  const nameOf = (path: string): string => {
    const state = byPath.get(path);
    return state ? text.stateName(state) : path;
  };
  /**
   * A state inside a composite that is not this block's own child cannot be named here (Mermaid
   * would draw a second, nameless box for it), so the arrow attaches to the composite that holds
   * it and its label says which inner state: 'done (from Quiet status check)'.
   */
  const arrowsOf = (t: ShapeTransition, block: string): { from: string; to: string; label: string }[] => {
    const title = text.transitionTitle(t, shape.transitions);
    const visible = (path: string): { id: string; note: string | null } => {
      const shown = childOf(block, path);
      return { id: mermaidId(shown), note: shown === path ? null : nameOf(path) };
    };
    const from = t.source === '' ? { id: ANY_STATE_ID, note: null } : visible(t.source);
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    return targets.map((target) => {
      const to = t.targets.length > 0 ? visible(target) : from;
      const notes = [
        from.note ? text.fromNote(from.note) : null,
        to !== from && to.note ? text.toNote(to.note) : null,
      ].filter((n) => n !== null);
      return { from: from.id, to: to.id, label: notes.length > 0 ? `${title} (${notes.join(', ')})` : title };
    });
  };

  if (shape.transitions.some((t) => t.source === ''))
    lines.push(`  state "${quoted(text.anyState)}" as ${ANY_STATE_ID}`);
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
/** A state name inside double quotes: no quote, and the same rules as a label. */
function quoted(text: string): string {
  return clean(text.replace(/"/g, "'"));
}

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

/** The child of `block` that is `path` or holds it ('' is the root block). */
function childOf(block: string, path: string): string {
  const depth = block === '' ? 1 : block.split('.').length + 1;
  return path.split('.').slice(0, depth).join('.');
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
