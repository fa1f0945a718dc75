import { expect } from 'vitest';
import type { ModelWalkReport } from './model-walk';

/** Every model-based test ends the same way: the walk reached every state and took every transition. */
export function expectFullCoverage(report: ModelWalkReport): void {
  console.log(report.line);
  expect(report.states.missing).toEqual([]);
  expect(report.transitions.missing).toEqual([]);
  expect(report.states.covered).toBe(report.states.total);
  expect(report.transitions.covered).toBe(report.transitions.total);
}
