import { describe, expect, it } from 'vitest';
import { flowRegistry } from '../registry';
import { describeMachine } from '../shape/machine-shape';
import { mainOutcome, pathStories } from './stories';

const entry = (name: string) => {
  const found = flowRegistry.find((f) => f.name === name);
  if (!found) throw new Error(name);
  return found;
};
const storiesOf = (name: string) => {
  const f = entry(name);
  return pathStories({ name: f.name, labels: f.labels }, describeMachine(f.machine));
};

describe('path stories tell the main path first', () => {
  it("booking's first story is the paid way to Booked", () => {
    const [first] = storiesOf('booking');
    expect(first?.state).toBe('succeeded');
    const steps = first?.steps['en-gb'] ?? [];
    expect(steps.at(-1)).toMatch(/→ Booked$/);
    expect(steps.some((step) => /→ Paying$/.test(step))).toBe(true);
    expect(steps.join('\n')).not.toMatch(/Confirming free booking/);
  });

  it("payment's first story ends Paid, not at the gateway redirect", () => {
    expect(storiesOf('payment')[0]?.state).toBe('approved');
  });

  it('every flow with a success end tells it first; the others start at the start', () => {
    for (const f of flowRegistry) {
      const shape = describeMachine(f.machine);
      const stories = pathStories({ name: f.name, labels: f.labels }, shape);
      const main = mainOutcome(shape);
      if (main !== null && stories.some((s) => s.state === main)) expect(stories[0]?.state, f.name).toBe(main);
      // Every story is still there once.
      expect(new Set(stories.map((s) => s.state)).size, f.name).toBe(stories.length);
    }
  });
});
