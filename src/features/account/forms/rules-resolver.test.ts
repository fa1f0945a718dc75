import { describe, expect, it } from 'vitest';
import { rulesResolver } from './rules-resolver';

interface Names {
  first: string;
  last: string;
}

const resolver = rulesResolver<Names>((v) => ({
  first: v.first.trim() === '' ? 'FIRST_NAME_REQUIRED' : undefined,
  last: v.last.trim() === '' ? 'LAST_NAME_REQUIRED' : undefined,
}));

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('rules resolver', () => {
  it('passes the values through when no rule complains', async () => {
    expect(await resolver({ first: 'Ann', last: 'Lee' }, undefined, options)).toEqual({
      values: { first: 'Ann', last: 'Lee' },
      errors: {},
    });
  });

  it('reports each problem as a rule error with its message key', async () => {
    expect(await resolver({ first: ' ', last: 'Lee' }, undefined, options)).toEqual({
      values: {},
      errors: { first: { type: 'rule', message: 'FIRST_NAME_REQUIRED' } },
    });
  });
});
