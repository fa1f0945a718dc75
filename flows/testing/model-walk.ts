import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type AdjacencyMap, type StatePath } from 'xstate/graph';
import {
  allStateNodes,
  describeMachine,
  forEachTransition,
  pathOf,
  transitionLabel,
  type MachineShape,
} from '../shape/machine-shape';
import { stableStringify } from './stable-stringify';

/**
 * Model-based testing for flow machines.
 *
 * The walk computes paths through the machine with xstate's graph utilities (the shortest path to
 * every reachable state, one more step for every transition out of it, and optionally every simple
 * path), then replays each path on a real actor: plain events are sent, invoked promise actors are
 * resolved or rejected as the path says (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * steps), and `after` delays are passed on a simulated clock. After every step the actor's state
 * (and context) must equal the one the model predicted. Coverage is measured on the real actor
 * (every state entered, every transition taken, including eventless ones) against the full list
 * derived from the machine definition.
 */

type Snapshot = AnyMachineSnapshot;
type Path = StatePath<Snapshot, EventObject>;

export interface ModelWalkOptions<TMachine extends AnyStateMachine> {
  /** Name in the coverage line; defaults to the machine id. */
  name?: string;
  /** Inputs to start the machine with; each is a separate traversal. Defaults to `[undefined]`. */
  inputs?: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Sample events by event type, with their payloads. A type the machine handles but that is not
   * listed is sent as `{ type }`; an empty list excludes the type. Invoke outcomes are listed under
   * their xstate types (see `actorOutcomes`); unlisted ones resolve with `undefined` or reject with
   * a generic error.
   */
  events?: Readonly<Record<string, readonly AnyEventObject[]>>;
  /** 'simple' also replays every simple path (slower, finds order-dependent bugs). */
  strategy?: 'shortest' | 'simple';
  /**
   * Implementations to use for actions, guards and delays (e.g. spies). Invoked actors are always
   * scripted by the walk, so they cannot be given here.
   */
  implementations?: Omit<Parameters<TMachine['provide']>[0], 'actors'>;
  /** Compare the context too, not only the state value (default true). */
  compareContext?: boolean;
  /** Where the coverage line goes (default console.log). */
  log?: (line: string) => void;
}

export interface CoverageCount {
  covered: number;
  total: number;
  /** Labels of what was not covered. */
  missing: string[];
}

export interface ModelWalkReport {
  name: string;
  /** Paths replayed (after removing paths that are prefixes of others). */
  paths: number;
  states: CoverageCount;
  transitions: CoverageCount;
  /** e.g. `session: states 7/7, transitions 13/13` */
  line: string;
}

/**
 * Sample done/error events for an invoked promise actor, for `ModelWalkOptions.events`.
 * `invokeId` is the invoke's `id` (set it explicitly in the machine; it defaults to a generated one).
 */
