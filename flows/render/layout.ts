import dagre from '@dagrejs/dagre';
import type { MachineShape, ShapeState, ShapeTransition } from '../shape/machine-shape';
import { developerText, type DiagramText } from './diagram-text';
import { textWidth, wrapText } from './text-metrics';

/** Where everything of a state diagram goes; the SVG renderer only draws it. */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  /** Top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextLine {
  text: string;
  /** 'title' lines are the state name or event; 'detail' lines are secondary. */
  role: 'title' | 'detail';
}

export type NodeKind = 'state' | 'final' | 'initial' | 'anyState';

export interface LaidOutNode {
  id: string;
  kind: NodeKind;
  box: Box;
  lines: TextLine[];
}

export interface LaidOutCluster {
  path: string;
  box: Box;
  lines: TextLine[];
  depth: number;
  parallel: boolean;
}

export interface LaidOutEdge {
  id: string;
  points: Point[];
  /** Eventless and delayed transitions are drawn dashed. */
  dashed: boolean;
  label: { box: Box; lines: TextLine[] } | null;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  clusters: LaidOutCluster[];
  edges: LaidOutEdge[];
}

export const FONT = {
  stateName: 13,
  detail: 11,
  edgeLabel: 11,
  clusterTitle: 12,
} as const;

export const LINE_HEIGHT = { title: 16, detail: 14 } as const;
const STATE_PAD = { x: 14, y: 9 };
const LABEL_PAD = { x: 5, y: 3 };
const DETAIL_WRAP_CHARS = 28;
/** State names and arrow titles wrap at about this many characters (a CJK character counts two). */
const NAME_WRAP_CHARS = 18;
const EDGE_WRAP_CHARS = 16;
const MIN_STATE_WIDTH = 96;
const INITIAL_DOT = 14;
/** Room between a final state's two borders. */
export const FINAL_INSET = 4;

const CONTAINER_PAD = { x: 14, bottom: 14, headerGap: 10 };
/** Tight spacing keeps a 20-state machine about a laptop screen wide (flows/render/layout.test.ts). */
const NODE_SEP = 12;
const EDGE_SEP = 6;
const RANK_SEP = 40;

const ANY_STATE_NODE = 'any';
const stateNodeId = (path: string): string => `s:${path}`;
const initialNodeId = (path: string): string => `i:${path}`;

/** A transition drawn between two boxes of one container level. */
interface LevelEdge {
  name: string;
  transition: ShapeTransition;
  /** Every transition between the same two boxes is drawn as this one arrow, one line each. */
  merged: LevelEdge[];
  /** Paths of the boxes it connects: direct children of the level (or '' for "any state"). */
  from: string;
  to: string;
  /** Says which inner state it really leaves or enters, when that is inside a drawn container. */
  note: string | null;
}

interface Placed {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  clusters: LaidOutCluster[];
  edges: LaidOutEdge[];
}

/**
 * Lays out a machine as nested containers: each compound state's children are laid out on their
 * own (dagre, top to bottom) and the result becomes one box in its parent's layout. A transition
 * is drawn at the deepest level that holds both ends; an end inside a container attaches to that
 * container's border and the label names the inner state ("CANCEL (from dates)").
 */
export function layoutDiagram(shape: MachineShape, text: DiagramText = developerText(shape.id)): DiagramLayout {
  const edgesByLevel = new Map<string, LevelEdge[]>();
  const selfLoops = new Map<string, LevelEdge[]>();
  const merged = new Map<string, LevelEdge>();
  for (const edge of levelEdges(shape, text)) {
    // A transition that stays in its box is listed in the box, not drawn as a loop.
    if (edge.from !== '' && edge.from === edge.to) {
      selfLoops.set(edge.from, [...(selfLoops.get(edge.from) ?? []), edge]);
      continue;
    }
    const pair = `${edge.from}>${edge.to}`;
    const first = merged.get(pair);
    if (first) {
      first.merged.push(edge);
      continue;
    }
    merged.set(pair, edge);
    const level = parentPath(edge.from === '' ? edge.to : edge.from);
    const list = edgesByLevel.get(level) ?? [];
    list.push(edge);
    edgesByLevel.set(level, list);
  }
  const context: LevelContext = { edgesByLevel, selfLoops, text, shape };
  const placed = layoutLevel(shape.root, context, 16);
  return {
    width: placed.width,
    height: placed.height,
    nodes: placed.nodes,
    clusters: placed.clusters,
    edges: placed.edges,
  };
}

