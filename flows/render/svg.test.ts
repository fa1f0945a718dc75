// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { describeMachine, triggerLabel, type MachineShape } from '../shape/machine-shape';
import { sessionMachine } from '../accounts/session.machine';
import { layoutDiagram, segmentHitsBox, type Box } from './layout';
import { escapeXml, renderSvg } from './svg';
import { bookingLikeMachine } from './test-machines';

function render(shape: MachineShape): string {
  return renderSvg(layoutDiagram(shape), { title: shape.id, subtitle: 'A test subtitle & more' });
}

function textsOf(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '');
}

/** Every text of the SVG, lines joined with spaces, so wrapped labels read whole. */
function joinedText(svg: string): string {
  return textsOf(svg).join(' ');
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('renderSvg', () => {
  for (const machine of [sessionMachine, bookingLikeMachine]) {
    const shape = describeMachine(machine);

    it(`${machine.id}: is well-formed and shows every state name and every transition label`, () => {
      const texts = textsOf(render(shape));
      const joined = joinedText(render(shape));
      for (const state of shape.states) expect(joined).toContain(state.key);
      for (const t of shape.transitions) {
        const label = t.guard ? `${triggerLabel(t.trigger)} [${t.guard}]` : triggerLabel(t.trigger);
        expect(joined).toContain(label);
      }
      expect(texts).toContain(machine.id);
      expect(texts).toContain('A test subtitle & more');
    });

    it(`${machine.id}: is byte-identical when rendered twice`, () => {
      expect(render(describeMachine(machine))).toBe(render(shape));
    });

    it(`${machine.id}: keeps states and labels apart and every edge clear of other labels`, () => {
      const layout = layoutDiagram(shape);
      const boxes = [
        ...layout.nodes.map((n) => ({ what: `state ${n.id}`, box: n.box })),
        ...layout.edges.flatMap((e) => (e.label ? [{ what: `label ${e.id}`, box: e.label.box }] : [])),
      ];
      const clashes: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          if (overlaps(a.box, b.box)) clashes.push(`${a.what} / ${b.what}`);
        }),
      );
      for (const edge of layout.edges) {
        for (const other of layout.edges) {
          if (other === edge || !other.label) continue;
          const labelBox = other.label.box;
          edge.points.slice(1).forEach((p, i) => {
            const from = edge.points[i];
            if (from && segmentHitsBox(from, p, labelBox)) clashes.push(`edge ${edge.id} under label ${other.id}`);
          });
        }
      }
      expect(clashes).toEqual([]);
      for (const { box } of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
      }
    });
  }

  it('draws final states with a double border, containers for compound states and an arrowhead on edges', () => {
    const svg = render(describeMachine(bookingLikeMachine));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelectorAll('g.state[data-state="finished"] rect')).toHaveLength(2);
    expect(doc.querySelectorAll('g.state[data-state="paying"] rect')).toHaveLength(1);
    expect([...doc.querySelectorAll('g.cluster')].map((g) => g.getAttribute('data-state'))).toEqual([
      'choosing',
      'confirming',
      'confirming.ticket',
      'confirming.mail',
    ]);
    expect(doc.querySelectorAll('circle.initial').length).toBe(4);
    const edges = [...doc.querySelectorAll('path.edge')];
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) expect(edge.getAttribute('marker-end')).toBe('url(#arrow)');
    expect(textsOf(svg)).toContain('CANCEL');
  });

  it('names the inner state when an edge attaches to a container', () => {
    const joined = joinedText(render(describeMachine(bookingLikeMachine)));
    expect(joined).toContain('CANCEL (from dates)');
    expect(textsOf(render(describeMachine(bookingLikeMachine)))).toContain('CANCEL');
  });

  it('escapes XML in text', () => {
    expect(escapeXml(`a<b & "c" 'd'>`)).toBe('a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;');
  });
});
