import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A plain-data description of a machine definition: every state node and every transition,
 * including the ones xstate derives from `always`, `after`, and invoke `onDone`/`onError`.
 * Diagrams, the JSON export and model-walk coverage all read this, so they agree on what
 * "every state and every transition" means.
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ShapeInvoke {
  /** The invoke id; done/error events are named after it. */
  id: string;
  /** The actor name from `setup({ actors })`. */
  src: string;
}

export interface ShapeState {
  /** Dotted path from the root ('' for the root itself). */
  path: string;
  key: string;
  /** xstate's state node id. */
  id: string;
  kind: StateKind;
  /** Path of the initial child, for compound states. */
  initial: string | null;
  description: string | null;
  entry: string[];
  exit: string[];
  invoke: ShapeInvoke[];
  children: ShapeState[];
}

export type Trigger =
  | { kind: 'event'; event: string }
  | { kind: 'always' }
  | { kind: 'after'; delay: number | string; /** The named delay's value, when setup() gives a number. */ ms?: number }
  | { kind: 'done'; actor: string; invokeId: string }
  | { kind: 'error'; actor: string; invokeId: string }
  | { kind: 'snapshot'; actor: string; invokeId: string }
  | { kind: 'stateDone' };

export interface ShapeTransition {
  /** Stable identity (source, xstate event descriptor, position), equal across `.provide()` copies. */
  key: string;
  /** Path of the source state ('' for transitions on the machine root). */
  source: string;
  /** The xstate event descriptor ('' for eventless `always` transitions). */
  eventType: string;
  trigger: Trigger;
  /** Human label: the event, `after 1000ms`, `done: <actor>`, `error: <actor>`, `always`. */
  label: string;
  /** Target paths; empty when the transition stays in its source (actions only). */
  targets: string[];
  guard: string | null;
  actions: string[];
}

export interface MachineShape {
  id: string;
  description: string | null;
  root: ShapeState;
  /** Every state node except the root, in document order. */
  states: ShapeState[];
  transitions: ShapeTransition[];
}

const ALWAYS_DESCRIPTOR = '';

export function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