export function actorOutcomes(
  invokeId: string,
  outcomes: { done?: readonly unknown[]; error?: readonly unknown[] },
): Record<string, EventObject[]> {
  const out: Record<string, EventObject[]> = {};
  if (outcomes.done) out[doneType(invokeId)] = outcomes.done.map((output) => ({ type: doneType(invokeId), output }));
  if (outcomes.error) out[errorType(invokeId)] = outcomes.error.map((error) => ({ type: errorType(invokeId), error }));
  return out;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';
const doneType = (id: string): string => `${DONE_PREFIX}${id}`;
const errorType = (id: string): string => `${ERROR_PREFIX}${id}`;

/** Events xstate raises internally; the walk must not fake them from outside. */
function isInternalDescriptor(descriptor: string): boolean {
  return (
    descriptor === '' ||
    descriptor.includes('*') ||
    descriptor.startsWith('xstate.done.state.') ||
    descriptor.startsWith('xstate.snapshot.')
  );
}

interface PendingInvocation {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export async function walkModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelWalkOptions<TMachine> = {},
): Promise<ModelWalkReport> {
  const name = options.name ?? machine.id;
  const compareContext = options.compareContext ?? true;
  const shape = describeMachine(machine);

  // Every invoked actor becomes a promise the replay settles; `pending` is reset for each path.
  let pending = new Map<string, PendingInvocation>();
  const scripted = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  );
  const actorNames = [...new Set(shape.states.flatMap((s) => s.invoke.map((i) => i.src)))];
  const provided = machine.provide({
    ...(options.implementations ?? {}),
    actors: Object.fromEntries(actorNames.map((src) => [src, scripted])),
    // `provide`'s parameter type depends on the machine's setup; the walk only knows AnyStateMachine.
  } as Parameters<TMachine['provide']>[0]) as AnyStateMachine;

  const transitionKeys = new Map<unknown, string>();
  forEachTransition(provided, (_node, t, key) => transitionKeys.set(t, key));
  const stateNodes = allStateNodes(provided);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();

  const recordActiveStates = (snapshot: Snapshot): void => {
    for (const node of stateNodes) {
      if (snapshot.matches(stateValueOf(node.path))) coveredStates.add(pathOf(node));
    }
  };
  const inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep') return;
    for (const t of event._transitions) {
      const key = transitionKeys.get(t);
      if (key !== undefined) coveredTransitions.add(key);
      coveredStates.add(pathOf(t.source));
    }
    recordActiveStates(event.snapshot as Snapshot);
  };

  const inputs: ReadonlyArray<InputFrom<TMachine> | undefined> = options.inputs ?? [undefined];
  let replayed = 0;
  for (const input of inputs) {
    const paths = computePaths(provided, shape, input, options.events ?? {}, options.strategy ?? 'shortest');
    for (const path of paths) {
      pending = new Map();
      await replayPath(provided, shape, path, input, {
        name,
        compareContext,
        inspect,
        recordActiveStates,
        pending: () => pending,
      });
      replayed += 1;
    }
  }

  const states = count(
    shape.states.map((s) => s.path),
    coveredStates,
    (path) => path,
  );
  const transitions = count(
    shape.transitions.map((t) => t.key),
    coveredTransitions,
    (key) => {
      const t = shape.transitions.find((candidate) => candidate.key === key);
      return t ? `${t.source || '(root)'} --${transitionLabel(t)}--> ${t.targets.join(', ') || '(stays)'}` : key;
    },
  );
  const line =
    `${name}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}` +
    ` (${replayed} paths)` +
    [
      ...states.missing.map((s) => `\n  state not covered: ${s}`),
      ...transitions.missing.map((t) => `\n  transition not covered: ${t}`),
    ].join('');
  (options.log ?? console.log)(line);
  return { name, paths: replayed, states, transitions, line };
}

function count(all: string[], covered: Set<string>, label: (item: string) => string): CoverageCount {
  const missing = all.filter((item) => !covered.has(item));
  return { covered: all.length - missing.length, total: all.length, missing: missing.map(label) };
}

function stateValueOf(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return {};
  return rest.length === 0 ? head : { [head]: stateValueOf(rest) };
}

function serializeSnapshot(snapshot: Snapshot): string {
  return stableStringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

function computePaths(
  machine: AnyStateMachine,
  shape: MachineShape,
  input: unknown,
  samples: Readonly<Record<string, readonly EventObject[]>>,
  strategy: 'shortest' | 'simple',
): Path[] {
  const descriptors = [...new Set(shape.transitions.map((t) => t.eventType))].filter((d) => !isInternalDescriptor(d));
  const candidates: EventObject[] = [];
  for (const type of descriptors) {
    candidates.push(...(samples[type] ?? [defaultEvent(type)]));
  }
  for (const [type, events] of Object.entries(samples)) {
    if (!descriptors.includes(type)) candidates.push(...events);
  }
  const traversal = {
    input,
    serializeState: serializeSnapshot,
    serializeEvent: (event: EventObject) => stableStringify(event),
    // Only events that change something here, so every graph edge is a real transition.
    events: (snapshot: Snapshot) => candidates.filter((event) => snapshot.can(event)),
  };

  const shortest = getShortestPaths(machine, traversal) as Path[];
  const shortestByState = new Map(shortest.map((p) => [serializeSnapshot(p.state), p]));
  // One step past the shortest path to each state, for every transition out of it: transition cover.
  const adjacency = getAdjacencyMap(machine, traversal) as AdjacencyMap<Snapshot, EventObject>;
  const transitionPaths: Path[] = [];
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const base = shortestByState.get(stateKey);
    if (!base) continue;
    // The map is keyed by branded strings, which Object.values cannot see through.
    const edges = Object.values(transitions) as Array<{ event: EventObject; state: Snapshot }>;
    for (const { event, state } of edges) {
      transitionPaths.push({ state, steps: [...base.steps, { state, event }], weight: base.weight + 1 });
    }
  }
  const simple = strategy === 'simple' ? (getSimplePaths(machine, traversal) as Path[]) : [];
  return withoutPrefixPaths([...shortest, ...transitionPaths, ...simple]);
}

function defaultEvent(type: string): EventObject {
  if (type.startsWith(ERROR_PREFIX)) {
    const id = type.slice(ERROR_PREFIX.length);
    return { type, error: new Error(`model walk: simulated failure of '${id}'`) } as EventObject;
  }
  return { type };
}

