import { describe, expect, it } from 'vitest';
import { bookingMachine } from '../../../../flows/parking/booking.machine';
import { checkoutPhaseOf } from './checkout-phase';

describe('checkoutPhaseOf', () => {
  it('has a phase for every state of the booking machine', () => {
    const states = Object.keys(bookingMachine.root.states);
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) expect(checkoutPhaseOf(state as Parameters<typeof checkoutPhaseOf>[0])).toBeDefined();
  });

  it('shows the order steps as one', () => {
    expect(
      ['preparingOrder', 'ordering', 'placed', 'confirmingZero'].map((s) =>
        checkoutPhaseOf(s as Parameters<typeof checkoutPhaseOf>[0]),
      ),
    ).toEqual(['ordering', 'ordering', 'ordering', 'ordering']);
  });
});
