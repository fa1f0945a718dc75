import { describe, expect, it } from 'vitest';
import { describeMachine } from '../shape/machine-shape';
import { sessionMachine } from '../accounts/session.machine';
import { toMermaid } from './mermaid';
import { bookingLikeMachine } from './test-machines';

/** Mermaid decodes `#58;` back to a colon when it renders. */
const rendered = (source: string): string => source.replace(/#58;/g, ':');

describe('toMermaid', () => {
  const session = toMermaid(describeMachine(sessionMachine), {
    title: 'session',
    source: 'flows/accounts/session.machine.ts',
  });

  it('writes a stateDiagram-v2 with the initial state and every transition labelled', () => {
    const lines = session.split('\n');
    expect(lines.slice(0, 2)).toEqual(['---', 'title: "session"']);
    // ELK places every arrow's label apart (docs/flows.md#mermaid-exports).
    expect(lines.slice(2, 4)).toEqual(['config:', '  layout: elk']);
    expect(lines.slice(7, 9)).toEqual(['---', 'stateDiagram-v2']);
    expect(lines).toContain('  [*] --> restoring');
    expect(lines).toContain('  restoring --> checkingVersion : always [hasStoredToken]');
    expect(lines).toContain('  loggedOut --> loadingUserInfo : LOGIN_SUCCEEDED');
    expect(lines).toContain('  expired --> loggedOut : after 1000ms');
    expect(rendered(session)).toContain('  loadingUserInfo --> loggedIn : done: loadUserInfo');
    // Two ways from one state to the same other: one arrow, a line for each (Mermaid would stack
    // two arrows' labels on one path).
    expect(rendered(session)).toContain('  loggingOut --> loggedOut : done: logout<br/>error: logout');
    expect(session.split('\n').filter((line) => line.startsWith('  loggingOut --> loggedOut'))).toHaveLength(1);
    expect(lines).toContain('  state "checkingVersion" as checkingVersion');
  });

  it('declares every state with its name and gives it no description line (Mermaid would show that instead)', () => {
    const shape = describeMachine(sessionMachine);
    for (const state of shape.states) expect(session).toContain(`state "${state.key}" as ${state.path}`);
    expect(session.split('\n').filter((line) => /^\s*\w+ : /.test(line))).toEqual([]);
  });

  it('never puts a raw colon or semicolon in a label (Mermaid would cut it there)', () => {
    for (const line of session.split('\n').filter((l) => l.includes(' : '))) {
      // Mermaid swaps entities like `#58;` out before it parses, so only the rest must be clean.
      const label = line.slice(line.indexOf(' : ') + 3).replace(/#\w+;/g, '');
      expect(label).not.toMatch(/[:;]/);
    }
  });

  it('nests compound states, separates parallel regions and marks final states', () => {
    const text = rendered(toMermaid(describeMachine(bookingLikeMachine), { title: 'bookingLike' }));
    expect(text).toContain('  state choosing {\n    [*] --> choosing__site\n');
    expect(text).toContain('    choosing__dates --> choosing__done : NEXT');
    expect(text).toContain('    choosing__done --> [*]');
    expect(text).toMatch(/state confirming \{[\s\S]*\n {4}--\n[\s\S]*\}/);
    expect(text).toContain('      confirming__mail__sending --> confirming__mail__sent : after 500ms');
    expect(text).toContain('  paying --> choosing : error: pay [canRetry]');
    expect(text).toContain('  state "any state" as any_state');
    expect(text).toContain('  any_state --> choosing : RESET');
    expect(text).toContain('  finished --> [*]');
  });

  it('is deterministic', () => {
    expect(
      toMermaid(describeMachine(sessionMachine), { title: 'session', source: 'flows/accounts/session.machine.ts' }),
    ).toBe(session);
  });
});
