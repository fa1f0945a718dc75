import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from './session.machine';

export interface FlowEntry {
  /** File name stem for flows/diagrams/<name>.{mmd,json,svg}. */
  name: string;
  machine: AnyStateMachine;
  /** One sentence for analysts; shown under the diagram title. */
  description: string;
}

/** Every flow machine that gets exported as diagrams (`npm run flows:export`). Add one line per machine. */
export const flowRegistry: readonly FlowEntry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    description: 'Customer session: restore a stored token, auto-login, login, logout and expiry on HTTP 401.',
  },
];
