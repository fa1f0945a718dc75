import type { ShapeState } from '../shape/machine-shape';

/** The secondary lines shown in a state box: what it invokes and does on entry and exit. */
export function stateDetailLines(state: ShapeState): string[] {
  const lines = state.invoke.map((i) => `invoke ${i.src}`);
  if (state.entry.length > 0) lines.push(`entry / ${state.entry.join(', ')}`);
  if (state.exit.length > 0) lines.push(`exit / ${state.exit.join(', ')}`);
  return lines;
}