/** Every step is checked, so a path that is a prefix of another adds nothing. */
function withoutPrefixPaths(paths: Path[]): Path[] {
  const keyed = paths.map((path) => ({ path, events: path.steps.map((s) => stableStringify(s.event)) }));
  keyed.sort((a, b) => b.events.length - a.events.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const covered = kept.some((k) => candidate.events.every((event, i) => k.events[i] === event));
    if (!covered) kept.push(candidate);
  }
  return kept.map((k) => k.path);
}

interface ReplayContext {
  name: string;
  compareContext: boolean;
  inspect: (event: InspectionEvent) => void;
  recordActiveStates: (snapshot: Snapshot) => void;
  pending: () => Map<string, PendingInvocation>;
}

async function replayPath(
  machine: AnyStateMachine,
  shape: MachineShape,
  path: Path,
  input: unknown,
  ctx: ReplayContext,
): Promise<void> {
  const clock = new SimulatedClock();
  const received = new Set<string>();
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (event) => {
      // Only the machine under test counts, not its scripted children. Its initial (eventless)
      // microsteps run inside createActor, so it is recognised by session id, not by reference.
      if ((event.actorRef as { sessionId?: string }).sessionId !== event.rootId) return;
      if (event.type === '@xstate.event') received.add(event.event.type);
      ctx.inspect(event);
    },
  });
  // Without an observer an actor error is rethrown out of band; the state check reports it instead.
  actor.subscribe({ error: () => {} });
  const describe = (): string => `${ctx.name}: path ${path.steps.map((s) => s.event.type).join(' -> ')}`;

  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index === 0) {
        actor.start();
      } else if (event.type.startsWith(DONE_PREFIX) || event.type.startsWith(ERROR_PREFIX)) {
        await settleInvocation(event, ctx.pending(), received, describe);
      } else if (event.type.startsWith(AFTER_PREFIX)) {
        clock.increment(delayOf(machine, shape, event.type, describe));
      } else {
        actor.send(event);
      }
      // Effects may feed events back asynchronously; let them land before judging the state.
      await flushMicrotasks();
      const actual = actor.getSnapshot() as Snapshot;
      ctx.recordActiveStates(actual);
      assertSameState(
        actual,
        step.state,
        ctx.compareContext,
        () => `${describe()}\n  at step ${index} (${event.type})`,
      );
    }
  } finally {
    actor.stop();
  }
}

async function flushMicrotasks(): Promise<void> {
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
}

async function settleInvocation(
  event: EventObject,
  pending: Map<string, PendingInvocation>,
  received: Set<string>,
  describe: () => string,
): Promise<void> {
  const isDone = event.type.startsWith(DONE_PREFIX);
  const id = event.type.slice((isDone ? DONE_PREFIX : ERROR_PREFIX).length);
  const invocation = pending.get(id);
  if (!invocation) {
    throw new Error(
      `${describe()}\n  no running invocation '${id}' to settle; ` +
        'is the actor invoked with a string src and an explicit id?',
    );
  }
  pending.delete(id);
  received.delete(event.type);
  const payload = event as EventObject & { output?: unknown; error?: unknown };
  if (isDone) invocation.resolve(payload.output);
  else invocation.reject(payload.error);
  // A settled promise reaches the parent a few microtasks later; fake timers cannot delay this.
  for (let tick = 0; tick < 100 && !received.has(event.type); tick += 1) await Promise.resolve();
  if (!received.has(event.type)) {
    throw new Error(`${describe()}\n  '${event.type}' never reached the machine after settling '${id}'`);
  }
}

function delayOf(machine: AnyStateMachine, shape: MachineShape, eventType: string, describe: () => string): number {
  const trigger = shape.transitions.find((t) => t.eventType === eventType)?.trigger;
  const delay = trigger?.kind === 'after' ? trigger.delay : undefined;
  if (typeof delay === 'number') return delay;
  const named = typeof delay === 'string' ? (machine.implementations.delays[delay] as unknown) : undefined;
  if (typeof named === 'number') return named;
  throw new Error(`${describe()}\n  cannot replay '${eventType}': give the delay a fixed number of milliseconds`);
}

function assertSameState(actual: Snapshot, expected: Snapshot, compareContext: boolean, where: () => string): void {
  const pick = (s: Snapshot) =>
    stableStringify(
      compareContext ? { value: s.value, status: s.status, context: s.context } : { value: s.value, status: s.status },
    );
  const got = pick(actual);
  const want = pick(expected);
  if (got !== want) {
    const error = actual.status === 'error' ? `\n  actor error: ${String(actual.error)}` : '';
    throw new Error(`${where()}\n  expected ${want}\n  actual   ${got}${error}`);
  }
}
