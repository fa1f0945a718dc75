// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowRegistry } from '../registry';
import { DIAGRAM_VIEWS, diagramText } from './diagram-text';
import { flowShape } from './flow-document';
import { layoutDiagram, segmentHitsBox, type Box } from './layout';
import { mermaidId } from './mermaid';

const diagramsDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'diagrams');

/** A laptop screen's width: a diagram of up to ~20 states must fit it at 100 %. */
const LAPTOP_WIDTH = 1366;
/**
 * dagre places arrow labels well but now and then routes a long arrow across another's label
 * (the label's white background keeps both readable). The small machines of
 * flows/render/svg.test.ts must have none; the registered ones stay at or under this.
 */
const MAX_EDGES_UNDER_LABELS = 5;

interface MermaidNode {
  id: string;
  label?: string;
  parentId?: string;
}
type MermaidApi = {
  initialize(config: object): void;
  parse(text: string): Promise<unknown>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: { getData(): { nodes: MermaidNode[] } } }> };
};
let mermaid: MermaidApi;

beforeAll(async () => {
  mermaid = (await import('mermaid')).default as unknown as MermaidApi;
  mermaid.initialize({ startOnLoad: false });
});

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Mermaid files (flows/diagrams/*.mmd)', () => {
  const files = readdirSync(diagramsDir).filter((name) => name.endsWith('.mmd'));

  it('there is one per flow and view', () => {
    expect(files).toHaveLength(flowRegistry.length * DIAGRAM_VIEWS.length);
  });

  for (const file of files) {
    it(`${file}: Mermaid's own parser accepts it and every state shows its name`, async () => {
      const text = readFileSync(join(diagramsDir, file), 'utf8');
      await expect(mermaid.parse(text)).resolves.toBeTruthy();
      const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
      // What Mermaid draws: one node per state, labelled with what its box shows.
      const nodes = diagram.db.getData().nodes;
      const flow = flowRegistry.find((f) => file.startsWith(`${f.name}.`));
      const view = DIAGRAM_VIEWS.find((v) => file.endsWith(`.${v}.mmd`)) ?? 'en-gb';
      expect(flow).toBeDefined();
      if (!flow) return;
      const words = diagramText(flow, view);
      const shape = flowShape(flow);
      const stateIds = new Set(shape.states.map((s) => mermaidId(s.path)));
      for (const state of shape.states) {
        const drawn = nodes.filter((n) => n.id === mermaidId(state.path));
        expect(drawn, `${file}: ${state.path} is drawn once`).toHaveLength(1);
        expect(drawn[0]?.label?.replace(/#58;/g, ':'), `${file}: ${state.path} shows its name`).toBe(
          words.stateName(state),
        );
        const parent = state.path.includes('.')
          ? mermaidId(state.path.slice(0, state.path.lastIndexOf('.')))
          : undefined;
        // The regions of a parallel state are Mermaid 'divider' nodes inside it.
        const byId = new Map(nodes.map((n) => [n.id, n]));
        let drawnParent = drawn[0]?.parentId;
        while (drawnParent !== undefined && !stateIds.has(drawnParent)) drawnParent = byId.get(drawnParent)?.parentId;
        expect(drawnParent, `${file}: ${state.path} sits in its parent`).toBe(parent);
      }
      // Nothing else but Mermaid's own start and end markers and the regions of parallel states.
      const known = new Set([...shape.states.map((s) => mermaidId(s.path)), 'any_state']);
      expect(
        nodes.filter((n) => !known.has(n.id) && !/_(start|end)\d*$|^divider-|^id-/.test(n.id)).map((n) => n.id),
      ).toEqual([]);
    });
  }
});

describe('SVG layouts', () => {
  for (const flow of flowRegistry) {
    for (const view of DIAGRAM_VIEWS) {
      it(`${flow.name} (${view}): no state or label overlaps, at most ${MAX_EDGES_UNDER_LABELS} edges pass under a label, self-loops are listed in their state`, () => {
        const shape = flowShape(flow);
        const text = diagramText(flow, view);
        const layout = layoutDiagram(shape, text);
        const boxes = [
          ...layout.nodes.map((n) => ({ what: `state ${n.id}`, box: n.box })),
          ...layout.edges.flatMap((e) => (e.label ? [{ what: `label ${e.id}`, box: e.label.box }] : [])),
        ];
        const clashes: string[] = [];
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => overlaps(a.box, b.box) && clashes.push(`${a.what} / ${b.what}`)),
        );
        expect(clashes).toEqual([]);
        const under: string[] = [];
        for (const edge of layout.edges) {
          for (const other of layout.edges) {
            if (other === edge || !other.label) continue;
            const labelBox = other.label.box;
            edge.points.slice(1).forEach((p, i) => {
              const from = edge.points[i];
              if (from && segmentHitsBox(from, p, labelBox)) under.push(`edge ${edge.id} under label ${other.id}`);
            });
          }
        }
        expect(under.length, under.join('\n')).toBeLessThanOrEqual(MAX_EDGES_UNDER_LABELS);
        // A transition that stays in its state is a '↻' line of that state, never a loop of arrows.
        for (const t of shape.transitions.filter(
          (t) => t.targets.length === 0 && shape.states.some((s) => s.path === t.source && s.children.length === 0),
        )) {
          const node = layout.nodes.find((n) => n.id === `s:${t.source}`);
          expect(node?.lines.some((line) => line.text.startsWith('↻'))).toBe(true);
        }
        for (const edge of layout.edges) {
          const first = edge.points[0];
          const last = edge.points[edge.points.length - 1];
          expect(first && last && Math.hypot(first.x - last.x, first.y - last.y) > 1).toBe(true);
        }
      });
    }

    for (const view of ['en-gb', 'zh-hans'] as const) {
      it(`${flow.name} (${view}): fits a laptop screen's width (${LAPTOP_WIDTH} px) at 100 %`, () => {
        const layout = layoutDiagram(flowShape(flow), diagramText(flow, view));
        expect(flowShape(flow).states.length).toBeLessThanOrEqual(20);
        expect(layout.width).toBeLessThanOrEqual(LAPTOP_WIDTH);
      });
    }
  }
});
