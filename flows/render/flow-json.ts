import type { MachineShape, ShapeState, ShapeTransition } from '../shape/machine-shape';

/** The readable JSON export of a flow: sorted so the file only changes when the machine does. */
export interface FlowJson {
  name: string;
  description: string;
  machineId: string;
  initial: string | null;
  states: FlowJsonState[];
  transitions: FlowJsonTransition[];
  /** Event types the app sends (xstate's own done/error/after events are shown on transitions). */
  events: string[];
  actors: string[];
  actions: string[];
  guards: string[];
}

interface FlowJsonState {
  path: string;
  type: ShapeState['kind'];
  description: string | null;
  initial?: string;
  invoke: { id: string; src: string }[];
  entry: string[];
  exit: string[];
  children: FlowJsonState[];
}

interface FlowJsonTransition {
  source: string;
  /** The trigger as people read it: `LOGOUT`, `after 1000ms`, `done: loadUserInfo`, `always`. */
  event: string;
  /** xstate's event type, for matching logs and inspector output. */
  eventType: string;
  targets: string[];
  guard: string | null;
  actions: string[];
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnique = (items: Iterable<string>): string[] => [...new Set(items)].sort(byText);

export function toFlowJson(shape: MachineShape, meta: { name: string; description: string }): FlowJson {
  const events = shape.transitions.filter((t) => t.trigger.kind === 'event').map((t) => t.eventType);
  const allStates = shape.states;
  return {
    name: meta.name,
    description: meta.description,
    machineId: shape.id,
    initial: shape.root.initial,
    states: shape.root.children.map(stateJson).sort((a, b) => byText(a.path, b.path)),
    // Sorting is stable, so transitions on one event keep their order, which is their guard priority.
    transitions: shape.transitions
      .map(transitionJson)
      .sort((a, b) => byText(a.source, b.source) || byText(a.eventType, b.eventType)),
    events: sortedUnique(events),
    actors: sortedUnique(allStates.flatMap((s) => s.invoke.map((i) => i.src))),
    actions: sortedUnique([
      ...allStates.flatMap((s) => [...s.entry, ...s.exit]),
      ...shape.transitions.flatMap((t) => t.actions),
    ]),
    guards: sortedUnique(shape.transitions.flatMap((t) => (t.guard ? [t.guard] : []))),
  };
}

export function toFlowJsonText(shape: MachineShape, meta: { name: string; description: string }): string {
  return `${JSON.stringify(toFlowJson(shape, meta), null, 2)}\n`;
}

function stateJson(state: ShapeState): FlowJsonState {
  return {
    path: state.path,
    type: state.kind,
    description: state.description,
    ...(state.initial !== null ? { initial: state.initial } : {}),
    invoke: [...state.invoke].sort((a, b) => byText(a.id, b.id)),
    entry: state.entry,
    exit: state.exit,
    children: state.children.map(stateJson).sort((a, b) => byText(a.path, b.path)),
  };
}

function transitionJson(t: ShapeTransition): FlowJsonTransition {
  return {
    source: t.source === '' ? '(any state)' : t.source,
    event: t.label,
    eventType: t.eventType,
    targets: t.targets,
    guard: t.guard,
    actions: t.actions,
  };
}
