import {
  createMachine,
  fromPromise,
  initialTransition,
  pathToStateValue,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { allStateNodes, describeMachine, pathOf, type ShapeTransition } from '../shape/machine-shape';

/**
 * Play a flow step by step on the real machine definition (the gallery's play mode).
 *
 * The analyst, not the context, decides every guard: each guarded alternative is its own choice,
 * and the machine is run with guards answering as that choice needs. Effects are stubbed: every
 * named action does nothing and no actor starts (xstate's pure `transition`), so the states entered,
 * the order of alternatives, `after` delays and nested or parallel states are xstate's own.
 *
 * Eventless (`always`) arrows would be taken before the analyst could choose among them, so the
 * played copy of the machine listens for them as an event (PLAY_AUTOMATIC); each is offered as a
 * step of its own, 'Automatically, if ...'.
 */

export const PLAY_AUTOMATIC = 'play.automatically';

/** One thing the analyst can do in the current step: take one transition of the machine. */
export interface PlayOption {
  /** Index of the transition in `describeMachine(machine).transitions` (what the shared link holds). */
  index: number;
  transition: ShapeTransition;
}

export interface PlayStep {
  /** The transition taken (its index in the machine's shape). */
  index: number;
  transition: ShapeTransition;
  /** The states active after it. */
  active: string[];
}

export interface PlayResult {
  /** The states active at the start. */
  start: string[];
  steps: PlayStep[];
  /** The states active now: every active state's path, outermost first. */
  active: string[];
  /** What may happen next (empty once the flow has ended). */
  options: PlayOption[];
  ended: boolean;
  /** The first index of the requested path that could not be played (a stale link), or null. */
  rejected: number | null;
}

interface PlayMachine {
  machine: AnyStateMachine;
  transitions: ShapeTransition[];
  /** Shape key -> index in `transitions`. */
  indexOf: Map<string, number>;
  /** The guard names the machine's guards answer from (set before each step). */
  trueGuards: Set<string>;
}

/**
 * What the played machine's context, answers and event fields read as: anything, without throwing.
 * The play decides guards itself and runs no effect, so the values are never used; a `params` or
 * `input` function that reads them only has to run.
 */
const anything: unknown = new Proxy(function anything() {}, {
  get: (_target, key) => {
    if (key === 'then') return undefined;
    if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => '';
    if (key === Symbol.iterator) return function* empty() {};
    if (key === 'length') return 0;
    return anything;
  },
  apply: () => anything,
});

const anyObject = (fields: Record<string, unknown>): Record<string, unknown> =>
  new Proxy(fields, { get: (target, key) => (typeof key === 'string' && key in target ? target[key] : anything) });

const cache = new WeakMap<AnyStateMachine, PlayMachine>();

type StateConfig = Record<string, unknown> & { states?: Record<string, StateConfig> };

/** The machine's config with every `always` turned into a PLAY_AUTOMATIC transition. */
function withAutomaticEvent(config: StateConfig): StateConfig {
  const { always, on, states, ...rest } = config;
  const out: StateConfig = { ...rest };
  if (always !== undefined) out.on = { ...(on as object | undefined), [PLAY_AUTOMATIC]: always };
  else if (on !== undefined) out.on = on;
  if (states) out.states = Object.fromEntries(Object.entries(states).map(([k, s]) => [k, withAutomaticEvent(s)]));
  return out;
}

function playMachineOf(machine: AnyStateMachine): PlayMachine {
  const known = cache.get(machine);
  if (known) return known;
  const trueGuards = new Set<string>();
  const implementations = machine.implementations;
  const guardNames = Object.keys(implementations.guards);
  const actionNames = Object.keys(implementations.actions);
  const config = { ...withAutomaticEvent(machine.config as StateConfig), context: anyObject({}) };
  const inert = fromPromise(() => new Promise<never>(() => undefined));
  const played = createMachine(
    config as never,
    {
      ...implementations,
      actors: Object.fromEntries(Object.keys(implementations.actors).map((name) => [name, inert])),
      guards: Object.fromEntries(guardNames.map((name) => [name, () => trueGuards.has(name)])),
      actions: Object.fromEntries(actionNames.map((name) => [name, () => undefined])),
    } as never,
  ) as AnyStateMachine;
  const transitions = describeMachine(machine).transitions;
  const entry: PlayMachine = {
    machine: played,
    transitions,
    indexOf: new Map(transitions.map((t, i) => [t.key, i])),
    trueGuards,
  };
  cache.set(machine, entry);
  return entry;
}

/** The shape key of a transition of the played copy (PLAY_AUTOMATIC is the original `always`). */
const shapeKey = (node: AnyStateNode, descriptor: string, index: number): string =>
  `${pathOf(node)}|${descriptor === PLAY_AUTOMATIC ? '' : descriptor}|${index}`;

/** The guard names a guard reference reads (and/or/not are read through their parts). */
function guardAtoms(guard: unknown, into: Set<string>): Set<string> {
  if (typeof guard === 'string') into.add(guard);
  else if (guard !== null && (typeof guard === 'object' || typeof guard === 'function')) {
    const ref = guard as { type?: unknown; guards?: unknown };
    if (Array.isArray(ref.guards)) ref.guards.forEach((g) => guardAtoms(g, into));
    else if (typeof ref.type === 'string') into.add(ref.type);
  }
  return into;
}

function guardHolds(guard: unknown, truths: Set<string>): boolean {
  if (guard === undefined) return true;
  if (typeof guard === 'string') return truths.has(guard);
  if (guard === null || (typeof guard !== 'object' && typeof guard !== 'function')) return false;
  const ref = guard as { type?: unknown; guards?: unknown; name?: unknown };
  if (Array.isArray(ref.guards)) {
    const parts = ref.guards.map((g) => guardHolds(g, truths));
    if (ref.name === 'and') return parts.every(Boolean);
    if (ref.name === 'or') return parts.some(Boolean);
    if (ref.name === 'not') return !parts[0];
    return false;
  }
  return typeof ref.type === 'string' && truths.has(ref.type);
}

function activeNodes(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return allStateNodes(machine).filter((node) => snapshot.matches(pathToStateValue(node.path) as never));
}

/** The ancestors of each active leaf, leaf first, as xstate looks for an event's transition. */
function leafChains(nodes: AnyStateNode[]): AnyStateNode[][] {
  return nodes
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((leaf) => {
      const chain: AnyStateNode[] = [];
      for (let n: AnyStateNode | undefined = leaf; n; n = n.parent) chain.push(n);
      return chain;
    });
}

/**
 * The guard answers under which xstate takes this transition (node's `descriptor` list, position
 * `index`) for its event, or null when no answers would (another transition always comes first).
 */
function guardsToTake(
  chains: AnyStateNode[][],
  node: AnyStateNode,
  descriptor: string,
  index: number,
): Set<string> | null {
  const relevant = chains.filter((chain) => chain.includes(node));
  const atoms = new Set<string>();
  for (const chain of relevant)
    for (const n of chain) for (const t of n.transitions.get(descriptor) ?? []) guardAtoms(t.guard, atoms);
  const names = [...atoms].slice(0, 12);
  for (let mask = 0; mask < 1 << names.length; mask++) {
    const truths = new Set(names.filter((_, bit) => mask & (1 << bit)));
    for (const chain of relevant) {
      let picked: [AnyStateNode, number] | null = null;
      for (const n of chain) {
        const found = (n.transitions.get(descriptor) ?? []).findIndex((t) => guardHolds(t.guard, truths));
        if (found >= 0) {
          picked = [n, found];
          break;
        }
      }
      if (picked && picked[0] === node && picked[1] === index) return truths;
    }
  }
  return null;
}

function eventOf(descriptor: string): EventObject {
  // An answer's content does not matter: its guards are the analyst's choice and its actions are stubbed.
  return anyObject({ type: descriptor }) as unknown as EventObject;
}

interface Candidate {
  index: number;
  descriptor: string;
  truths: Set<string>;
}

function candidates(play: PlayMachine, snapshot: AnyMachineSnapshot): Candidate[] {
  if (snapshot.status !== 'active') return [];
  const nodes = [play.machine.root, ...activeNodes(play.machine, snapshot)];
  const chains = leafChains(nodes);
  const out: Candidate[] = [];
  for (const node of nodes) {
    for (const [descriptor, list] of node.transitions) {
      // The machine raises these itself when a composite's last step is reached.
      if (descriptor.startsWith('xstate.done.state.') || descriptor.includes('*')) continue;
      list.forEach((_, i) => {
        const index = play.indexOf.get(shapeKey(node, descriptor, i));
        if (index === undefined) return;
        const truths = guardsToTake(chains, node, descriptor, i);
        if (truths) out.push({ index, descriptor, truths });
      });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

function activePaths(play: PlayMachine, snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(play.machine, snapshot).map(pathOf);
}

/**
 * Plays `path` (transition indices) from the start. `allowed` limits the transitions offered (a
 * tenant's flow leaves some out); a step that is not offered ends the replay (`rejected`).
 */
export function playFlow(
  machine: AnyStateMachine,
  path: readonly number[],
  allowed: (transition: ShapeTransition) => boolean = () => true,
): PlayResult {
  const play = playMachineOf(machine);
  play.trueGuards.clear();
  let [snapshot] = initialTransition(play.machine, undefined);
  const start = activePaths(play, snapshot);
  const steps: PlayStep[] = [];
  let rejected: number | null = null;
  const offered = (s: AnyMachineSnapshot) =>
    candidates(play, s).filter((c) => allowed(play.transitions[c.index] as ShapeTransition));
  for (const index of path) {
    const choice = offered(snapshot).find((c) => c.index === index);
    if (!choice) {
      rejected = index;
      break;
    }
    play.trueGuards.clear();
    choice.truths.forEach((g) => play.trueGuards.add(g));
    try {
      [snapshot] = transition(play.machine, snapshot, eventOf(choice.descriptor));
    } finally {
      play.trueGuards.clear();
    }
    steps.push({
      index,
      transition: play.transitions[index] as ShapeTransition,
      active: activePaths(play, snapshot),
    });
  }
  const ended = snapshot.status !== 'active';
  return {
    start,
    steps,
    active: ended ? (steps.at(-1)?.active ?? start) : activePaths(play, snapshot),
    options: ended
      ? []
      : offered(snapshot).map((c) => ({ index: c.index, transition: play.transitions[c.index] as ShapeTransition })),
    ended,
    rejected,
  };
}
