import type { MachineShape, ShapeState, ShapeTransition } from '../shape/machine-shape';

/**
 * A machine's shape without what a configuration switches off: every transition whose guard is
 * known to be false (alone or as part of `a && b`), then every state no longer reachable from the
 * initial state, with the transitions that leave or enter it.
 */
export function pruneShape(shape: MachineShape, falseGuards: ReadonlySet<string>): MachineShape {
  if (falseGuards.size === 0) return shape;
  const kept = shape.transitions.filter((t) => !guardIsFalse(t.guard, falseGuards));
  const reachable = reachableStates(shape, kept);
  const keepState = (path: string): boolean => reachable.has(path);
  const transitions = kept.filter((t) => (t.source === '' || keepState(t.source)) && t.targets.every(keepState));
  const prune = (state: ShapeState): ShapeState => ({
    ...state,
    children: state.children.filter((c) => keepState(c.path)).map(prune),
  });
  const root = prune(shape.root);
  const states: ShapeState[] = [];
  const flatten = (s: ShapeState): void => s.children.forEach((c) => (states.push(c), flatten(c)));
  flatten(root);
  return { ...shape, root, states, transitions };
}

function guardIsFalse(guard: string | null, falseGuards: ReadonlySet<string>): boolean {
  if (guard === null) return false;
  if (guard.includes('||')) return false;
  return guard
    .split('&&')
    .map((part) => part.trim().replace(/^\((.*)\)$/, '$1'))
    .some((part) => falseGuards.has(part));
}

/** States entered by some sequence of the given transitions, starting from the initial state. */
export function reachableStates(shape: MachineShape, transitions: readonly ShapeTransition[]): Set<string> {
  const byPath = new Map(shape.states.map((s) => [s.path, s]));
  const reached = new Set<string>();
  const queue: string[] = [];
  const enter = (path: string): void => {
    // Entering a state enters its ancestors, and its initial child (every region of a parallel state).
    const parts = path.split('.');
    for (let i = 1; i <= parts.length; i += 1) {
      const p = parts.slice(0, i).join('.');
      if (!reached.has(p)) {
        reached.add(p);
        queue.push(p);
      }
    }
    const state = byPath.get(path);
    if (!state) return;
    if (state.kind === 'parallel') state.children.forEach((c) => enter(c.path));
    else if (state.initial !== null) enter(state.initial);
  };
  if (shape.root.initial !== null) enter(shape.root.initial);
  const bySource = new Map<string, ShapeTransition[]>();
  for (const t of transitions) bySource.set(t.source, [...(bySource.get(t.source) ?? []), t]);
  for (const t of bySource.get('') ?? []) t.targets.forEach(enter);
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    for (const t of bySource.get(path) ?? []) t.targets.forEach(enter);
  }
  return reached;
}
