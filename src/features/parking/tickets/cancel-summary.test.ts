import { describe, expect, it } from 'vitest';
import { cancelSummary } from './cancel-summary';

describe('cancelSummary', () => {
  it('names the refund when there is one', () => {
    expect(cancelSummary({ total: 1320, penalty: 320, refund: 1000 })).toEqual({
      key: 'tickets.success.cancelBody',
      amount: 1000,
    });
  });

  it('a late cancel that keeps the whole amount says so, not that nothing was paid', () => {
    expect(cancelSummary({ total: 1320, penalty: 1320, refund: 0 })).toEqual({
      key: 'tickets.success.cancelKeptAll',
      amount: 1320,
    });
  });

  it('says nothing was paid only when nothing was', () => {
    expect(cancelSummary({ total: 0, penalty: 0, refund: 0 })).toEqual({
      key: 'tickets.success.cancelNoRefund',
      amount: null,
    });
  });
});
