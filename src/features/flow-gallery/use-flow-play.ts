import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { flowRegistry } from '../../../flows/registry';
import { playFlow, type PlayResult } from '../../../flows/render/play';
import { allStateNodes, pathOf, type ShapeTransition } from '../../../flows/shape/machine-shape';
import type { FlowDocumentResponse } from '../../generated/api/flow-document.response';

/** The query that holds a played path: `?play=` (play mode, at the start) or `?play=3-7-12`. */
export const PLAY_PARAM = 'play';

type DocTransition = FlowDocumentResponse['transitions'][number];

const transitionKey = (t: { source: string; event: string; guard: string | null; targets: readonly string[] }) =>
  `${t.source}|${t.event}|${t.guard ?? ''}|${t.targets.join(',')}`;
const shapeKey = (t: ShapeTransition) =>
  transitionKey({ source: t.source, event: t.label, guard: t.guard, targets: t.targets });

export function parsePlayPath(value: string | null): number[] {
  if (!value) return [];
  return value
    .split('-')
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n >= 0);
}

export interface PlayView {
  result: PlayResult;
  /** The flow document's arrow a transition of the play is (its words in every language). */
  arrowOf: (t: ShapeTransition) => DocTransition | undefined;
}

/**
 * Play mode of the diagram screen: the path is in the URL (`?play=`), so the address is the link
 * to share. The flow is played on its own machine (flows/render/play.ts), limited to the arrows the
 * site's flow document has (its configuration may leave some out).
 */
export function useFlowPlay(flow: string, doc: FlowDocumentResponse | null) {
  const [search, setSearch] = useSearchParams();
  const playing = search.has(PLAY_PARAM);
  const path = useMemo(() => parsePlayPath(search.get(PLAY_PARAM)), [search]);
  const machine = flowRegistry.find((entry) => entry.name === flow)?.machine ?? null;

  const view = useMemo<PlayView | null>(() => {
    if (!playing || !machine || !doc) return null;
    const arrows = new Map(doc.transitions.map((t) => [transitionKey(t), t]));
    const arrowOf = (t: ShapeTransition) => arrows.get(shapeKey(t));
    return { result: playFlow(machine, path, (t) => arrowOf(t) !== undefined), arrowOf };
  }, [playing, machine, doc, path]);

  const setPath = useCallback(
    (next: readonly number[] | null) => {
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next === null) params.delete(PLAY_PARAM);
        else params.set(PLAY_PARAM, next.join('-'));
        return params;
      });
    },
    [setSearch],
  );

  const played = view ? view.result.steps.map((s) => s.index) : [];
  return {
    /** Can this flow be played here (its machine is known to the app)? */
    available: machine !== null,
    playing,
    view,
    start: () => setPath([]),
    stop: () => setPath(null),
    take: (index: number) => setPath([...played, index]),
    /** Back to the state after step `count` (0: the start). */
    backTo: (count: number) => setPath(played.slice(0, count)),
  };
}

/**
 * The flows a step of `flow` runs: the registered flows whose machine is the actor the step
 * invokes (booking's 'Paying' runs the payment flow).
 */
export function flowsRunBy(flow: string, statePath: string): string[] {
  const machine = flowRegistry.find((entry) => entry.name === flow)?.machine;
  if (!machine) return [];
  const node = allStateNodes(machine).find((n) => pathOf(n) === statePath);
  const actors = machine.implementations.actors as Record<string, unknown>;
  return (node?.invoke ?? []).flatMap((invoke) => {
    const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src;
    return flowRegistry.filter((entry) => entry.machine === logic).map((entry) => entry.name);
  });
}
