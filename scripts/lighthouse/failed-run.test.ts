import { describe, expect, it } from 'vitest';
import { failedRunReason } from './failed-run';

describe('failedRunReason', () => {
  it('keeps a run with a performance score, even a score of 0', () => {
    expect(failedRunReason({ categories: { performance: { score: 0.95 } } })).toBeNull();
    expect(failedRunReason({ categories: { performance: { score: 0 } } })).toBeNull();
  });

  it('discards a run Lighthouse failed, naming its error', () => {
    expect(
      failedRunReason({
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
        categories: { performance: { score: null } },
      }),
    ).toBe('Lighthouse failed: NO_FCP The page did not paint any content.');
  });

  it('discards a run with no performance score', () => {
    expect(failedRunReason({ categories: { performance: { score: null } } })).toBe(
      'Lighthouse gave no performance score',
    );
    expect(failedRunReason({ categories: {} })).toBe('Lighthouse gave no performance score');
  });
});
