import { describe, expect, it } from 'vitest';
import { refusalOf, returnLayoutOf } from './payment-replies';
import type { Problem } from '../generated/api/problem';

describe('refusalOf', () => {
  it('keeps the code, message and problem and nothing else of the reply', () => {
    const problem: Problem = { code: 'CONNECTION_FAILED', params: {} };
    const reply = { rtn: -3, dispMsg: 'Card declined', problem, paymentId: 'p1', total: 420 };
    expect(refusalOf(reply)).toStrictEqual({ rtn: -3, dispMsg: 'Card declined', problem });
  });

  it('leaves out an empty message and a missing problem rather than sending them empty', () => {
    expect(refusalOf({ rtn: 0, dispMsg: '' })).toStrictEqual({ rtn: 0 });
    expect(refusalOf({ rtn: 0 })).toStrictEqual({ rtn: 0 });
  });
});

describe('returnLayoutOf', () => {
  it('returns the app and company layouts to themselves and every other layout to the shop', () => {
    expect(returnLayoutOf('app')).toBe('app');
    expect(returnLayoutOf('company')).toBe('company');
    expect(returnLayoutOf('shop')).toBe('shop');
    expect(returnLayoutOf('embed')).toBe('shop');
  });
});