/** Calls `visit` for every transition definition of the machine, with its stable key. */
export function forEachTransition(
  machine: AnyStateMachine,
  visit: (node: AnyStateNode, transition: AnyTransitionDefinition, key: string, eventType: string) => void,
): void {
  const walk = (node: AnyStateNode): void => {
    for (const [descriptor, transitions] of node.transitions) {
      transitions.forEach((t, index) => visit(node, t, transitionKey(node, descriptor, index), descriptor));
    }
    (node.always ?? []).forEach((t, index) =>
      visit(node, t, transitionKey(node, ALWAYS_DESCRIPTOR, index), ALWAYS_DESCRIPTOR),
    );
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
}

function transitionKey(node: AnyStateNode, descriptor: string, index: number): string {
  return `${pathOf(node)}|${descriptor}|${index}`;
}

/** Every state node below the root, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states)) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

export function describeMachine(machine: AnyStateMachine): MachineShape {
  const root = describeState(machine.root);
  const states: ShapeState[] = [];
  const flatten = (s: ShapeState): void => {
    for (const child of s.children) {
      states.push(child);
      flatten(child);
    }
  };
  flatten(root);

  const transitions: ShapeTransition[] = [];
  forEachTransition(machine, (node, t, key, eventType) => {
    const trigger = triggerOf(node, eventType, machine);
    transitions.push({
      key,
      source: pathOf(node),
      eventType,
      trigger,
      label: triggerLabel(trigger),
      targets: (t.target ?? []).map((target: AnyStateNode) => pathOf(target)),
      guard: t.guard === undefined ? null : guardLabel(t.guard),
      actions: actionNames(t.actions),
    });
  });

  return {
    id: machine.id,
    description: machine.root.description ?? null,
    root,
    states,
    transitions,
  };
}

function describeState(node: AnyStateNode): ShapeState {
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    path: pathOf(node),
    key: node.key,
    id: node.id,
    kind: node.type,
    initial: initialTarget ? pathOf(initialTarget) : null,
    description: node.description ?? null,
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    invoke: node.invoke.map((i) => ({ id: i.id, src: typeof i.src === 'string' ? i.src : 'inline' })),
    children: Object.values(node.states).map(describeState),
  };
}

function triggerOf(node: AnyStateNode, eventType: string, machine: AnyStateMachine): Trigger {
  if (eventType === ALWAYS_DESCRIPTOR) return { kind: 'always' };
  if (eventType.startsWith('xstate.after.')) {
    const delayed = node.after.find((t) => t.eventType === eventType);
    const delay = delayed?.delay ?? eventType.split('.')[2] ?? '?';
    // A delay computed from context has no fixed value to print.
    if (typeof delay === 'function') return { kind: 'after', delay: 'computed delay' };
    const named =
      typeof delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[delay] : undefined;
    return typeof named === 'number' ? { kind: 'after', delay, ms: named } : { kind: 'after', delay };
  }
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
    ['xstate.snapshot.', 'snapshot'],
  ] as const) {
    if (eventType.startsWith(prefix)) {
      const invokeId = eventType.slice(prefix.length);
      const invoke = node.invoke.find((i) => i.id === invokeId);
      const actor = invoke && typeof invoke.src === 'string' ? invoke.src : invokeId;
      return { kind, actor, invokeId };
    }
  }
  if (eventType.startsWith('xstate.done.state.')) return { kind: 'stateDone' };
  return { kind: 'event', event: eventType };
}

export function triggerLabel(trigger: Trigger): string {
  switch (trigger.kind) {
    case 'event':
      return trigger.event;
    case 'always':
      return 'always';
    case 'after':
      return typeof trigger.delay === 'number' ? `after ${trigger.delay}ms` : `after ${trigger.delay}`;
    case 'done':
      return `done: ${trigger.actor}`;
    case 'error':
      return `error: ${trigger.actor}`;
    case 'snapshot':
      return `snapshot: ${trigger.actor}`;
    case 'stateDone':
      return 'done';
  }
}

/** `LOGOUT`, or `always [hasStoredToken]` when guarded. */
export function transitionLabel(t: Pick<ShapeTransition, 'label' | 'guard'>): string {
  return t.guard ? `${t.label} [${t.guard}]` : t.label;
}

// xstate's action and guard references are strings, `{ type, params }` objects, or functions
// (inline or built-in creators such as assign/raise that carry a `type`), so they are read loosely.
interface LooseReference {
  type?: unknown;
  name?: unknown;
  event?: unknown;
  sendId?: unknown;
  guards?: unknown;
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.map(actionName).filter((name): name is string => name !== null);
}

function actionName(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (action === null || (typeof action !== 'object' && typeof action !== 'function')) return 'unknown';
  const ref = action as LooseReference;
  if (typeof ref.type === 'string') {
    if (isDelayMechanics(ref)) return null;
    return ref.type.replace(/^xstate\./, '');
  }
  return typeof ref.name === 'string' && ref.name !== '' ? ref.name : 'inline';
}

/** `after` adds a raise on entry and a cancel on exit to every delayed state; they are plumbing. */
function isDelayMechanics(ref: LooseReference): boolean {
  const isAfterEvent = (value: unknown): boolean => typeof value === 'string' && value.startsWith('xstate.after.');
  if (ref.type === 'xstate.raise') {
    const event = ref.event as { type?: unknown } | undefined;
    return isAfterEvent(event?.type);
  }
  return ref.type === 'xstate.cancel' && isAfterEvent(ref.sendId);
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard === null || (typeof guard !== 'object' && typeof guard !== 'function')) return 'unknown';
  const ref = guard as LooseReference;
  if (Array.isArray(ref.guards)) {
    // and()/or()/not() are functions named after themselves that carry their operands.
    const parts = ref.guards.map(guardLabel);
    if (ref.name === 'and') return parts.map(grouped).join(' && ');
    if (ref.name === 'or') return parts.map(grouped).join(' || ');
    if (ref.name === 'not') return `!${grouped(parts[0] ?? '?')}`;
  }
  if (typeof ref.type === 'string') return ref.type;
  return typeof ref.name === 'string' && ref.name !== '' ? ref.name : 'inline guard';
}

function grouped(label: string): string {
  return /[ &|]/.test(label) ? `(${label})` : label;
}