interface LevelContext {
  edgesByLevel: Map<string, LevelEdge[]>;
  selfLoops: Map<string, LevelEdge[]>;
  text: DiagramText;
  shape: MachineShape;
}

function layoutLevel(parent: ShapeState, context: LevelContext, margin: number): Placed {
  const { edgesByLevel, text } = context;
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({
    rankdir: 'TB',
    nodesep: NODE_SEP,
    edgesep: EDGE_SEP,
    ranksep: RANK_SEP,
    marginx: margin,
    marginy: margin,
  });

  const edges = edgesByLevel.get(parent.path) ?? [];
  const inner = new Map<string, Placed>();
  const kinds = new Map<string, { kind: NodeKind; lines: TextLine[] }>();

  if (parent.path === '' && edges.some((e) => e.from === '')) {
    const lines: TextLine[] = [{ text: text.anyState, role: 'title' }];
    g.setNode(ANY_STATE_NODE, nodeSize('anyState', lines));
    kinds.set(ANY_STATE_NODE, { kind: 'anyState', lines });
  }
  if (parent.initial !== null) {
    g.setNode(initialNodeId(parent.path), nodeSize('initial', []));
    kinds.set(initialNodeId(parent.path), { kind: 'initial', lines: [] });
    g.setEdge(initialNodeId(parent.path), stateNodeId(parent.initial), { width: 0, height: 0 }, `init:${parent.path}`);
  }
  for (const child of parent.children) {
    const lines = stateLines(child, context);
    if (child.children.length === 0) {
      const kind: NodeKind = child.kind === 'final' ? 'final' : 'state';
      g.setNode(stateNodeId(child.path), nodeSize(kind, lines));
      kinds.set(stateNodeId(child.path), { kind, lines });
      continue;
    }
    const content = layoutLevel(child, context, 0);
    inner.set(child.path, content);
    g.setNode(stateNodeId(child.path), {
      width: Math.max(content.width, headerWidth(lines)) + 2 * CONTAINER_PAD.x,
      height: headerHeight(lines) + content.height + CONTAINER_PAD.bottom,
    });
  }
  const byName = new Map<string, LevelEdge>();
  for (const edge of edges) {
    const size = labelSize(edgeLines(edge, context));
    const from = edge.from === '' ? ANY_STATE_NODE : stateNodeId(edge.from);
    g.setEdge(from, stateNodeId(edge.to), { width: size.width, height: size.height, labelpos: 'c' }, edge.name);
    byName.set(edge.name, edge);
  }

  dagre.layout(g);

  const out: Placed = {
    width: g.graph().width ?? 0,
    height: g.graph().height ?? 0,
    nodes: [],
    clusters: [],
    edges: [],
  };
  for (const [id, { kind, lines }] of kinds) out.nodes.push({ id, kind, lines, box: centeredBox(g.node(id)) });
  for (const child of parent.children) {
    const content = inner.get(child.path);
    if (!content) continue;
    const box = centeredBox(g.node(stateNodeId(child.path)));
    const lines = stateLines(child, context);
    out.clusters.push({
      path: child.path,
      lines,
      box,
      depth: child.path.split('.').length,
      parallel: child.kind === 'parallel',
    });
    // Centre the content under the header.
    const dx = box.x + (box.width - content.width) / 2;
    const dy = box.y + headerHeight(lines);
    out.nodes.push(...content.nodes.map((n) => ({ ...n, box: shift(n.box, dx, dy) })));
    out.clusters.push(...content.clusters.map((c) => ({ ...c, box: shift(c.box, dx, dy) })));
    out.edges.push(
      ...content.edges.map((e) => ({
        ...e,
        points: e.points.map((p) => ({ x: p.x + dx, y: p.y + dy })),
        label: e.label ? { ...e.label, box: shift(e.label.box, dx, dy) } : null,
      })),
    );
  }
  const labelBoxes = g.edges().flatMap((e) => {
    const data = g.edge(e);
    return data.width > 0
      ? [{ name: e.name ?? '', box: centeredBox({ x: data.x, y: data.y, width: data.width, height: data.height }) }]
      : [];
  });
  for (const e of g.edges()) {
    const data = g.edge(e);
    const obstacles = labelBoxes.filter((l) => l.name !== e.name).map((l) => l.box);
    const points = avoidLabels(
      leaveClear(
        data.points.map((p) => ({ x: p.x, y: p.y })),
        centeredBox(g.node(e.v)),
        obstacles,
      ),
      centeredBox(g.node(e.w)),
      obstacles,
    );
    const edge = byName.get(e.name ?? '');
    if (!edge) {
      out.edges.push({ id: e.name ?? '', points, dashed: false, label: null });
      continue;
    }
    const lines = edgeLines(edge, context);
    const size = labelSize(lines);
    const kinds = [edge, ...edge.merged].map((e) => e.transition.trigger.kind);
    out.edges.push({
      id: edge.name,
      points,
      dashed: kinds.every((kind) => kind === 'always' || kind === 'after'),
      label: { lines, box: { x: data.x - size.width / 2, y: data.y - size.height / 2, ...size } },
    });
  }
  return out;
}

