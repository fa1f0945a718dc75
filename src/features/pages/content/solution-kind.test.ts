import { describe, expect, it } from 'vitest';
import { solutionsWanted } from './solution-kind';

describe('solutionsWanted', () => {
  it('lists every solution without a kind', () => {
    expect(solutionsWanted(undefined)).toEqual({ kind: 'all' });
  });

  it('lists one kind of the schema, whatever its letter case', () => {
    expect(solutionsWanted('pos')).toEqual({ kind: 'pos' });
    expect(solutionsWanted('CCTV')).toEqual({ kind: 'cctv' });
    expect(solutionsWanted('general')).toEqual({ kind: 'general' });
  });

  it('answers no page for a kind the schema does not have', () => {
    expect(solutionsWanted('drones')).toBeNull();
    expect(solutionsWanted('')).toBeNull();
    expect(solutionsWanted('pos ')).toBeNull();
  });
});
