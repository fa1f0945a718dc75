import { describe, expect, it } from 'vitest';
import { flowRegistry } from '../registry';
import { describeMachine } from '../shape/machine-shape';
import { FLOW_LANGUAGES, FLOW_PLACEHOLDERS, type Labelled, type MachineLabels } from './types';

/** The names a machine uses, by kind: what its labels file must cover. */
function namesOf(machine: (typeof flowRegistry)[number]['machine']) {
  const shape = describeMachine(machine);
  const guards = new Set<string>();
  for (const t of shape.transitions) {
    for (const part of (t.guard ?? '').split(/&&|\|\|/)) {
      const name = part
        .trim()
        .replace(/^!?\(?|\)?$/g, '')
        .replace(/^!/, '');
      if (name !== '') guards.add(name);
    }
  }
  return {
    states: shape.states.map((s) => s.path),
    events: [...new Set(shape.transitions.flatMap((t) => (t.trigger.kind === 'event' ? [t.trigger.event] : [])))],
    guards: [...guards],
    actions: [
      ...new Set([
        ...shape.states.flatMap((s) => [...s.entry, ...s.exit]),
        ...shape.transitions.flatMap((t) => t.actions),
      ]),
    ],
    actors: [...new Set(shape.states.flatMap((s) => s.invoke.map((i) => i.src)))],
  };
}

function problemsOf(entry: Labelled | undefined, where: string): string[] {
  if (!entry) return [`${where}: no label`];
  return FLOW_LANGUAGES.flatMap((language) => {
    const phrase = entry[language];
    const out: string[] = [];
    if (!phrase || phrase.label.trim() === '') out.push(`${where}: no ${language} label`);
    if (!phrase || phrase.description.trim() === '') out.push(`${where}: no ${language} description`);
    for (const [, name] of `${phrase?.label ?? ''} ${phrase?.description ?? ''}`.matchAll(/\{(\w+)\}/g)) {
      if (!(FLOW_PLACEHOLDERS as readonly string[]).includes(name ?? ''))
        out.push(`${where}: unknown placeholder {${name}} in ${language}`);
    }
    return out;
  });
}

describe('flow labels (flows/labels/<machine>.labels.ts)', () => {
  for (const flow of flowRegistry) {
    it(`${flow.name}: every state, event, guard, action and actor has a label and a description in every language`, () => {
      const names = namesOf(flow.machine);
      const labels: MachineLabels = flow.labels;
      const problems = [
        ...problemsOf(labels.flow, 'the flow'),
        ...names.states.flatMap((n) => problemsOf(labels.states[n], `state '${n}'`)),
        ...names.events.flatMap((n) => problemsOf(labels.events[n], `event '${n}'`)),
        ...names.guards.flatMap((n) => problemsOf(labels.guards[n], `guard '${n}'`)),
        ...names.actions.flatMap((n) => problemsOf(labels.actions[n], `action '${n}'`)),
        ...names.actors.flatMap((n) => problemsOf(labels.actors[n], `actor '${n}'`)),
      ];
      expect(problems, `add them to flows/labels/${flow.name}.labels.ts`).toEqual([]);
    });

    it(`${flow.name}: labels no state or event the machine does not have (a renamed one)`, () => {
      const names = namesOf(flow.machine);
      expect(Object.keys(flow.labels.states).filter((path) => !names.states.includes(path))).toEqual([]);
      expect(Object.keys(flow.labels.events).filter((event) => !names.events.includes(event))).toEqual([]);
    });
  }

  it('every registered flow has its own labels file', () => {
    expect(flowRegistry.filter((f) => f.labels === undefined).map((f) => f.name)).toEqual([]);
  });
});

describe('namesOf (what the test asks labels for)', () => {
  it('reads combined guards from their parts', () => {
    const payment = flowRegistry.find((f) => f.name === 'payment');
    expect(payment && namesOf(payment.machine).guards).toEqual(
      expect.arrayContaining(['canPayAgainAfterAbandon', 'needsPin']),
    );
    expect(payment && namesOf(payment.machine).guards).not.toContain('canPayAgainAfterAbandon && needsPin');
  });
});