/** Decides, for every transition and target, which two boxes of which level it connects. */
function levelEdges(shape: MachineShape, text: DiagramText): LevelEdge[] {
  const out: LevelEdge[] = [];
  const byPath = new Map(shape.states.map((s) => [s.path, s]));
  const inner = (path: string, box: string): string => {
    const state = byPath.get(path);
    return state ? text.innerName(state, relative(path, box)) : relative(path, box);
  };
  for (const t of shape.transitions) {
    const targets = t.targets.length > 0 ? t.targets : [t.source];
    for (const target of targets) {
      const name = `${t.key}>${target}`;
      if (t.source === '') {
        const to = topAncestor(target);
        out.push({
          name,
          transition: t,
          merged: [],
          from: '',
          to,
          note: to === target ? null : text.toNote(inner(target, to)),
        });
        continue;
      }
      const level = commonLevel(t.source, target);
      const from = childOnTheWay(level, t.source);
      const to = childOnTheWay(level, target);
      const notes = [
        from !== t.source ? text.fromNote(inner(t.source, from)) : null,
        to !== target ? text.toNote(inner(target, to)) : null,
      ].filter((n): n is string => n !== null);
      out.push({ name, transition: t, merged: [], from, to, note: notes.length > 0 ? notes.join(', ') : null });
    }
  }
  return out;
}

function parentPath(path: string): string {
  const cut = path.lastIndexOf('.');
  return cut < 0 ? '' : path.slice(0, cut);
}

function topAncestor(path: string): string {
  return path.split('.')[0] ?? path;
}

/** The deepest state strictly containing both paths ('' for the root). */
function commonLevel(a: string, b: string): string {
  const pa = parentPath(a).split('.');
  const pb = parentPath(b).split('.');
  const common: string[] = [];
  for (let i = 0; i < pa.length && pa[i] === pb[i] && pa[i] !== ''; i += 1) common.push(pa[i] ?? '');
  return common.join('.');
}

/** The child of `level` that is `path` or contains it. */
function childOnTheWay(level: string, path: string): string {
  const depth = level === '' ? 1 : level.split('.').length + 1;
  return path.split('.').slice(0, depth).join('.');
}

function relative(path: string, ancestor: string): string {
  return path.slice(ancestor.length + 1);
}

function shift(box: Box, dx: number, dy: number): Box {
  return { ...box, x: box.x + dx, y: box.y + dy };
}

function stateLines(state: ShapeState, context: LevelContext): TextLine[] {
  const { text, shape } = context;
  const detail = (line: string): TextLine[] =>
    wrapText(line, DETAIL_WRAP_CHARS).map((t) => ({ text: t, role: 'detail' as const }));
  const loops = (context.selfLoops.get(state.path) ?? []).flatMap((edge) =>
    detail(text.selfLoop(edgeTitle(edge, text, shape))),
  );
  return [
    ...wrapText(text.stateName(state), NAME_WRAP_CHARS).map((t) => ({ text: t, role: 'title' as const })),
    ...text.stateDetails(state).flatMap(detail),
    ...loops,
  ];
}

function edgeTitle(edge: LevelEdge, text: DiagramText, shape: MachineShape): string {
  const title = text.transitionTitle(edge.transition, shape.transitions);
  return edge.note ? `${title} (${edge.note})` : title;
}

function edgeLines(edge: LevelEdge, context: LevelContext): TextLine[] {
  const { text, shape } = context;
  return [edge, ...edge.merged].flatMap((e) => {
    const actions = text.transitionDetails(e.transition).flatMap((line) => wrapText(line, DETAIL_WRAP_CHARS));
    return [
      ...wrapText(edgeTitle(e, text, shape), EDGE_WRAP_CHARS).map((t) => ({ text: t, role: 'title' as const })),
      ...actions.map((t) => ({ text: t, role: 'detail' as const })),
    ];
  });
}

