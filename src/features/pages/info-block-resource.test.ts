import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './info-block-resource';

describe('paragraphsOf', () => {
  it('splits on blank lines', () => {
    expect(paragraphsOf('One\nstill one\n\nTwo\n  \nThree\n\n')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(paragraphsOf('')).toEqual([]);
  });
});