export function linesHeight(lines: TextLine[]): number {
  return lines.reduce((sum, line) => sum + LINE_HEIGHT[line.role], 0);
}

function linesWidth(lines: TextLine[], titleFont: number, titleBold: boolean, detailFont: number): number {
  return Math.max(
    0,
    ...lines.map((line) =>
      line.role === 'title' ? textWidth(line.text, titleFont, titleBold) : textWidth(line.text, detailFont),
    ),
  );
}

function nodeSize(kind: NodeKind, lines: TextLine[]): { width: number; height: number } {
  if (kind === 'initial') return { width: INITIAL_DOT, height: INITIAL_DOT };
  const inset = kind === 'final' ? FINAL_INSET : 0;
  return {
    width:
      Math.max(MIN_STATE_WIDTH, linesWidth(lines, FONT.stateName, true, FONT.detail) + 2 * STATE_PAD.x) + 2 * inset,
    height: linesHeight(lines) + 2 * STATE_PAD.y + 2 * inset,
  };
}

function labelSize(lines: TextLine[]): { width: number; height: number } {
  return {
    width: linesWidth(lines, FONT.edgeLabel, false, FONT.detail) + 2 * LABEL_PAD.x,
    height: linesHeight(lines) + 2 * LABEL_PAD.y,
  };
}

function headerWidth(lines: TextLine[]): number {
  return linesWidth(lines, FONT.clusterTitle, true, FONT.detail) + 2 * STATE_PAD.x;
}

function headerHeight(lines: TextLine[]): number {
  return linesHeight(lines) + CONTAINER_PAD.headerGap;
}

function centeredBox(node: { x: number; y: number; width: number; height: number }): Box {
  return { x: node.x - node.width / 2, y: node.y - node.height / 2, width: node.width, height: node.height };
}

/** Points of a box's border an arrow may attach to: along its top or bottom, and the middle of each side. */
function borderPoints(box: Box, edge: 'top' | 'bottom'): Point[] {
  const y = edge === 'top' ? box.y : box.y + box.height;
  const inset = Math.min(12, box.width / 4);
  const xs = [0.5, 0.25, 0.75, 0, 1].map((f) => box.x + inset + f * (box.width - 2 * inset));
  return [
    ...xs.map((x) => ({ x, y })),
    { x: box.x, y: box.y + box.height / 2 },
    { x: box.x + box.width, y: box.y + box.height / 2 },
  ];
}

/**
 * dagre runs the last stretch of an edge straight from its final bend to the target, which can cut
 * under a neighbouring edge label. When it does, enter the target at another point of its border
 * (or drop vertically first and enter from just above it), if that way is clear.
 */
function avoidLabels(points: Point[], target: Box, labels: Box[]): Point[] {
  const end = points[points.length - 1];
  const bend = points[points.length - 2];
  if (!end || !bend || points.length < 2) return points;
  const blocked = (a: Point, b: Point): boolean => labels.some((box) => segmentHitsBox(a, b, box));
  if (!blocked(bend, end)) return points;
  const entry = borderPoints(target, bend.y <= target.y ? 'top' : 'bottom').find((p) => !blocked(bend, p));
  if (entry) return [...points.slice(0, -1), entry];
  const approach = { x: bend.x, y: target.y - 12 };
  if (points.length < 3 || approach.y <= bend.y || blocked(bend, approach) || blocked(approach, end)) return points;
  return [...points.slice(0, -1), approach, end];
}

/**
 * dagre starts an edge where the line from the source's centre meets its border, which can cut
 * through a neighbouring label. When it does, start from another point of the border that gives a
 * clear first segment.
 */
function leaveClear(points: Point[], source: Box, labels: Box[]): Point[] {
  const [start, next] = points;
  if (!start || !next || points.length < 2) return points;
  const blocked = (a: Point, b: Point): boolean => labels.some((box) => segmentHitsBox(a, b, box));
  if (!blocked(start, next)) return points;
  const clear = borderPoints(source, next.y >= source.y + source.height ? 'bottom' : 'top').find(
    (c) => !blocked(c, next),
  );
  return clear ? [clear, ...points.slice(1)] : points;
}

/** Liang–Barsky: does the segment a-b pass through the box? */
export function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: Array<[number, number]> = [
    [-dx, a.x - box.x],
    [dx, box.x + box.width - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}
